/**
 * A limit on how often one device may call a costly route (an import fetches a page from the
 * internet; reading 500 ingredient lines holds the event loop): counted in memory, per instance,
 * like the auth limits, answering 429 with Retry-After and the route's own message.
 */
import type { MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import type { DeviceEnv } from '../auth/require-device';

export interface DeviceRateLimit {
  /** Calls per device per window. */
  limit: number;
  windowMs: number;
}

export function deviceRateLimit(
  { limit, windowMs }: DeviceRateLimit,
  message: string,
): MiddlewareHandler<DeviceEnv> {
  return rateLimiter<DeviceEnv>({
    windowMs,
    limit,
    keyGenerator: (c) => c.var.device.deviceId,
    standardHeaders: 'draft-6',
    handler: (c) => c.json({ error: 'rate_limited', message }, 429),
  });
}
