/**
 * A rebase (rule S7) takes the pending writes back, lays the server's rows down and replays the
 * writes on top. Mostly the server's rows are this device's own writes coming back, so the rows
 * end exactly as they were. Writing them anyway is not free on the device: every write wakes
 * the live queries over its table, and the lists on screen are read and drawn again while the
 * cook taps the next line. This transaction keeps the row writes in memory and, at the end,
 * writes only the rows whose final value differs from the stored one.
 */
import { dequal } from 'dequal';
import type { CollectionName, Collections, Entity } from '../collections';
import type { MutatorTx } from '../mutator-tx';
import type { LocalTx } from './local-store';

export interface NetChangeTx extends LocalTx {
  /** Writes the rows that changed; call once, before the transaction ends. */
  flush(): Promise<void>;
}

export function netChangeTx(tx: LocalTx): NetChangeTx {
  /** The latest value of each row written so far; null once deleted. */
  const written = new Map<CollectionName, Map<string, Entity | null>>();
  let cleared = false;

  const writesTo = (collection: CollectionName) => {
    let rows = written.get(collection);
    if (!rows) {
      rows = new Map();
      written.set(collection, rows);
    }
    return rows;
  };

  /** The row as this transaction sees it, if it wrote one; undefined when it has not. */
  const writtenRow = <Name extends CollectionName>(collection: Name, id: string) => {
    const latest = written.get(collection)?.get(id);
    // A copy, as a database read would give: a mutator may change what it read.
    return latest === undefined
      ? undefined
      : { row: structuredClone(latest) as Collections[Name] | null };
  };

  const rows: Pick<LocalTx, keyof MutatorTx | 'bulkGet' | 'bulkPut' | 'bulkDelete'> = {
    get: async <Name extends CollectionName>(collection: Name, id: string) => {
      const own = writtenRow(collection, id);
      if (own) return own.row ?? undefined;
      return cleared ? undefined : tx.get(collection, id);
    },
    bulkGet: async <Name extends CollectionName>(collection: Name, ids: string[]) => {
      const own = ids.map((id) => writtenRow(collection, id));
      const unread = ids.filter((_, index) => own[index] === undefined);
      const stored = cleared || unread.length === 0 ? [] : await tx.bulkGet(collection, unread);
      let next = 0;
      return own.map((mine) => (mine ? (mine.row ?? undefined) : stored[next++]));
    },
    put: (collection, value) => {
      writesTo(collection).set(value.id, structuredClone(value));
      return Promise.resolve();
    },
    bulkPut: (collection, values) => {
      const rows = writesTo(collection);
      for (const value of values) rows.set(value.id, structuredClone(value));
      return Promise.resolve();
    },
    delete: (collection, id) => {
      writesTo(collection).set(id, null);
      return Promise.resolve();
    },
    bulkDelete: (collection, ids) => {
      const rows = writesTo(collection);
      for (const id of ids) rows.set(id, null);
      return Promise.resolve();
    },
    scan: async <Name extends CollectionName>(collection: Name) => {
      const stored = cleared ? [] : await tx.scan(collection);
      const changes = written.get(collection);
      if (!changes) return stored;
      const byId = new Map<string, Entity>(stored.map((row) => [row.id, row]));
      for (const [id, value] of changes) {
        if (value === null) byId.delete(id);
        else byId.set(id, structuredClone(value));
      }
      // In key order, as the database lists them.
      return [...byId.values()].sort((a, b) =>
        a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
      ) as Collections[Name][];
    },
  };

  return {
    ...tx,
    ...rows,
    clearRows: () => {
      cleared = true;
      written.clear();
      return Promise.resolve();
    },
    flush: async () => {
      if (cleared) await tx.clearRows();
      for (const [collection, changes] of written) {
        const ids = [...changes.keys()];
        const before = cleared ? [] : await tx.bulkGet(collection, ids);
        const puts: Entity[] = [];
        const deletes: string[] = [];
        ids.forEach((id, index) => {
          const value = changes.get(id) ?? null;
          const stored = before[index];
          if (value === null) {
            if (stored !== undefined) deletes.push(id);
          } else if (!dequal(stored, value)) {
            puts.push(value);
          }
        });
        if (deletes.length > 0) await tx.bulkDelete(collection, deletes);
        if (puts.length > 0) await tx.bulkPut(collection, puts);
      }
      written.clear();
      cleared = false;
    },
  };
}
