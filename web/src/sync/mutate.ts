/**
 * The one way features write data: a named mutator, applied on this device at once and
 * queued for sync in the same transaction. Throws MutationRejected (with a message to show)
 * when the input is not valid; nothing is written then. The write then wakes whichever tab
 * leads sync, and asks for Background Sync when the device is offline. The first write loads
 * the engine if it has not started yet (engine-loader.ts), and asks the browser to keep the
 * device's storage (db/persistence.ts): from now on it holds something not on the server yet.
 */
import type { MutatorInput, MutatorName } from '@mise/sync/mutators/registry';
import type { QueuedMutation } from '@mise/sync/client/sync-client';
import { askForPersistentStorageOnce } from '../db/persistence';
import { loadSyncEngine } from './engine-loader';

export async function mutate<Name extends MutatorName>(
  name: Name,
  args: MutatorInput<Name>,
): Promise<QueuedMutation> {
  const { driver, syncClient } = await loadSyncEngine();
  const queued = await syncClient.mutate(name, args);
  driver.wrote();
  void askForPersistentStorageOnce();
  return queued;
}

export { MutationRejected } from '@mise/sync/define-mutator';
