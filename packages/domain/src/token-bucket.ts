/**
 * A token bucket: `burst` tokens, refilled at `perSecond`, one spent per action. Pure; the
 * caller passes the time, so tests move a clock instead of waiting. Used per live-kitchen
 * connection (constants.ts LIVE_KITCHEN_RATE_*).
 */
export interface TokenBucket {
  tokens: number;
  updatedAt: number;
}

export interface BucketRate {
  burst: number;
  perSecond: number;
}

export function fullBucket(rate: BucketRate, now: number): TokenBucket {
  return { tokens: rate.burst, updatedAt: now };
}

/** Whether the action may go ahead, and the bucket after it (a refused one spends nothing). */
export function takeToken(
  bucket: TokenBucket,
  rate: BucketRate,
  now: number,
): { allowed: boolean; bucket: TokenBucket } {
  const elapsed = Math.max(0, now - bucket.updatedAt) / 1000;
  const tokens = Math.min(rate.burst, bucket.tokens + elapsed * rate.perSecond);
  if (tokens < 1) return { allowed: false, bucket: { tokens, updatedAt: now } };
  return { allowed: true, bucket: { tokens: tokens - 1, updatedAt: now } };
}
