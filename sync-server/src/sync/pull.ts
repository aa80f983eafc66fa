/**
 * Reads what a device is missing (rules S6, S8, S16): the rows of its household written after
 * its cursor, deleted ones as tombstones, a page at a time, with this client's lastMutationId
 * and the refusals it has not seen on the last page, all from one snapshot so the rows and the
 * acknowledged mutations always agree.
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

/**
 * Rows in one page of a pull (more when one mutation wrote more): a household of 100,000 rows
 * came back as one 36 MB body, held whole in the server's memory and the browser's.
 */
export const PULL_PAGE_ROWS = 2000;

export async function readPull(
  db: Database,
  householdId: string,
  query: PullQuery,
  pageRows = PULL_PAGE_ROWS,
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

    const rows = await changedSince(tx, householdId, cursor, pageRows);
    const pageEnd = rows.at(-1)?.version ?? version;
    const more = rows.length >= pageRows && pageEnd < version;
    const changes: RowChange[] = [];
    for (const row of rows) {
      if (!isCollectionName(row.collection)) continue;
      if (row.deleted) {
        // A fresh copy has nothing to delete.
        if (!reset) changes.push({ collection: row.collection, id: row.id, deleted: true });
      } else {
        changes.push({ collection: row.collection, id: row.id, deleted: false, data: row.data });
      }
    }
    const errors = errorRows.map((row) => mutationErrorSchema.parse(row));
    return {
      schemaVersion: SYNC_SCHEMA_VERSION,
      householdId,
      cursor: more ? pageEnd : version,
      // Until the last page, the rows of this client's newest mutations may be in pages still
      // to come: acknowledging them now would let the device drop its own writes meanwhile.
      lastMutationId: more ? Math.min(lastMutationId, query.acked) : lastMutationId,
      reset,
      changes,
      errors: more ? [] : errors,
      ...(more ? { more } : {}),
    };
  });
}
