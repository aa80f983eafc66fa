/**
 * The sync state the header shows, as UI state (zustand): whether this tab leads, the leading
 * tab's engine status (its own in the leader, what it broadcast in followers) and the session.
 * The pending count, last sync time and refused writes come from IndexedDB (data hooks).
 */
import { create } from 'zustand';
import type { EngineStatus } from './tab-bus';

export type SessionStatus = 'loading' | 'signed-in' | 'none' | 'ended';

export interface SyncUiState {
  role: 'leader' | 'follower';
  /** Undefined in a follower until the leader has said how it is doing. */
  engine: EngineStatus | undefined;
  session: SessionStatus;
  /** Why the session ended (spec §8: "Session expired", "Not authenticated"). */
  sessionEndedReason: string | undefined;
}

export const useSyncUi = create<SyncUiState>(() => ({
  role: 'follower',
  engine: undefined,
  session: 'loading',
  sessionEndedReason: undefined,
}));
