/**
 * Whole tables read with the bare IndexedDB API as the app starts, before Dexie's code has even
 * loaded (it arrives ≈ 150 ms later on a mid-range phone): the start page's lists can draw from
 * these rows, and Dexie's live queries take over when they answer (live-query-store.ts).
 *
 * Only reads, only an existing database: on a first visit, or if anything differs from what is
 * expected, the answer is `undefined` and the page simply waits for Dexie as before.
 */
import type { CollectionName, Collections } from '@mise/sync/collections';
import { DATABASE_NAME } from './schema';

const reads = new Map<CollectionName, Promise<readonly unknown[] | undefined>>();

function openExisting(): Promise<IDBDatabase | undefined> {
  return new Promise((resolve) => {
    const request = indexedDB.open(DATABASE_NAME);
    // No database yet: never create one here (Dexie creates it with its schema).
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => {
      const database = request.result;
      // Dexie may need to upgrade the schema: never stand in its way.
      database.onversionchange = () => database.close();
      resolve(database);
    };
    request.onerror = () => resolve(undefined);
    request.onblocked = () => resolve(undefined);
  });
}

/**
 * Every row of these tables, read in one transaction with the bare IndexedDB API (no Dexie), or
 * undefined when there is no database yet or a table is missing. Also usable in a worker.
 */
export async function readTables(
  tables: readonly CollectionName[],
): Promise<(readonly unknown[])[] | undefined> {
  if (typeof indexedDB === 'undefined') return undefined;
  const database = await openExisting();
  return new Promise((resolve) => {
    if (!database) return resolve(undefined);
    try {
      const transaction = database.transaction([...tables], 'readonly');
      const requests: IDBRequest<unknown[]>[] = tables.map((table) =>
        transaction.objectStore(table).getAll(),
      );
      transaction.oncomplete = () => resolve(requests.map((request) => request.result));
      transaction.onerror = () => resolve(undefined);
      transaction.onabort = () => resolve(undefined);
    } catch {
      // A table this version of the app expects is not there yet.
      resolve(undefined);
    } finally {
      database.close();
    }
  });
}

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
