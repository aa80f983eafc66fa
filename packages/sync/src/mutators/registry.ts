/**
 * Every mutator by name, and the one entry point both sides use to run a mutation: parse the
 * arguments, run the mutator, and turn bad input into a rejection the user can read.
 */
import type { z } from 'zod';
import { MutationRejected, type Mutator } from '../define-mutator';
import type { MutatorTx } from '../mutator-tx';
import { firstMessage } from '../patch';
import { cookingFinish, cookingSetStep, cookingStart } from './cooking';
import {
  groceryAdd,
  groceryAddMany,
  groceryAdjustQuantity,
  groceryMoveToPantry,
  groceryRemove,
  grocerySetCompleted,
  groceryUpdate,
} from './grocery';
import { journalAdd, journalRemove, journalUpdate } from './journal';
import {
  mealPlanAdd,
  mealPlanFillEmpty,
  mealPlanMove,
  mealPlanRemove,
  mealPlanUpdate,
} from './meal-plans';
import { pantryAdd, pantryAdjustQuantity, pantryRemove, pantryUpdate } from './pantry';
import { preferencesUpdate } from './preferences';
import { productName } from './products';
import { rowsRestore } from './rows';
import {
  recipeCreate,
  recipeFavorite,
  recipeRemove,
  recipeShare,
  recipeUnfavorite,
} from './recipes';

const ALL_MUTATORS = [
  pantryAdd,
  pantryUpdate,
  pantryAdjustQuantity,
  pantryRemove,
  recipeCreate,
  recipeShare,
  recipeFavorite,
  recipeUnfavorite,
  recipeRemove,
  cookingStart,
  cookingSetStep,
  cookingFinish,
  mealPlanAdd,
  mealPlanFillEmpty,
  mealPlanUpdate,
  mealPlanMove,
  mealPlanRemove,
  groceryAdd,
  groceryAddMany,
  grocerySetCompleted,
  groceryUpdate,
  groceryAdjustQuantity,
  groceryMoveToPantry,
  groceryRemove,
  preferencesUpdate,
  journalAdd,
  journalUpdate,
  journalRemove,
  productName,
  rowsRestore,
] as const;

type AnyMutator = (typeof ALL_MUTATORS)[number];
export type MutatorName = AnyMutator['name'];
/** What a caller passes for a mutator: its input, before defaults are applied. */
export type MutatorInput<Name extends MutatorName> = z.input<
  Extract<AnyMutator, { name: Name }>['args']
>;

export const MUTATOR_NAMES: readonly MutatorName[] = ALL_MUTATORS.map((mutator) => mutator.name);

type RunParsed = (tx: MutatorTx, rawArgs: unknown) => Promise<unknown>;

/** Binds each mutator's parse to its run while their types still match. */
function parseThenRun<Name extends string, Args extends z.ZodType>(
  mutator: Mutator<Name, Args>,
): RunParsed {
  return async (tx, rawArgs) => {
    const parsed = mutator.args.safeParse(rawArgs);
    if (!parsed.success) throw new MutationRejected(firstMessage(parsed.error));
    await mutator.run(tx, parsed.data);
    return parsed.data;
  };
}

const runners = new Map<string, RunParsed>(
  ALL_MUTATORS.map((mutator) => [mutator.name, parseThenRun<string, z.ZodType>(mutator)]),
);

/**
 * Runs a mutation and returns its parsed arguments (what the outbox keeps, so a replay sees
 * exactly what the device saw). Throws MutationRejected for bad input or a broken rule.
 */
export async function runMutation(tx: MutatorTx, name: string, args: unknown): Promise<unknown> {
  const run = runners.get(name);
  if (!run) throw new MutationRejected(`This app version cannot apply "${name}". Please update.`);
  return run(tx, args);
}

export function isMutatorName(name: string): name is MutatorName {
  return runners.has(name);
}
