/**
 * Whole tables read with the bare IndexedDB API as the app starts, before Dexie's code has even
 * loaded (it arrives ≈ 150 ms later on a mid-range phone): the start page's lists can draw from
 * these rows, and Dexie's live queries take over when they answer (live-query-store.ts).
 *
 * Only reads, only an existing database: on a first visit, or if anything differs from what is
 * expected, the answer is `undefined` and the page simply waits for Dexie as before.
 */
import type { CollectionName, Collections } from '@mise/sync/collections';
import { readTables } from './bare-idb';

const reads = new Map<CollectionName, Promise<readonly unknown[] | undefined>>();

/** Starts reading these tables in one transaction; call once, as early as possible. */
export function startEarlyReads(tables: readonly CollectionName[]): void {
  const all = readTables(tables).catch(() => undefined);
  tables.forEach((table, index) =>
    reads.set(
      table,
      all.then((rows) => rows?.[index]),
    ),
  );
}

/**
 * The rows read at start, in primary-key order as Dexie's `toArray()` gives them, or undefined.
 * Given once: a later reader must not get rows that are no longer current.
 */
export function takeEarlyRows<Name extends CollectionName>(
  table: Name,
): Promise<readonly Collections[Name][] | undefined> {
  const read = reads.get(table);
  reads.delete(table);
  // Rows Dexie itself wrote to this table: the same trust as Dexie's typed tables give.
  return (read ?? Promise.resolve(undefined)) as Promise<readonly Collections[Name][] | undefined>;
}
