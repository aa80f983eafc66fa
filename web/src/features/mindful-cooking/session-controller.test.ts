// The player's clock with vitest's fake timers: it ticks on each second of the session, keeps
// true time when ticks are held back (a sleeping tab), and says "complete" exactly once.
import { MINDFUL_SESSIONS } from '@mise/catalog/mindful-sessions';
import { breathingAt } from '@mise/domain/breathing-cycle';
import type { MindfulSession } from '@mise/domain/entities/mindful-session';
import { formatCountdown } from '@mise/domain/mindful-countdown';
import { sessionRemainingSeconds, sessionRunningMs } from '@mise/domain/mindful-player';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MindfulController, createMindfulController } from './session-controller';

const sessionTitled = (title: string): MindfulSession => {
  const session = MINDFUL_SESSIONS.find((candidate) => candidate.title === title);
  if (!session) throw new Error(`No session ${title}`);
  return session;
};
const breath = sessionTitled('Rhythmic Chopping Breath');
const tasting = sessionTitled('Mindful Tasting');

let completed: string[];
let controller: MindfulController;
let draws: number;

/** What the page shows: the countdown, the status, and the breathing phase with its breath. */
function shown(): string {
  const { player, now } = controller.getSnapshot();
  if (!player) return 'nothing';
  const { phase, breaths } = breathingAt(sessionRunningMs(player, now));
  const clock = formatCountdown(sessionRemainingSeconds(player, now));
  return `${clock} ${player.status} ${phase} #${breaths + 1}`;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T08:00:00Z') });
  completed = [];
  draws = 0;
  controller = createMindfulController({ onComplete: (session) => completed.push(session.title) });
  controller.subscribe(() => (draws += 1));
});

afterEach(() => {
  controller.dispose();
  vi.useRealTimers();
});

describe('the mindful session clock', () => {
  it('counts down each second and moves through the breathing phases on time', () => {
    expect(controller.start(breath)).toBe(true);
    expect(shown()).toBe('3:00 playing inhale #1');
    vi.advanceTimersByTime(999);
    expect(shown()).toBe('3:00 playing inhale #1');
    vi.advanceTimersByTime(1);
    expect(shown()).toBe('2:59 playing inhale #1');
    vi.advanceTimersByTime(3000);
    expect(shown()).toBe('2:56 playing hold #1');
    vi.advanceTimersByTime(4000);
    expect(shown()).toBe('2:52 playing exhale #1');
    vi.advanceTimersByTime(6000);
    expect(shown()).toBe('2:46 playing inhale #2');
    // One draw when it started and one a second since: no busy ticking in between.
    expect(draws).toBe(15);
  });

  it('stands still while paused, with no ticks, and goes on from there', () => {
    controller.start(breath);
    vi.advanceTimersByTime(5_000);
    controller.togglePlayback();
    expect(shown()).toBe('2:55 paused hold #1');
    const before = draws;
    vi.advanceTimersByTime(60_000);
    expect(draws).toBe(before);
    expect(shown()).toBe('2:55 paused hold #1');
    controller.togglePlayback();
    vi.advanceTimersByTime(3_000);
    expect(shown()).toBe('2:52 playing exhale #1');
  });

  it('plays one session at a time: another card starts only once this one is not playing', () => {
    controller.start(breath);
    expect(controller.start(tasting)).toBe(false);
    expect(controller.getSnapshot().player?.session.title).toBe('Rhythmic Chopping Breath');
    controller.togglePlayback();
    expect(controller.start(tasting)).toBe(true);
    expect(shown()).toBe('5:00 playing inhale #1');
  });

  it('stop goes back to the full length, and play starts over', () => {
    controller.start(breath);
    vi.advanceTimersByTime(20_000);
    controller.stop();
    vi.advanceTimersByTime(20_000);
    expect(shown()).toBe('3:00 stopped inhale #1');
    controller.togglePlayback();
    vi.advanceTimersByTime(1_000);
    expect(shown()).toBe('2:59 playing inhale #1');
  });

  it('keeps true time when the ticks were held back, as in a sleeping tab', () => {
    controller.start(breath);
    // The clock moves on 100 s but no timer runs: the browser let the tab sleep.
    vi.setSystemTime(Date.now() + 100_000);
    expect(shown()).toBe('3:00 playing inhale #1');
    // The first look on waking (the page's visibilitychange) shows where the session is.
    controller.refresh();
    expect(shown()).toBe('1:20 playing inhale #8');
  });

  it('completes at 0:00 with one "complete", even when the tab slept past the end', () => {
    controller.start(breath);
    vi.advanceTimersByTime(179_000);
    expect(shown()).toBe('0:01 playing exhale #13');
    expect(completed).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(shown()).toBe('0:00 complete exhale #13');
    expect(completed).toEqual(['Rhythmic Chopping Breath']);
    vi.advanceTimersByTime(600_000);
    controller.refresh();
    expect(completed).toEqual(['Rhythmic Chopping Breath']);

    controller.start(tasting);
    vi.setSystemTime(Date.now() + 3_600_000);
    controller.refresh();
    expect(shown()).toBe('0:00 complete hold #22');
    expect(completed).toEqual(['Rhythmic Chopping Breath', 'Mindful Tasting']);
    expect(vi.getTimerCount()).toBe(0);
  });
});
