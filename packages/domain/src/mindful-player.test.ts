import { describe, expect, it } from 'vitest';
import type { MindfulSession } from './entities/mindful-session';
import {
  canStartSession,
  sessionRemainingSeconds,
  sessionRunningMs,
  settleSession,
  startSession,
  stopSession,
  togglePlayback,
} from './mindful-player';

const S = 1000;
const breathing: MindfulSession = {
  id: 'rhythmic-chopping-breath',
  type: 'breathing',
  title: 'Rhythmic Chopping Breath',
  duration: 3,
  description: 'Breathe with the knife.',
};
const tasting: MindfulSession = {
  id: 'mindful-tasting',
  type: 'meditation',
  title: 'Mindful Tasting',
  duration: 5,
  description: 'One bite at a time.',
};

function started(session = breathing, now = 0) {
  const player = startSession(undefined, session, now);
  if (!player) throw new Error('The session did not start.');
  return player;
}

describe('the mindful player', () => {
  it('plays a chosen session from its minutes × 60', () => {
    const player = started(breathing, 1_000);
    expect(player.status).toBe('playing');
    expect(sessionRemainingSeconds(player, 1_000)).toBe(180);
    expect(sessionRemainingSeconds(player, 31_000)).toBe(150);
  });

  it('starts a card only while nothing is playing', () => {
    expect(canStartSession(undefined)).toBe(true);
    const playing = started();
    expect(canStartSession(playing)).toBe(false);
    expect(startSession(playing, tasting, 5 * S)).toBe(playing);

    const paused = togglePlayback(playing, 5 * S);
    expect(canStartSession(paused)).toBe(true);
    expect(startSession(paused, tasting, 6 * S)?.session).toBe(tasting);
    expect(canStartSession(stopSession(playing, 5 * S))).toBe(true);
    expect(canStartSession(settleSession(playing, 180 * S))).toBe(true);
  });

  it('pauses and resumes with play/pause, the time and breathing standing still between', () => {
    const paused = togglePlayback(started(), 10 * S);
    expect(paused.status).toBe('paused');
    expect(sessionRemainingSeconds(paused, 100 * S)).toBe(170);
    expect(sessionRunningMs(paused, 100 * S)).toBe(10 * S);
    const resumed = togglePlayback(paused, 100 * S);
    expect(resumed.status).toBe('playing');
    expect(sessionRunningMs(resumed, 104 * S)).toBe(14 * S);
  });

  it('stops back to the full length, and play starts the session over', () => {
    const stopped = stopSession(started(), 50 * S);
    expect(stopped.status).toBe('stopped');
    expect(sessionRemainingSeconds(stopped, 90 * S)).toBe(180);
    expect(sessionRunningMs(stopped, 90 * S)).toBe(0);
    const again = togglePlayback(stopped, 100 * S);
    expect(again.status).toBe('playing');
    expect(sessionRemainingSeconds(again, 101 * S)).toBe(179);
  });

  it('completes at 0, even when first looked at long after, and only a playing one', () => {
    const player = started();
    expect(settleSession(player, 179_999)).toBe(player);
    const complete = settleSession(player, 180 * S);
    expect(complete.status).toBe('complete');
    expect(settleSession(player, 3600 * S).status).toBe('complete');
    expect(sessionRemainingSeconds(complete, 3600 * S)).toBe(0);
    // Settling again changes nothing, so the page says "Session Complete" once.
    expect(settleSession(complete, 3601 * S)).toBe(complete);
    const paused = togglePlayback(player, 179 * S);
    expect(settleSession(paused, 3600 * S)).toBe(paused);
    expect(togglePlayback(complete, 4000 * S).status).toBe('playing');
  });
});
