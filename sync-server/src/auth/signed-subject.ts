/**
 * The HS256 tokens of this server that name one subject (a device): access tokens and
 * live-kitchen tickets differ only in audience and lifetime. Time is checked against the
 * injected clock (hono/jwt's own checks read Date.now()), so tests move a clock, not wait.
 */
import { sign, verify } from 'hono/jwt';
import { z } from 'zod';
import type { Clock } from '../clock';

const ISSUER = 'mise-sync-server';

const claimsSchema = z.object({
  sub: z.uuid(),
  exp: z.number().int(),
  iat: z.number().int(),
  jti: z.string().optional(),
});

export type SignedClaims = z.infer<typeof claimsSchema>;

export interface SignedSubjects {
  issue(subject: string, extra?: Record<string, string>): Promise<{ token: string; exp: number }>;
  /** The subject of a valid token of this audience, or null (invalid, foreign, expired). */
  verify(token: string): Promise<string | null>;
  /** The claims of a valid token of this audience, or null, as for verify. */
  claims(token: string): Promise<SignedClaims | null>;
}

export function signedSubjects(
  secret: string,
  clock: Clock,
  audience: string,
  ttlSeconds: number,
): SignedSubjects {
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);
  const claims = async (token: string): Promise<SignedClaims | null> => {
    try {
      // hono/jwt checks the signature, algorithm, issuer and audience; time is ours.
      const payload = await verify(token, secret, {
        alg: 'HS256',
        iss: ISSUER,
        aud: audience,
        exp: false,
        nbf: false,
        iat: false,
      });
      const parsed = claimsSchema.safeParse(payload);
      if (!parsed.success || parsed.data.exp <= nowSeconds()) return null;
      return parsed.data;
    } catch {
      // Every verification failure means the same thing to the caller: not authenticated.
      return null;
    }
  };
  return {
    async issue(subject, extra = {}) {
      const iat = nowSeconds();
      const exp = iat + ttlSeconds;
      const payload = { ...extra, sub: subject, iss: ISSUER, aud: audience, iat, exp };
      return { token: await sign(payload, secret, 'HS256'), exp };
    },
    claims,
    verify: async (token) => (await claims(token))?.sub ?? null,
  };
}
