/**
 * A generated value with a short name for what makes it hostile (`nul`, `lone-surrogate`,
 * `deep-10000` …). Failures are grouped by route, status and logged error; the tags say which
 * kinds of payload reached each group.
 */
import fc from 'fast-check';

export interface Tagged<T> {
  tag: string;
  value: T;
}

export function tagged<T>(tag: string, arbitrary: fc.Arbitrary<T>): fc.Arbitrary<Tagged<T>> {
  return arbitrary.map((value) => ({ tag, value }));
}

/** One of fixed values under one tag. */
export function taggedFrom<T>(tag: string, ...values: T[]): fc.Arbitrary<Tagged<T>> {
  return tagged(tag, fc.constantFrom(...values));
}
