/**
 * Background Sync: after a write queued while offline, the browser is asked to fire a
 * `mise-sync` event at the service worker once the connection is back. The worker
 * (public/sw-sync.js) only posts {type:'mise-sync-wake'} to the open pages, whose leader then
 * syncs: the drain loop stays in the page. Browsers without the API simply skip this; the
 * leader also syncs on the window's `online` event and whenever the app is opened.
 */
import { z } from 'zod';

export const BACKGROUND_SYNC_TAG = 'mise-sync';

/** What the service worker posts to its pages when the `mise-sync` event fires. */
export const wakeMessageSchema = z.object({ type: z.literal('mise-sync-wake') });

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

function syncManagerOf(registration: ServiceWorkerRegistration): SyncManagerLike | undefined {
  // SyncManager is not in TypeScript's DOM library: check its one method at run time.
  const manager: unknown = Reflect.get(registration, 'sync');
  if (typeof manager !== 'object' || manager === null) return undefined;
  const register: unknown = Reflect.get(manager, 'register');
  if (typeof register !== 'function') return undefined;
  return { register: async (tag) => void (await Reflect.apply(register, manager, [tag])) };
}

export async function requestBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const manager = registration && syncManagerOf(registration);
    await manager?.register(BACKGROUND_SYNC_TAG);
  } catch (error) {
    // Refused (e.g. no permission): the `online` event and the next start still sync.
    console.info('Background Sync is not available here.', error);
  }
}
