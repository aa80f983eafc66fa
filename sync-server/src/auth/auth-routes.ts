/**
 * POST /api/auth/anonymous and POST /api/auth/refresh (spec §4, §7; ARCHITECTURE §3): the only
 * routes that take no access token, hence rate-limited per client.
 */
import { authRefreshRequestSchema, SESSION_EXPIRED_MESSAGE } from '@mise/domain/api/auth';
import { Hono } from 'hono';
import { validJson } from '../http/valid-json';
import type { Logger } from '../logger';
import type { AuthRateLimits } from './rate-limit';
import { authRateLimit } from './rate-limit';
import type { TokenService } from './token-service';

export interface AuthRoutesDeps {
  tokens: TokenService;
  limits: AuthRateLimits;
  logger: Logger;
}

export function authRoutes({ tokens, limits, logger }: AuthRoutesDeps) {
  return new Hono()
    .post('/anonymous', authRateLimit(limits.anonymous, 'sign-in', limits), async (c) =>
      c.json(await tokens.signInAnonymously(), 201),
    )
    .post(
      '/refresh',
      authRateLimit(limits.refresh, 'refresh', limits),
      validJson(authRefreshRequestSchema),
      async (c) => {
        const outcome = await tokens.refresh(c.req.valid('json').refreshToken);
        if (!outcome.ok) {
          // A reused token was copied somewhere: worth an operator's attention.
          if (outcome.reason === 'reused')
            logger.warn('refresh token reused: its family is revoked');
          // Unknown, expired, revoked and reused all end the session the same way (spec §8);
          // telling them apart would help only someone trying stolen tokens.
          return c.json({ error: 'unauthorized', message: SESSION_EXPIRED_MESSAGE }, 401);
        }
        return c.json(outcome.session, 200);
      },
    );
}
