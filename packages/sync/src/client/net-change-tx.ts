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

  const rows: MutatorTx = {
    get: async <Name extends CollectionName>(collection: Name, id: string) => {
      const latest = written.get(collection)?.get(id);
      if (latest !== undefined) {
        // A copy, as a database read would give: a mutator may change what it read.
        return latest === null ? undefined : (structuredClone(latest) as Collections[Name]);
      }
      return cleared ? undefined : tx.get(collection, id);
    },
    put: (collection, value) => {
      writesTo(collection).set(value.id, structuredClone(value));
      return Promise.resolve();
    },
    delete: (collection, id) => {
      writesTo(collection).set(id, null);
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
        for (const [id, value] of changes) {
          const before = cleared ? undefined : await tx.get(collection, id);
          if (value === null) {
            if (before !== undefined) await tx.delete(collection, id);
          } else if (!dequal(before, value)) {
            await tx.put(collection, value);
          }
        }
      }
      written.clear();
      cleared = false;
    },
  };
}
