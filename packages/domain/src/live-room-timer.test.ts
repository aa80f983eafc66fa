import { describe, expect, it } from 'vitest';
import { elapsedSeconds, formatElapsed, msUntilNextSecond } from './live-room-timer';

describe('formatElapsed', () => {
  it('is HH:MM:SS', () => {
    expect(formatElapsed(0)).toBe('00:00:00');
    expect(formatElapsed(59)).toBe('00:00:59');
    expect(formatElapsed(61)).toBe('00:01:01');
    expect(formatElapsed(3600 + 23 * 60 + 5)).toBe('01:23:05');
    expect(formatElapsed(100 * 3600)).toBe('100:00:00');
  });
});

describe('elapsedSeconds', () => {
  const timer = { startedAt: 10_000, pausedAt: null, pausedMs: 0 };

  it('counts whole seconds from the start, never below 0', () => {
    expect(elapsedSeconds(timer, 10_999)).toBe(0);
    expect(elapsedSeconds(timer, 11_000)).toBe(1);
    expect(elapsedSeconds(timer, 5_000)).toBe(0);
  });

  it('stands still while paused and leaves earlier pauses out', () => {
    const paused = { startedAt: 10_000, pausedAt: 20_000, pausedMs: 3_000 };
    expect(elapsedSeconds(paused, 99_000)).toBe(7);
  });
});

describe('msUntilNextSecond', () => {
  it('wakes when the shown second changes', () => {
    const timer = { startedAt: 10_000, pausedAt: null, pausedMs: 250 };
    expect(msUntilNextSecond(timer, 10_250)).toBe(1000);
    expect(msUntilNextSecond(timer, 10_900)).toBe(350);
  });
});
