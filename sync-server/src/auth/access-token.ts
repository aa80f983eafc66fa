/**
 * Access tokens: short-lived HS256 JWTs whose subject is a device id. They name only the
 * device, not its household, so joining or leaving takes effect at once instead of when the
 * token expires (auth/cached-authentication.ts keeps the household in memory until told of a
 * move).
 */
import type { Clock } from '../clock';
import { signedSubjects } from './signed-subject';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const AUDIENCE = 'mise-api';

/** A valid access token: its device, and the second (Unix time) from which it is expired. */
export interface VerifiedAccessToken {
  deviceId: string;
  expiresAtSecond: number;
}

export interface AccessTokens {
  issue(deviceId: string): Promise<string>;
  /** The device of a valid token, or null for an invalid, foreign or expired one. */
  verify(token: string): Promise<VerifiedAccessToken | null>;
}

export function accessTokens(secret: string, clock: Clock): AccessTokens {
  const tokens = signedSubjects(secret, clock, AUDIENCE, ACCESS_TOKEN_TTL_SECONDS);
  return {
    issue: async (deviceId) => (await tokens.issue(deviceId)).token,
    async verify(token) {
      const claims = await tokens.claims(token);
      return claims && { deviceId: claims.sub, expiresAtSecond: claims.exp };
    },
  };
}

/** Whether a token verified earlier has expired since, by the same rule as signedSubjects. */
export function hasExpired(token: VerifiedAccessToken, now: Date): boolean {
  return token.expiresAtSecond <= Math.floor(now.getTime() / 1000);
}
