/**
 * Line reading per device. Each call is pure work for this server's one event loop (500 long
 * lines take a few hundred milliseconds), so one device cannot keep it from everyone else's
 * requests. Counted in memory, per instance, like the import and auth limits.
 */
import type { MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import type { DeviceEnv } from '../auth/require-device';

export interface ParseRateLimit {
  /** Calls per device per window. */
  limit: number;
  windowMs: number;
}

/** 30 calls of up to 500 lines: 15,000 lines a minute per device. */
export const defaultParseRateLimit: ParseRateLimit = { limit: 30, windowMs: 60_000 };

export const PARSE_RATE_LIMITED_MESSAGE =
  'Too many ingredient lines read for this device. Wait a minute and try again.';

export function parseRateLimit({ limit, windowMs }: ParseRateLimit): MiddlewareHandler<DeviceEnv> {
  return rateLimiter<DeviceEnv>({
    windowMs,
    limit,
    keyGenerator: (c) => c.var.device.deviceId,
    standardHeaders: 'draft-6',
    handler: (c) => c.json({ error: 'rate_limited', message: PARSE_RATE_LIMITED_MESSAGE }, 429),
  });
}
