/**
 * The one way features write data: a named mutator, applied on this device at once and
 * queued for sync in the same transaction. Throws MutationRejected (with a message to show)
 * when the input is not valid; nothing is written then.
 */
import type { MutatorInput, MutatorName } from '@mise/sync/mutators/registry';
import type { QueuedMutation } from '@mise/sync/client/sync-client';
import { syncClient } from './sync-engine';

export function mutate<Name extends MutatorName>(
  name: Name,
  args: MutatorInput<Name>,
): Promise<QueuedMutation> {
  return syncClient.mutate(name, args);
}

export { MutationRejected } from '@mise/sync/define-mutator';
