/**
 * Applies a client's pushed mutations (rules S2–S5, S14): in one transaction, holding the
 * client's row and the household's row, each new mutation runs on the batch's rows in memory; a
 * refused one is dropped alone, recorded with its reason, and still advances lastMutationId, so
 * nothing is applied twice, nothing stalls the queue, and nothing disappears without a word.
 */
import { MutationRejected } from '@mise/sync/define-mutator';
import { sequenceVerdict } from '@mise/sync/mutation';
import { addedThing, mergeAddedThing } from '@mise/sync/merge-adds';
import { runMutation } from '@mise/sync/mutators/registry';
import { isStorableText, storableText } from '@mise/domain/fields';
import type { MutationError, PushRequest, PushResponse, PushedMutation } from '@mise/sync/protocol';
import { z } from 'zod';
import type { DeviceIdentity } from '../auth/token-service';
import type { Database, Queryable } from '../storage/database';
import { bumpHouseholdVersion } from '../storage/entities';
import { isTransient, refusedByStoreMessage } from '../storage/store-errors';
import { droppedByDelete } from './deleted-meanwhile';
import { HouseholdRows } from './household-rows';

/**
 * The row ids a mutation's arguments name (`id`, or `row.id` one level down), to prefetch. Read
 * before the mutator checks them, so an id no row could have is left out rather than queried.
 */
