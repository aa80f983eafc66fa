/**
 * The header's sync status as one value: the facts from the tabs' shared state, IndexedDB and
 * the connection, described by sync-view.ts, with a clock that ticks so "2 min ago" stays true.
 */
import { useEffect, useState } from 'react';
import { useOnlineStatus } from '../../lib/use-online-status';
import { useSyncUi } from '../engine-status';
import { type SyncView, describeSync } from './sync-view';
import { usePendingCount, useSyncState } from './use-sync-data';

const TICK_MS = 30_000;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function useSyncView(): SyncView & { lastSyncedAt: string | undefined } {
  const online = useOnlineStatus();
  const session = useSyncUi((state) => state.session);
  const engine = useSyncUi((state) => state.engine);
  const pending = usePendingCount();
  const state = useSyncState();
  const lastSyncedAt = state?.lastSyncedAt;
  const catchingUp = state?.pullMore === true;
  const pulledRows = state?.pulledRows;
  const now = useNow();
  const facts = { online, session, engine, pending, lastSyncedAt, catchingUp, pulledRows };
  return {
    ...describeSync(facts, now),
    lastSyncedAt,
  };
}
