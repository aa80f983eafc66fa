/**
 * Reads what a device is missing (rules S6, S8): every row of its household written after its
 * cursor, deleted ones as tombstones, this client's lastMutationId and the refusals it has not
 * seen, all from one snapshot so the rows and the acknowledged mutations always agree.
 */
import { SYNC_SCHEMA_VERSION } from '@mise/sync/mutation';
import { isCollectionName } from '@mise/sync/collections';
import type { PullQuery, PullResponse, RowChange } from '@mise/sync/protocol';
import { mutationErrorSchema } from '@mise/sync/protocol';
import { z } from 'zod';
import type { Database } from '../storage/database';
import { changedSince } from '../storage/entities';

const householdVersionSchema = z.object({ version: z.number().int() });
const lastMutationSchema = z.object({ lastMutationId: z.number().int() });

export async function readPull(
  db: Database,
  householdId: string,
  query: PullQuery,
): Promise<PullResponse> {
  return db.transaction(async (tx) => {
    // Without one snapshot, a push committing between two reads could acknowledge a mutation
    // whose rows this response does not carry: the device would see its write vanish.
    await tx.query('set transaction isolation level repeatable read');
    const [household] = await tx.query('select version from households where id = $1', [
      householdId,
    ]);
    const { version } = householdVersionSchema.parse(household);
    const reset = query.cursor === 0 || query.cursor > version || query.householdId !== householdId;
    const cursor = reset ? 0 : query.cursor;

    const client = await tx.query(
      `select last_mutation_id as "lastMutationId" from clients
       where id = $1 and household_id = $2`,
      [query.clientId, householdId],
    );
    const lastMutationId = client[0] ? lastMutationSchema.parse(client[0]).lastMutationId : 0;
    const errorRows = await tx.query(
      `select mutation_id as "mutationId", name, message, kind from mutation_errors
       where client_id = $1 and mutation_id > $2
         and exists (select 1 from clients where id = $1 and household_id = $3)
       order by mutation_id`,
      [query.clientId, query.acked, householdId],
    );

    const changes: RowChange[] = [];
    for (const row of await changedSince(tx, householdId, cursor)) {
      if (!isCollectionName(row.collection)) continue;
      if (row.deleted) {
        // A fresh copy has nothing to delete.
        if (!reset) changes.push({ collection: row.collection, id: row.id, deleted: true });
      } else {
        changes.push({ collection: row.collection, id: row.id, deleted: false, data: row.data });
      }
    }
    return {
      schemaVersion: SYNC_SCHEMA_VERSION,
      householdId,
      cursor: version,
      lastMutationId,
      reset,
      changes,
      errors: errorRows.map((row) => mutationErrorSchema.parse(row)),
    };
  });
}
