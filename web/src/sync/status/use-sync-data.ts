/**
 * Live reads of the engine's own records in IndexedDB, shared by every tab: how many writes
 * are queued, and the engine's state (last sync time, writes the server refused). Any tab's
 * write or the leader's sync updates them at once through Dexie's live queries. The state is
 * checked with a zod-free guard, so the header shows it before the engine has loaded.
 */
import type { SyncState } from '@mise/sync/client/local-store';
import { isSyncState } from '@mise/sync/client/sync-state-guard';
import type { MiseDatabase } from '../../db/db';
import { SYNC_STATE_KEY } from '../../db/schema';
import { useLiveDbQuery } from '../../db/use-live-db-query';

const countPending = (db: MiseDatabase) => db.outbox.count();

async function readSyncState(db: MiseDatabase): Promise<SyncState | undefined> {
  const stored = (await db.meta.get(SYNC_STATE_KEY))?.value;
  return isSyncState(stored) ? stored : undefined;
}

export function usePendingCount(): number {
  return useLiveDbQuery(countPending, 0);
}

export function useSyncState(): SyncState | undefined {
  return useLiveDbQuery(readSyncState);
}
