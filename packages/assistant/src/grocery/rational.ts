/**
 * Exact fractions for grocery sums. Cooks' amounts are fractions ("1/3 cup", "1 1/2 tsp") and
 * ounces are 28.349523125 g, so floats would drift (0.1 + 0.2); BigInt parts never overflow,
 * however many meals a week adds up. Values are kept reduced with a positive denominator.
 */

export interface Rational {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function rational(num: bigint, den = 1n): Rational {
  if (den === 0n) throw new RangeError('A fraction cannot have a zero denominator');
  const sign = den < 0n ? -1n : 1n;
  const divisor = gcd(num, den) || 1n;
  return { num: (sign * num) / divisor, den: (sign * den) / divisor };
}

export const add = (a: Rational, b: Rational): Rational =>
  rational(a.num * b.den + b.num * a.den, a.den * b.den);

export const subtract = (a: Rational, b: Rational): Rational =>
  rational(a.num * b.den - b.num * a.den, a.den * b.den);

export const multiply = (a: Rational, b: Rational): Rational =>
  rational(a.num * b.num, a.den * b.den);

export const divide = (a: Rational, b: Rational): Rational =>
  rational(a.num * b.den, a.den * b.num);

/** Negative, zero or positive as a is below, equal to or above b. */
export const compare = (a: Rational, b: Rational): number => {
  const difference = a.num * b.den - b.num * a.den;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
};

export const isPositive = (a: Rational): boolean => a.num > 0n;

/** Whether a is a whole multiple of step (step > 0). */
export const isMultipleOf = (a: Rational, step: Rational): boolean => divide(a, step).den === 1n;

/** The smallest whole number at or above a. */
export function ceiling(a: Rational): bigint {
  // BigInt division truncates toward zero, which is already the ceiling below zero.
  const truncated = a.num / a.den;
  return a.num > 0n && a.num % a.den !== 0n ? truncated + 1n : truncated;
}

/**
 * The nearest multiple of 10^-decimals (halves away from zero), as a number: the one rounding
 * a quantity gets. Dividing the whole count of steps by a power of ten gives the double nearest
 * to the decimal, which prints as written ("0.3", never "0.30000000000000004").
 */
export function toRoundedNumber(a: Rational, decimals: number): number {
  const scale = 10n ** BigInt(decimals);
  const magnitude = a.num < 0n ? -a.num : a.num;
  const steps = (2n * magnitude * scale + a.den) / (2n * a.den);
  return Number(a.num < 0n ? -steps : steps) / Number(scale);
}
