import { describe, expect, it } from 'vitest';
import {
  formatTimerClock,
  nextEnd,
  pauseTimer,
  remainingMs,
  resumeTimer,
  settleTimer,
  startTimer,
} from './step-timer';

const MINUTE = 60_000;

describe('step timers', () => {
  it('count down from the moment they start, by the clock', () => {
    const timer = startTimer('t', 'Step 1', 5 * MINUTE, 1_000);
    expect(remainingMs(timer, 1_000)).toBe(5 * MINUTE);
    expect(remainingMs(timer, 1_000 + 90_000)).toBe(5 * MINUTE - 90_000);
    // A tab that slept past the end shows zero, never a negative time.
    expect(remainingMs(timer, 1_000 + 10 * MINUTE)).toBe(0);
  });

  it('keep the time left while paused and end that much later once resumed', () => {
    const running = startTimer('t', 'Step 1', 5 * MINUTE, 0);
    const paused = pauseTimer(running, 2 * MINUTE);
    expect(remainingMs(paused, 30 * MINUTE)).toBe(3 * MINUTE);
    const resumed = resumeTimer(paused, 30 * MINUTE);
    expect(resumed.state).toEqual({ status: 'running', endsAt: 33 * MINUTE });
    expect(pauseTimer(paused, 40 * MINUTE)).toBe(paused);
    expect(resumeTimer(running, 1)).toBe(running);
  });

  it('become done when their end has passed, dated when they were due', () => {
    const timer = startTimer('t', 'Step 1', MINUTE, 0);
    expect(settleTimer(timer, MINUTE - 1)).toBe(timer);
    expect(settleTimer(timer, 5 * MINUTE).state).toEqual({ status: 'done', endedAt: MINUTE });
    expect(remainingMs(settleTimer(timer, 5 * MINUTE), 0)).toBe(0);
  });

  it('tell when the next running timer ends, ignoring paused and done ones', () => {
    const simmer = startTimer('a', 'Simmer', 10 * MINUTE, 0);
    const chop = startTimer('b', 'Chop', 3 * MINUTE, 0);
    const paused = pauseTimer(startTimer('c', 'Rest', MINUTE, 0), 0);
    expect(nextEnd([simmer, chop, paused])).toBe(3 * MINUTE);
    expect(nextEnd([paused])).toBeUndefined();
  });

  it('show m:ss, and h:mm:ss from an hour, rounding up', () => {
    expect(formatTimerClock(5 * MINUTE)).toBe('5:00');
    expect(formatTimerClock(59_001)).toBe('1:00');
    expect(formatTimerClock(61_000)).toBe('1:01');
    expect(formatTimerClock(90 * MINUTE)).toBe('1:30:00');
    expect(formatTimerClock(-5)).toBe('0:00');
  });
});
