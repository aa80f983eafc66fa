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

export interface MutatorDefinition<Name extends string, Args extends z.ZodType> extends Omit<
  Mutator<Name, Args>,
  'args'
> {
  /** Builds the arguments' schema: called once, on the mutator's first use. */
  readonly args: () => Args;
}

/**
 * The schema is built on first use, not as the module loads: the device loads every mutator
 * when sync starts, and building their few dozen zod schemas together held a phone's main
 * thread for one of the longest tasks after the first paint. Most never run in a visit.
 */
export function defineMutator<Name extends string, Args extends z.ZodType>(
  definition: MutatorDefinition<Name, Args>,
): Mutator<Name, Args> {
  let args: Args | undefined;
  return {
    name: definition.name,
    get args() {
      args ??= definition.args();
      return args;
    },
    run: definition.run,
  };
}
