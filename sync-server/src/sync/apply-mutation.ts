/**
 * A write that arrives through the REST API (spec §7) instead of a sync push: the same named
 * mutators over the same rows, in one transaction that bumps the household version, so a
 * syncing device pulls a REST write exactly like another device's push.
 */
import type { CollectionName, Collections } from '@mise/sync/collections';
import { MutationRejected } from '@mise/sync/define-mutator';
import type { MutatorInput, MutatorName } from '@mise/sync/mutators/registry';
import { runMutation } from '@mise/sync/mutators/registry';
import type { Database } from '../storage/database';
import { bumpHouseholdVersion } from '../storage/entities';
import { isDataError, refusedByStoreMessage } from '../storage/store-errors';
import { HouseholdRows } from './household-rows';

/** One named mutation, its arguments checked against the mutator's input type at compile time. */
export type ServerMutation = {
  [Name in MutatorName]: { name: Name; args: MutatorInput<Name> };
}[MutatorName];

/** The row a REST write is about: returned as it stands after the write. */
export interface MutationTarget<Name extends CollectionName> {
  collection: Name;
  id: string;
  /**
   * Answer not-found, writing nothing, when the household has no such live row. Mutators
   * treat a missing row as "deleted meanwhile on another device" and do nothing, which is
   * right for replayed pushes but would make a REST update of a wrong id look successful.
   */
  mustExist?: boolean;
}

export type MutationOutcome<Row> =
  | { kind: 'applied'; parsedArgs: unknown[]; row: Row | undefined }
  | { kind: 'rejected'; message: string }
  | { kind: 'not-found' };

class TargetMissing extends Error {}

/**
 * Applies the mutations in order, all or nothing. The version is bumped first: that takes the
 * household's row lock, so the existence check and the writes cannot interleave with a push.
 * A refusal rolls everything back (a REST caller gets the error now; unlike a push, there is
 * no queue to keep moving).
 */
export async function applyServerMutations<Name extends CollectionName = never>(
  db: Database,
  householdId: string,
  mutations: readonly ServerMutation[],
  target?: MutationTarget<Name>,
): Promise<MutationOutcome<Collections[Name]>> {
  try {
    return await db.transaction(async (tx) => {
      const version = await bumpHouseholdVersion(tx, householdId);
      const rows = new HouseholdRows(tx, householdId);
      const { tx: mutatorTx, commit } = rows.mutation();
      if (target?.mustExist === true && !(await mutatorTx.get(target.collection, target.id))) {
        throw new TargetMissing();
      }
      const parsedArgs: unknown[] = [];
      for (const mutation of mutations) {
        parsedArgs.push(await runMutation(mutatorTx, mutation.name, mutation.args));
      }
      const row = target && (await mutatorTx.get(target.collection, target.id));
      commit();
      await rows.flush(version);
      return { kind: 'applied', parsedArgs, row };
    });
  } catch (error) {
    if (error instanceof MutationRejected) return { kind: 'rejected', message: error.message };
    if (error instanceof TargetMissing) return { kind: 'not-found' };
    // The database refused what was written (rule S14): the caller's data, not a server fault.
    if (isDataError(error)) return { kind: 'rejected', message: refusedByStoreMessage(error) };
    throw error;
  }
}

/** One mutation; see applyServerMutations. `parsedArgs[0]` is what the mutator stored. */
export function applyServerMutation<Name extends CollectionName = never>(
  db: Database,
  householdId: string,
  mutation: ServerMutation,
  target?: MutationTarget<Name>,
): Promise<MutationOutcome<Collections[Name]>> {
  return applyServerMutations(db, householdId, [mutation], target);
}
