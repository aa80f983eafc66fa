/**
 * Middleware for every route that acts for a device: it accepts `Authorization: Bearer <access
 * token>`, answers 401 otherwise, and puts the device and its current household on the
 * context as `c.var.device`. Routes must take the household from there, never from the request.
 */
import { createMiddleware } from 'hono/factory';
import type { DeviceIdentity, TokenService } from './token-service';

/** The Hono env of routes behind requireDevice: `new Hono<DeviceEnv>()`. */
export interface DeviceEnv {
  Variables: { device: DeviceIdentity };
}

const BEARER = /^Bearer ([^\s]+)$/i;

/** The access token of an `Authorization: Bearer <token>` header, if that is what it holds. */
export const bearerToken = (authorization: string | undefined): string | undefined =>
  BEARER.exec(authorization ?? '')?.[1];

export function requireDevice(tokens: TokenService) {
  return createMiddleware<DeviceEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    const device =
      token === undefined ? null : (tokens.recall?.(token) ?? (await tokens.authenticate(token)));
    if (device === null) {
      c.header('WWW-Authenticate', 'Bearer');
      // One message for bad, foreign and expired tokens: the client's answer is the same
      // (refresh once, then retry), and the difference would only help someone probing.
      const message =
        token === undefined
          ? 'Missing access token: send Authorization: Bearer <accessToken>.'
          : 'The access token is invalid or has expired.';
      return c.json({ error: 'unauthorized', message }, 401);
    }
    c.set('device', device);
    await next();
  });
}
