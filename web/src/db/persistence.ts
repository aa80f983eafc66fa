/**
 * Persistent storage (ARCHITECTURE §3: call navigator.storage.persist()). Without it the browser
 * may clear our origin when the device runs low on space: the pantry comes back from the server,
 * but writes still queued for sync are lost. Installed apps are usually granted it; a site in a
 * browser tab often is not, and headless Chromium never is.
 *
 * Asked for when there is something to keep, once a visit: after the first write
 * (sync/mutate.ts), and when sync starts with writes left queued by an earlier visit
 * (sync/sync-engine.ts). Not at every start: Firefox asks the person, and an app opening is no
 * moment for that. At start the app only reads whether it has it, which asks nobody. The answer
 * is kept here for the sync details, which say so while writes wait on storage that is not
 * persistent. Where the browser has no storage manager nothing is known, and nothing is said.
 */
import { create } from 'zustand';

export type StoragePersistence =
  /** Not read yet, or the browser cannot tell. */
  | 'unknown'
  | 'persistent'
  /** The browser may clear it under storage pressure. */
  | 'best-effort';

export const useStoragePersistence = create<{ persistence: StoragePersistence }>(() => ({
  persistence: 'unknown',
}));

type PersistApi = Pick<StorageManager, 'persist' | 'persisted'>;

const browserStorage = (): PersistApi | undefined => globalThis.navigator?.storage;

function record(persistent: boolean): boolean {
  useStoragePersistence.setState({ persistence: persistent ? 'persistent' : 'best-effort' });
  return persistent;
}

/** Whether storage is persistent, read without asking for it (navigator.storage.persisted()). */
export async function checkPersistentStorage(
  storage: PersistApi | undefined = browserStorage(),
): Promise<boolean> {
  if (typeof storage?.persisted !== 'function') return false;
  try {
    return record(await storage.persisted());
  } catch {
    return false;
  }
}

/** Asks for persistent storage unless it is already granted; answers whether it is. */
export async function requestPersistentStorage(
  storage: PersistApi | undefined = browserStorage(),
): Promise<boolean> {
  if (typeof storage?.persist !== 'function' || typeof storage.persisted !== 'function') {
    return false;
  }
  try {
    return record((await storage.persisted()) || (await storage.persist()));
  } catch {
    return false;
  }
}

let asked: Promise<boolean> | undefined;

/** requestPersistentStorage() once a visit: a refusal stands until the app is opened again. */
export function askForPersistentStorageOnce(): Promise<boolean> {
  asked ??= requestPersistentStorage();
  return asked;
}
