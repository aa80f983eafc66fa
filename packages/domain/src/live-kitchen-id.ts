/**
 * Live kitchen session ids (spec §9): `kitchen-` and 128 random bits in base64url. Zod-free, so
 * the lobby can read a pasted link without loading the schemas.
 */
import { LIVE_KITCHEN_ID_RANDOM_BYTES, LIVE_KITCHEN_SESSION_ID_PREFIX } from './constants';

/** base64url of the random bytes, without padding. */
const RANDOM_CHARS = Math.ceil((LIVE_KITCHEN_ID_RANDOM_BYTES * 8) / 6);

export const LIVE_KITCHEN_SESSION_ID_PATTERN = new RegExp(
  `^${LIVE_KITCHEN_SESSION_ID_PREFIX}[A-Za-z0-9_-]{${RANDOM_CHARS}}$`,
);

export function isLiveKitchenSessionId(value: string): boolean {
  return LIVE_KITCHEN_SESSION_ID_PATTERN.test(value);
}
