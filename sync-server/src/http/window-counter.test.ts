import { describe, expect, it } from 'vitest';
import { createWindowCounter } from './window-counter';

/** A clock moved by hand (test-app's manualClock would boot the whole app with it). */
function manualClock() {
  let now = Date.parse('2030-01-01T12:00:00Z');
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('createWindowCounter', () => {
  it('has room for `limit` attempts a window, then says how many seconds are left', () => {
    const clock = manualClock();
    const counter = createWindowCounter({ limit: 2, windowMs: 60_000 }, clock.now);
    expect(counter.waitFor('a')).toBe(0);
    counter.count('a');
    clock.advance(15_500);
    expect(counter.waitFor('a')).toBe(0);
    counter.count('a');
    expect(counter.waitFor('a')).toBe(45);
  });

  it('counts each key on its own', () => {
    const counter = createWindowCounter({ limit: 1, windowMs: 60_000 }, manualClock().now);
    counter.count('a');
    expect(counter.waitFor('a')).toBeGreaterThan(0);
    expect(counter.waitFor('b')).toBe(0);
  });

  it('starts a new window once the last one has passed', () => {
    const clock = manualClock();
    const counter = createWindowCounter({ limit: 1, windowMs: 60_000 }, clock.now);
    counter.count('a');
    clock.advance(60_000);
    expect(counter.waitFor('a')).toBe(0);
    counter.count('a');
    expect(counter.waitFor('a')).toBe(60);
  });

  it('never asks for less than a second', () => {
    const clock = manualClock();
    const counter = createWindowCounter({ limit: 1, windowMs: 60_000 }, clock.now);
    counter.count('a');
    clock.advance(59_999);
    expect(counter.waitFor('a')).toBe(1);
  });
});