function rowIdsIn(args: unknown): string[] {
  if (typeof args !== 'object' || args === null) return [];
  const nested: unknown[] = Object.values(args);
  return [args, ...nested].flatMap((value) =>
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'string' &&
    isStorableText(value.id)
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

/** A mutation the database or the mutator's own code failed on: refused alone (rule S14). */
export interface StoreFailure {
  mutation: PushedMutation;
  error: unknown;
}

export interface PushOptions {
  /** Told about every mutation refused because it failed inside the server, for the log. */
  onStoreFailure?: (failure: StoreFailure) => void;
}

export async function applyPush(
  db: Database,
  device: DeviceIdentity,
  request: PushRequest,
  { onStoreFailure }: PushOptions = {},
): Promise<PushOutcome> {
  return db.transaction(async (tx) => {
    const householdId = await lockHousehold(tx, device.deviceId);
    const client = await lockClient(tx, request.clientId, { ...device, householdId });
    if (client.deviceId !== device.deviceId) return { kind: 'foreign-client' };
    const fresh = request.mutations
      .filter((m) => m.id > client.lastMutationId)
      .sort((a, b) => a.id - b.id);
    const first = fresh[0];
    if (first && sequenceVerdict(client.lastMutationId, first.id) === 'gap') {
      return { kind: 'gap', lastMutationId: client.lastMutationId };
    }
    if (!first) {
      const response = { lastMutationId: client.lastMutationId, errors: [] };
      return { kind: 'applied', response, householdId, changed: false };
    }

    // One version for the whole push: every row it writes carries it, so one pull sees all.
    // Bumping first also takes the household's row lock for the rest of the transaction.
    const version = await bumpHouseholdVersion(tx, householdId);
    const batch = { tx, householdId, version, lastMutationId: client.lastMutationId };
    // The usual push runs in memory and writes once. Should anything fail that is not a
    // business-rule refusal, the batch is undone and replayed a mutation at a time, each in its
    // own savepoint, so only the mutation at fault is refused (S14) and the queue moves on.
    await tx.query('savepoint push_batch');
    let outcome: BatchOutcome;
    try {
      outcome = await applyTogether(batch, fresh);
      await tx.query('release savepoint push_batch');
    } catch (error) {
      if (isTransient(error)) throw error;
      await tx.query('rollback to savepoint push_batch');
      outcome = await applyOneByOne(batch, fresh, onStoreFailure);
    }
    for (const said of outcome.errors) {
      await tx.query(
        `insert into mutation_errors (client_id, mutation_id, name, message, kind)
         values ($1, $2, $3, $4, $5) on conflict do nothing`,
        [
          request.clientId,
          said.mutationId,
          said.name,
          storableText(said.message),
          said.kind ?? 'refused',
        ],
      );
    }
    await tx.query('update clients set last_mutation_id = $2, updated_at = now() where id = $1', [
      request.clientId,
      outcome.lastMutationId,
    ]);
    return {
      kind: 'applied',
      response: { lastMutationId: outcome.lastMutationId, errors: outcome.errors },
      householdId,
      changed: true,
    };
  });
}

interface Batch {
  tx: Queryable;
  householdId: string;
  version: number;
  /** The client's last processed mutation before this push. */
  lastMutationId: number;
}

interface BatchOutcome {
  lastMutationId: number;
  errors: MutationError[];
}

const report = (
  mutation: PushedMutation,
  message: string,
  kind: MutationError['kind'] = 'refused',
): MutationError => ({ mutationId: mutation.id, name: mutation.name, message, kind });

/**
 * Runs one mutation over `rows` and keeps its writes unless it was refused; returns what its
 * device must hear about it: a refusal (S5, S12) or a notice (S15), or nothing.
 */
async function runOne(
  rows: HouseholdRows,
  mutation: PushedMutation,
): Promise<MutationError | undefined> {
  const { tx, commit, wrote } = rows.mutation();
  try {
    const args = await runMutation(tx, mutation.name, mutation.args);
    const added = addedThing(mutation.name, args);
    const merged = added && (await mergeAddedThing(tx, rows.sameThing.bind(rows), added));
    const dropped = wrote()
      ? undefined
      : droppedByDelete(mutation.name, rows.tombstoneOf(rowIdsIn(mutation.args)));
    commit();
    if (merged !== undefined) return report(mutation, merged, 'notice');
    if (dropped !== undefined) return report(mutation, dropped);
    return undefined;
  } catch (error) {
    if (!(error instanceof MutationRejected)) throw error;
    // Not committed: its writes are dropped, and it still counts as processed (S5).
    return report(mutation, error.message);
  }
}

/** Every mutation over the batch's rows in memory, written in one go at the end. */
async function applyTogether(batch: Batch, fresh: PushedMutation[]): Promise<BatchOutcome> {
  const rows = new HouseholdRows(batch.tx, batch.householdId);
  await rows.prefetch(fresh.flatMap((mutation) => rowIdsIn(mutation.args)));
  let lastMutationId = batch.lastMutationId;
  const errors: MutationError[] = [];
  for (const mutation of fresh) {
    if (sequenceVerdict(lastMutationId, mutation.id) !== 'next') break;
    const said = await runOne(rows, mutation);
    if (said) errors.push(said);
    lastMutationId = mutation.id;
  }
  await rows.flush(batch.version);
  return { lastMutationId, errors };
}

/**
 * The slow, sure path: each mutation read, run and written inside its own savepoint. One that
 * fails for any reason but the database's health is rolled back alone and refused with its
 * error; a database that stops answering fails the rollback, and with it the push (retried).
 */
async function applyOneByOne(
  batch: Batch,
  fresh: PushedMutation[],
  onStoreFailure: PushOptions['onStoreFailure'],
): Promise<BatchOutcome> {
  const { tx } = batch;
  let lastMutationId = batch.lastMutationId;
  const errors: MutationError[] = [];
  for (const mutation of fresh) {
    if (sequenceVerdict(lastMutationId, mutation.id) !== 'next') break;
    await tx.query('savepoint push_mutation');
    try {
      const rows = new HouseholdRows(tx, batch.householdId);
      await rows.prefetch(rowIdsIn(mutation.args));
      const said = await runOne(rows, mutation);
      if (said) errors.push(said);
      await rows.flush(batch.version);
    } catch (error) {
      if (isTransient(error)) throw error;
      await tx.query('rollback to savepoint push_mutation');
      onStoreFailure?.({ mutation, error });
      errors.push(report(mutation, refusedByStoreMessage(error)));
    }
    await tx.query('release savepoint push_mutation');
    lastMutationId = mutation.id;
  }
  return { lastMutationId, errors };
}
