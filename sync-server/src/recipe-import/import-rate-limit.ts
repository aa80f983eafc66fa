/**
 * Imports per device: each one makes this server fetch a page from the internet, so one device
 * cannot turn it into a crawler or point it at a site over and over. Counted in memory, per
 * instance, like the auth limits.
 */
import type { MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import type { DeviceEnv } from '../auth/require-device';

export interface ImportRateLimit {
  /** Imports per device per window. */
  limit: number;
  windowMs: number;
}

export const defaultImportRateLimit: ImportRateLimit = { limit: 20, windowMs: 60_000 };

export function importRateLimit({
  limit,
  windowMs,
}: ImportRateLimit): MiddlewareHandler<DeviceEnv> {
  return rateLimiter<DeviceEnv>({
    windowMs,
    limit,
    keyGenerator: (c) => c.var.device.deviceId,
    standardHeaders: 'draft-6',
    handler: (c) =>
      c.json(
        {
          error: 'rate_limited',
          message: 'Too many imports from this device. Wait a minute and try again.',
        },
        429,
      ),
  });
}
