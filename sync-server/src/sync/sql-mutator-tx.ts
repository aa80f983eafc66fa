/**
 * The mutators' transaction interface over SQL: one household's rows in the generic entities
 * table, every write stamped with the household version of the push that made it.
 */
import type { CollectionName, Collections } from '@mise/sync/collections';
import { collectionSchemas } from '@mise/sync/collections';
import type { MutatorTx } from '@mise/sync/mutator-tx';
import type { Queryable } from '../storage/database';
import { deleteEntity, getEntity, listEntities, putEntity } from '../storage/entities';

function parseRow<Name extends CollectionName>(collection: Name, data: unknown): Collections[Name] {
  // Rows were validated by a mutator on the way in; parsing again guards the types on the way out.
  return collectionSchemas[collection].parse(data) as Collections[Name];
}

export function sqlMutatorTx(q: Queryable, householdId: string, version: number): MutatorTx {
  return {
    async get(collection, id) {
      const row = await getEntity(q, { householdId, collection, id });
      return row && !row.deleted ? parseRow(collection, row.data) : undefined;
    },
    async put(collection, value) {
      await putEntity(q, { householdId, collection, id: value.id, data: value, version });
    },
    async delete(collection, id) {
      await deleteEntity(q, { householdId, collection, id }, version);
    },
    async scan(collection) {
      const rows = await listEntities(q, householdId, collection);
      return rows.map((row) => parseRow(collection, row.data));
    },
  };
}
