/**
 * What the data routes of spec §7 share: their dependencies, the one way they write (a named
 * mutator in a transaction, then a poke, exactly like a sync push) and their error answers.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { CollectionName } from '@mise/sync/collections';
import type { DeviceEnv } from '../auth/require-device';
import type { Clock } from '../clock';
import type { Database } from '../storage/database';
import type { MutationOutcome, MutationTarget, ServerMutation } from '../sync/apply-mutation';
import { applyServerMutations } from '../sync/apply-mutation';
import { findVisibleRecipe } from '../storage/shared-recipes';
import type { HouseholdReads } from '../reads/household-reads';
import type { Pokes } from '../sync/pokes';

export interface ApiDeps {
  db: Database;
  pokes: Pokes;
  /** The household's list reads, served from memory until its next commit. */
  reads: HouseholdReads;
  /** Server time for the ids' companions: addedAt, createdAt, startedAt, updatedAt … */
  clock: Clock;
  requireDevice: MiddlewareHandler<DeviceEnv>;
}

/** Applies a REST write and, once it is committed, pokes the household's devices to pull it. */
export async function write<Name extends CollectionName = never>(
  deps: ApiDeps,
  householdId: string,
  mutations: readonly ServerMutation[],
  target?: MutationTarget<Name>,
) {
  const outcome = await applyServerMutations(deps.db, householdId, mutations, target);
  if (outcome.kind === 'applied') deps.pokes.poke(householdId);
  return outcome;
}

export function notFound(c: Context, message: string) {
  return c.json({ error: 'not_found', message }, 404);
}

/** A business rule refused the write (422), or the row it names is not the household's (404). */
export function notApplied(
  c: Context,
  outcome: Exclude<MutationOutcome<unknown>, { kind: 'applied' }>,
  notFoundMessage: string,
) {
  if (outcome.kind === 'not-found') return notFound(c, notFoundMessage);
  return c.json({ error: 'rejected', message: outcome.message }, 422);
}

/** The row a create or an update left behind; its absence would be a mutator bug, not a bad request. */
export function stored<Row>(row: Row | undefined): Row {
  if (row === undefined) throw new Error('The write left no row behind.');
  return row;
}

/** An optional link ("For planned recipe") must name a recipe the household can open. */
export async function linksUnknownRecipe(
  db: Database,
  householdId: string,
  recipeId: string | undefined,
): Promise<boolean> {
  return (
    recipeId !== undefined && (await findVisibleRecipe(db, householdId, recipeId)) === undefined
  );
}

export const RECIPE_NOT_FOUND = 'There is no such recipe in your household or the community.';

/** Code-point order for ISO timestamps and ids (localeCompare would weigh punctuation). */
export function byText<T>(key: (row: T) => string): (a: T, b: T) => number {
  return (a, b) => {
    const x = key(a);
    const y = key(b);
    return x < y ? -1 : x > y ? 1 : 0;
  };
}
