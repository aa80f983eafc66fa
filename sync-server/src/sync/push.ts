/**
 * Applies a client's pushed mutations (rules S2–S5): in one transaction, holding the client's
 * row and the household's row, each new mutation runs on the batch's rows in memory; a refused
 * one is dropped alone, recorded with its reason, and still advances lastMutationId, so nothing
 * is applied twice, nothing stalls the queue, and nothing disappears without a word.
 */
import { MutationRejected } from '@mise/sync/define-mutator';
import { sequenceVerdict } from '@mise/sync/mutation';
import { runMutation } from '@mise/sync/mutators/registry';
import type { MutationError, PushRequest, PushResponse } from '@mise/sync/protocol';
import { z } from 'zod';
import type { DeviceIdentity } from '../auth/token-service';
import type { Database, Queryable } from '../storage/database';
import { bumpHouseholdVersion } from '../storage/entities';
import { HouseholdRows } from './household-rows';

/** The row ids a mutation's arguments name (`id`, or `row.id` one level down), to prefetch. */
function rowIdsIn(args: unknown): string[] {
  if (typeof args !== 'object' || args === null) return [];
  const nested: unknown[] = Object.values(args);
  return [args, ...nested].flatMap((value) =>
    typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'string'
      ? [value.id]
      : [],
  );
}

export type PushOutcome =
  | { kind: 'applied'; response: PushResponse; householdId: string; changed: boolean }
  | { kind: 'gap'; lastMutationId: number }
  | { kind: 'foreign-client' };

const clientRowSchema = z.object({ deviceId: z.string(), lastMutationId: z.number().int() });
const deviceRowSchema = z.object({ householdId: z.string() });

/**
 * The device's household as of this transaction, held until it ends: a join that lands while
 * the push is in flight must not send these writes to the household the device just left.
 */
async function lockHousehold(tx: Queryable, deviceId: string): Promise<string> {
  const rows = await tx.query(
    'select household_id as "householdId" from devices where id = $1 for share',
    [deviceId],
  );
  return deviceRowSchema.parse(rows[0]).householdId;
}

/** Locks the client's row for this transaction, creating it on first push. */
async function lockClient(tx: Queryable, clientId: string, device: DeviceIdentity) {
  await tx.query(
    `insert into clients (id, household_id, device_id) values ($1, $2, $3)
     on conflict (id) do nothing`,
    [clientId, device.householdId, device.deviceId],
  );
  const rows = await tx.query(
    `select device_id as "deviceId", last_mutation_id as "lastMutationId"
     from clients where id = $1 for update`,
    [clientId],
  );
  return clientRowSchema.parse(rows[0]);
}

export async function applyPush(
  db: Database,
  device: DeviceIdentity,
  request: PushRequest,
): Promise<PushOutcome> {
  return db.transaction(async (tx) => {
    const householdId = await lockHousehold(tx, device.deviceId);
    const client = await lockClient(tx, request.clientId, { ...device, householdId });
    if (client.deviceId !== device.deviceId) return { kind: 'foreign-client' };
    let lastMutationId = client.lastMutationId;
    const fresh = request.mutations
      .filter((m) => m.id > lastMutationId)
      .sort((a, b) => a.id - b.id);
    const first = fresh[0];
    if (first && sequenceVerdict(lastMutationId, first.id) === 'gap') {
      return { kind: 'gap', lastMutationId };
    }
    if (!first) {
      const response = { lastMutationId, errors: [] };
      return { kind: 'applied', response, householdId, changed: false };
    }

    // One version for the whole push: every row it writes carries it, so one pull sees all.
    // Bumping first also takes the household's row lock for the rest of the transaction.
    const version = await bumpHouseholdVersion(tx, householdId);
    const rows = new HouseholdRows(tx, householdId);
    await rows.prefetch(fresh.flatMap((mutation) => rowIdsIn(mutation.args)));
    const errors: MutationError[] = [];
    for (const mutation of fresh) {
      if (sequenceVerdict(lastMutationId, mutation.id) !== 'next') break;
      const { tx: mutatorTx, commit } = rows.mutation();
      try {
        await runMutation(mutatorTx, mutation.name, mutation.args);
        commit();
      } catch (error) {
        if (!(error instanceof MutationRejected)) throw error;
        // Not committed: its writes are dropped, and it still counts as processed (S5).
        errors.push({ mutationId: mutation.id, name: mutation.name, message: error.message });
      }
      lastMutationId = mutation.id;
    }
    await rows.flush(version);
    for (const refused of errors) {
      await tx.query(
        `insert into mutation_errors (client_id, mutation_id, name, message)
         values ($1, $2, $3, $4) on conflict do nothing`,
        [request.clientId, refused.mutationId, refused.name, refused.message],
      );
    }
    await tx.query('update clients set last_mutation_id = $2, updated_at = now() where id = $1', [
      request.clientId,
      lastMutationId,
    ]);
    return { kind: 'applied', response: { lastMutationId, errors }, householdId, changed: true };
  });
}
