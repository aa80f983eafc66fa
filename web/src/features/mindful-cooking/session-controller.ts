// The mindful session player's clock (spec §4) outside React: it holds the player, looks at the
// clock again exactly when the shown second (and so the breathing phase) changes, and settles a
// session that has reached 0, calling `onComplete` once. The time shown is always worked out
// from the clock (packages/domain mindful-countdown.ts), so a tick that comes late, or a tab
// that slept through many, never drifts it: the first look after waking is right.
import type { MindfulSession } from '@mise/domain/entities/mindful-session';
import { msToNextSecond } from '@mise/domain/mindful-countdown';
import {
  type MindfulPlayer,
  settleSession,
  startSession,
  stopSession,
  togglePlayback,
} from '@mise/domain/mindful-player';

export interface MindfulSnapshot {
  readonly player: MindfulPlayer | undefined;
  /** When the clock was last read: the moment the page draws. */
  readonly now: number;
}

export interface MindfulController {
  getSnapshot: () => MindfulSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** Starts a card; false (and nothing changes) while another session plays. */
  start: (session: MindfulSession) => boolean;
  togglePlayback: () => void;
  stop: () => void;
  /** Reads the clock again now, e.g. when the tab becomes visible after sleeping. */
  refresh: () => void;
  /** Drops the pending tick (the page is leaving); any later call schedules again. */
  dispose: () => void;
}

interface ControllerOptions {
  onComplete: (session: MindfulSession) => void;
  clock?: () => number;
}

export function createMindfulController({
  onComplete,
  clock = () => Date.now(),
}: ControllerOptions): MindfulController {
  let snapshot: MindfulSnapshot = { player: undefined, now: clock() };
  let tick: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  function cancelTick(): void {
    if (tick !== undefined) clearTimeout(tick);
    tick = undefined;
  }

  /** Shows `next` as of `now`, settled: a session that has reached 0 completes here. */
  function show(next: MindfulPlayer | undefined, now: number): void {
    const player = next && settleSession(next, now);
    if (player?.status === 'complete' && next?.status !== 'complete') onComplete(player.session);
    snapshot = { player, now };
    listeners.forEach((listener) => listener());
    cancelTick();
    const wait = player?.status === 'playing' ? msToNextSecond(player.countdown, now) : undefined;
    if (wait !== undefined) tick = setTimeout(() => act((same) => same), wait);
  }

  function act(change: (player: MindfulPlayer, now: number) => MindfulPlayer): void {
    const now = clock();
    show(snapshot.player && change(snapshot.player, now), now);
  }

  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: (session) => {
      const now = clock();
      const started = startSession(snapshot.player, session, now);
      if (started === snapshot.player) return false;
      show(started, now);
      return true;
    },
    togglePlayback: () => act(togglePlayback),
    stop: () => act(stopSession),
    refresh: () => act((player) => player),
    dispose: cancelTick,
  };
}
