/**
 * Rows kept in plain maps behind the MutatorTx interface: the reference model of the fault
 * tests and the in-memory device store of the engine's tests.
 */
import type { CollectionName, Collections, Entity } from './collections';
import type { MutatorTx } from './mutator-tx';

export type Rows = Map<CollectionName, Map<string, Entity>>;

export function emptyRows(): Rows {
  return new Map();
}

export function table(rows: Rows, collection: CollectionName): Map<string, Entity> {
  let found = rows.get(collection);
  if (!found) {
    found = new Map();
    rows.set(collection, found);
  }
  return found;
}

/** A copy of one collection's rows; the maps are only filled through typed puts. */
export function listRows<Name extends CollectionName>(
  rows: Rows,
  collection: Name,
): Collections[Name][] {
  return [...table(rows, collection).values()].map((row) =>
    structuredClone(row),
  ) as Collections[Name][];
}

/** Copies on the way in and out so no caller can change a stored row by reference. */
export function memoryTx(rows: Rows): MutatorTx {
  return {
    get: <Name extends CollectionName>(collection: Name, id: string) =>
      Promise.resolve(
        structuredClone(table(rows, collection).get(id)) as Collections[Name] | undefined,
      ),
    put: (collection, value) => {
      table(rows, collection).set(value.id, structuredClone(value));
      return Promise.resolve();
    },
    delete: (collection, id) => {
      table(rows, collection).delete(id);
      return Promise.resolve();
    },
    scan: <Name extends CollectionName>(collection: Name) =>
      Promise.resolve(
        [...table(rows, collection).values()].map((row) =>
          structuredClone(row),
        ) as Collections[Name][],
      ),
  };
}
