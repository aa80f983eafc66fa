/**
 * How often a device (and an address) may try invite codes, create invites and start new
 * households, and how many open invites a household may hold. Join attempts are the guessable
 * part: a code has ~39 bits, so the point is to keep a guesser at a handful a minute; the
 * others only keep one device from filling the database.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { DeviceEnv } from '../auth/require-device';
import type { Clock } from '../clock';
import type { RateWindow } from '../http/window-counter';
import { createWindowCounter } from '../http/window-counter';

export interface HouseholdLimits {
  /** Join attempts per device, right or wrong code alike. */
  joinsPerDevice: RateWindow;
  /**
   * Join attempts per client address, across devices: signing in a new device per guess is
   * cheap, so the device limit alone would not slow a guesser.
   */
  joinsPerAddress: RateWindow;
  /** Invites one device may create. */
  invitesPerDevice: RateWindow;
  /** Invites a household may have open (unexpired, unrevoked) at once. */
  openInvitesPerHousehold: number;
  /** New households one device may start by leaving its household. */
  householdsPerDevice: RateWindow;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const defaultHouseholdLimits: HouseholdLimits = {
  joinsPerDevice: { limit: 10, windowMs: MINUTE },
  joinsPerAddress: { limit: 10, windowMs: MINUTE },
  invitesPerDevice: { limit: 10, windowMs: HOUR },
  openInvitesPerHousehold: 10,
  householdsPerDevice: { limit: 5, windowMs: HOUR },
};

/** A bucket of a request: its device, its address … */
type KeyOf = (c: Context<DeviceEnv>) => string;

/**
 * Middleware that lets a request through while every rule's bucket has room, and counts it in
 * each; otherwise 429 with Retry-After and `${tooMany}. Wait …` ("Too many tries to join a
 * kitchen"). A refused request is not counted: it tried nothing, and counting it would let a
 * device hammering past its own limit use up its address's budget for the household's others.
 */
export function limitPer(
  rules: readonly { window: RateWindow; key: KeyOf }[],
  tooMany: string,
  clock: Clock,
): MiddlewareHandler<DeviceEnv> {
  const counters = rules.map((rule) => ({
    key: rule.key,
    counter: createWindowCounter(rule.window, clock),
  }));
  return async (c, next) => {
    const keyed = counters.map(({ key, counter }) => ({ key: key(c), counter }));
    const seconds = Math.max(0, ...keyed.map(({ key, counter }) => counter.waitFor(key)));
    if (seconds > 0) {
      c.header('Retry-After', String(seconds));
      const message = `${tooMany}. ${waitSentence(seconds)}`;
      return c.json({ error: 'rate_limited', message }, 429);
    }
    for (const { key, counter } of keyed) counter.count(key);
    await next();
  };
}

/** "Wait a minute and try again." up to a minute, then "Try again in 42 minutes." */
export function waitSentence(seconds: number): string {
  if (seconds <= 60) return 'Wait a minute and try again.';
  return `Try again in ${Math.ceil(seconds / 60)} minutes.`;
}
