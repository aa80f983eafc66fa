import { describe, expect, it } from 'vitest';
import { fullBucket, takeToken } from './token-bucket';

const rate = { burst: 3, perSecond: 2 };

function spend(times: number, at: number, start = fullBucket(rate, 0)) {
  let bucket = start;
  const allowed: boolean[] = [];
  for (let i = 0; i < times; i += 1) {
    const taken = takeToken(bucket, rate, at);
    allowed.push(taken.allowed);
    bucket = taken.bucket;
  }
  return { allowed, bucket };
}

describe('token bucket', () => {
  it('allows a burst, then refuses until it refills', () => {
    const { allowed, bucket } = spend(4, 0);
    expect(allowed).toEqual([true, true, true, false]);
    // Half a second gives one token back at 2 a second.
    expect(takeToken(bucket, rate, 499).allowed).toBe(false);
    expect(takeToken(bucket, rate, 500).allowed).toBe(true);
  });

  it('never holds more than the burst however long it rests', () => {
    const { allowed } = spend(5, 60_000);
    expect(allowed).toEqual([true, true, true, false, false]);
  });
});
