/**
 * A mutator is a named write with zod-validated arguments, written once and run on both sides.
 * It must be deterministic given its arguments and the current rows: ids and timestamps come
 * in the arguments, so a replay on the server or a rebase on the device gives the same result.
 */
import type { z } from 'zod';
import type { MutatorTx } from './mutator-tx';

/** A business rule refused the write; the message is shown to the user as it is. */
export class MutationRejected extends Error {
  override readonly name = 'MutationRejected';
}

export interface Mutator<Name extends string, Args extends z.ZodType> {
  readonly name: Name;
  readonly args: Args;
  run(tx: MutatorTx, args: z.infer<Args>): Promise<void>;
}

export function defineMutator<Name extends string, Args extends z.ZodType>(
  mutator: Mutator<Name, Args>,
): Mutator<Name, Args> {
  return mutator;
}
