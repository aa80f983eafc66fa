/**
 * The mindful session player (spec §4): no session, then one session playing, paused, stopped,
 * or complete once its countdown reaches 0. Only one session at a time: a card can start only
 * while nothing is playing. Every step takes the clock as an argument; the page looks at the
 * clock and calls `settleSession`, which notices the end even when the tab slept past it.
 */
import type { MindfulSession } from './entities/mindful-session';
import {
  type MindfulCountdown,
  pauseCountdown,
  remainingSeconds,
  resumeCountdown,
  runningMs,
  startCountdown,
} from './mindful-countdown';

export type MindfulStatus = 'playing' | 'paused' | 'stopped' | 'complete';

export interface MindfulPlayer {
  readonly session: MindfulSession;
  readonly status: MindfulStatus;
  readonly countdown: MindfulCountdown;
}

/** Nothing playing (no session, or one paused, stopped or complete) is when a card may start. */
export function canStartSession(player: MindfulPlayer | undefined): boolean {
  return player?.status !== 'playing';
}

/** Starts `session` from its full length; while another one plays, nothing changes. */
export function startSession(
  player: MindfulPlayer | undefined,
  session: MindfulSession,
  now: number,
): MindfulPlayer | undefined {
  if (!canStartSession(player)) return player;
  return { session, status: 'playing', countdown: startCountdown(session.duration, now) };
}

/** Play/pause: pauses a playing session, resumes a paused one, starts a stopped or done one over. */
export function togglePlayback(player: MindfulPlayer, now: number): MindfulPlayer {
  switch (player.status) {
    case 'playing':
      return { ...player, status: 'paused', countdown: pauseCountdown(player.countdown, now) };
    case 'paused':
      return { ...player, status: 'playing', countdown: resumeCountdown(player.countdown, now) };
    case 'stopped':
    case 'complete':
      return {
        ...player,
        status: 'playing',
        countdown: startCountdown(player.session.duration, now),
      };
  }
}

/** Stop: the session stays chosen, back at its full length and still. */
export function stopSession(player: MindfulPlayer, now: number): MindfulPlayer {
  const countdown = pauseCountdown(startCountdown(player.session.duration, now), now);
  return { ...player, status: 'stopped', countdown };
}

/** A playing session whose countdown has reached 0 becomes complete; anything else is kept. */
export function settleSession(player: MindfulPlayer, now: number): MindfulPlayer {
  if (player.status !== 'playing' || remainingSeconds(player.countdown, now) > 0) return player;
  return { ...player, status: 'complete' };
}

/** How long the session has run (pauses left out): what the breathing circle follows. */
export function sessionRunningMs(player: MindfulPlayer, now: number): number {
  return runningMs(player.countdown, now);
}

export function sessionRemainingSeconds(player: MindfulPlayer, now: number): number {
  return remainingSeconds(player.countdown, now);
}
