/**
 * Access tokens: short-lived HS256 JWTs whose subject is a device id. They name only the
 * device; its household is looked up on every request, so joining or leaving takes effect at
 * once instead of when the token expires.
 */
import type { Clock } from '../clock';
import { signedSubjects } from './signed-subject';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const AUDIENCE = 'mise-api';

export interface AccessTokens {
  issue(deviceId: string): Promise<string>;
  /** The device id of a valid token, or null for an invalid, foreign or expired one. */
  verify(token: string): Promise<string | null>;
}

export function accessTokens(secret: string, clock: Clock): AccessTokens {
  const tokens = signedSubjects(secret, clock, AUDIENCE, ACCESS_TOKEN_TTL_SECONDS);
  return {
    issue: async (deviceId) => (await tokens.issue(deviceId)).token,
    verify: (token) => tokens.verify(token),
  };
}
