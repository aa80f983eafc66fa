/**
 * Per-client limits on the auth endpoints, which need no token and so are what a flood of
 * fake devices or a refresh-token guesser would hit. Counts live in memory, per instance.
 * They also carry the household routes' limits (invite guessing, invite and household
 * creation), which count per device and per the same client address.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import type { HouseholdLimits } from '../household/household-limits';
import { defaultHouseholdLimits } from '../household/household-limits';

export interface AuthRateLimits {
  /** Anonymous sign-ins per client per window. */
  anonymous: number;
  /** Refreshes per client per window. */
  refresh: number;
  windowMs: number;
  /** The client's bucket; the socket's address unless a test supplies its own. */
  clientKey: (c: Context) => string;
  /** Joins, invites and new households: each with its own window (household-limits.ts). */
  household: HouseholdLimits;
}

/**
 * The peer address of the TCP connection. X-Forwarded-For is ignored on purpose: anyone can
 * send it, and honouring it would let one client pick a fresh bucket per request. Behind a
 * reverse proxy every client then shares the proxy's bucket; limit at the proxy there.
 */
export function socketAddress(c: Context): string {
  // Only in-process requests (app.request() in tests) lack the Node request; they share one.
  if (!hasNodeRequest(c.env)) return 'in-process';
  return getConnInfo(c).remote.address ?? 'unknown';
}

function hasNodeRequest(env: unknown): boolean {
  return typeof env === 'object' && env !== null && ('incoming' in env || 'server' in env);
}

export const defaultAuthRateLimits: AuthRateLimits = {
  anonymous: 30,
  refresh: 60,
  windowMs: 60_000,
  clientKey: socketAddress,
  household: defaultHouseholdLimits,
};

export function authRateLimit(
  limit: number,
  what: string,
  { windowMs, clientKey }: AuthRateLimits,
): MiddlewareHandler {
  return rateLimiter({
    windowMs,
    limit,
    keyGenerator: clientKey,
    // draft-6 headers also make the library send Retry-After on a 429.
    standardHeaders: 'draft-6',
    handler: (c) =>
      c.json(
        {
          error: 'rate_limited',
          message: `Too many ${what} requests from this address. Wait a minute and try again.`,
        },
        429,
      ),
  });
}
