/**
 * Asks the browser to keep our storage under pressure. Without it, an evicted origin would
 * lose the pantry and, worse, writes still queued for sync. Installed PWAs are usually granted.
 */
type PersistApi = Pick<StorageManager, 'persist' | 'persisted'>;

export async function requestPersistentStorage(
  storage: PersistApi | undefined = globalThis.navigator?.storage,
): Promise<boolean> {
  if (!storage?.persist) return false;
  try {
    return (await storage.persisted()) || (await storage.persist());
  } catch {
    return false;
  }
}
