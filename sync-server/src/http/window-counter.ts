/**
 * Fixed-window attempt counts per key (a device, an address), in memory and per instance like
 * the auth limits, but read from the server's Clock: hono-rate-limiter's store reads Date.now,
 * so its windows could not be passed in a test without sleeping.
 */
import type { Clock } from '../clock';

export interface RateWindow {
  /** Attempts allowed per key in one window. */
  limit: number;
  windowMs: number;
}

export interface WindowCounter {
  /** Seconds until `key` may try again; 0 while its window has room. Counts nothing. */
  waitFor(key: string): number;
  /** Counts one attempt for `key`. */
  count(key: string): void;
}

export function createWindowCounter({ limit, windowMs }: RateWindow, clock: Clock): WindowCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let nextSweepAt = 0;

  // A key whose window has passed is dropped at the next sweep, at most once a window, so a
  // stream of one-off keys (a new device per guess) cannot grow the map without bound.
  function current(key: string, now: number) {
    if (now >= nextSweepAt) {
      nextSweepAt = now + windowMs;
      for (const [other, window] of windows) if (window.endsAt <= now) windows.delete(other);
    }
    const window = windows.get(key);
    return window !== undefined && window.endsAt > now ? window : undefined;
  }

  return {
    waitFor(key) {
      const now = clock().getTime();
      const window = current(key, now);
      if (window === undefined || window.count < limit) return 0;
      // Whole seconds, rounded up: a client that waits exactly this long is let in.
      return Math.max(1, Math.ceil((window.endsAt - now) / 1000));
    },
    count(key) {
      const now = clock().getTime();
      const window = current(key, now);
      if (window === undefined) windows.set(key, { count: 1, endsAt: now + windowMs });
      else window.count += 1;
    },
  };
}
