/**
 * Access tokens: short-lived HS256 JWTs whose subject is a device id. They name only the
 * device; its household is looked up on every request, so joining or leaving takes effect at
 * once instead of when the token expires.
 */
import { sign, verify } from 'hono/jwt';
import { z } from 'zod';
import type { Clock } from '../clock';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'mise-sync-server';
const AUDIENCE = 'mise-api';

const claimsSchema = z.object({
  sub: z.uuid(),
  exp: z.number().int(),
  iat: z.number().int(),
});

export interface AccessTokens {
  issue(deviceId: string): Promise<string>;
  /** The device id of a valid token, or null for an invalid, foreign or expired one. */
  verify(token: string): Promise<string | null>;
}

export function accessTokens(secret: string, clock: Clock): AccessTokens {
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);
  return {
    issue(deviceId) {
      const iat = nowSeconds();
      const claims = { sub: deviceId, iss: ISSUER, aud: AUDIENCE, iat };
      return sign({ ...claims, exp: iat + ACCESS_TOKEN_TTL_SECONDS }, secret, 'HS256');
    },
    async verify(token) {
      try {
        // hono/jwt checks the signature, algorithm, issuer and audience. Its time checks read
        // Date.now(), so they are off here and done below against the injected clock.
        const payload = await verify(token, secret, {
          alg: 'HS256',
          iss: ISSUER,
          aud: AUDIENCE,
          exp: false,
          nbf: false,
          iat: false,
        });
        const claims = claimsSchema.safeParse(payload);
        if (!claims.success || claims.data.exp <= nowSeconds()) return null;
        return claims.data.sub;
      } catch {
        // Every verification failure means the same thing to the caller: not authenticated.
        return null;
      }
    },
  };
}
