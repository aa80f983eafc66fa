/**
 * Live reads of the engine's own records in IndexedDB, shared by every tab: how many writes
 * are queued, and the engine's state (last sync time, writes the server refused). Any tab's
 * write or the leader's sync updates them at once through Dexie's live queries.
 */
import { type SyncState, syncStateSchema } from '@mise/sync/client/local-store';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/db';
import { SYNC_STATE_KEY } from '../../db/dexie-store';

export function usePendingCount(): number {
  return useLiveQuery(() => db.outbox.count(), [], 0);
}

export function useSyncState(): SyncState | undefined {
  return useLiveQuery(async () => {
    const stored = await db.meta.get(SYNC_STATE_KEY);
    return syncStateSchema.safeParse(stored?.value).data;
  }, []);
}
