import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  ceiling,
  compare,
  isMultipleOf,
  rational,
  subtract,
  toRoundedNumber,
  type Rational,
} from './rational';

const fraction = fc
  .tuple(fc.bigInt({ min: -10_000n, max: 10_000n }), fc.bigInt({ min: 1n, max: 5_000n }))
  .map(([num, den]) => rational(num, den));
const value = (a: Rational) => Number(a.num) / Number(a.den);

describe('rational', () => {
  it('keeps fractions reduced with a positive denominator', () => {
    expect(rational(6n, -4n)).toEqual({ num: -3n, den: 2n });
    expect(rational(0n, 7n)).toEqual({ num: 0n, den: 1n });
    expect(() => rational(1n, 0n)).toThrow(RangeError);
  });

  it('adds tenths exactly', () => {
    expect(add(rational(1n, 10n), rational(2n, 10n))).toEqual(rational(3n, 10n));
  });

  it('rounds halves away from zero, once', () => {
    expect(toRoundedNumber(rational(1n, 8n), 2)).toBe(0.13);
    expect(toRoundedNumber(rational(-1n, 8n), 2)).toBe(-0.13);
    expect(toRoundedNumber(rational(1n, 3n), 3)).toBe(0.333);
    expect(toRoundedNumber(rational(2n, 3n), 0)).toBe(1);
  });

  it('knows whole multiples', () => {
    expect(isMultipleOf(rational(45n), rational(15n, 2n))).toBe(true);
    expect(isMultipleOf(rational(65n), rational(15n, 2n))).toBe(false);
  });

  it('ceils to the smallest whole number at or above', () => {
    fc.assert(
      fc.property(fraction, (a) => {
        const up = rational(ceiling(a));
        expect(compare(up, a)).toBeGreaterThanOrEqual(0);
        expect(compare(subtract(up, rational(1n)), a)).toBeLessThan(0);
      }),
    );
  });

  it('rounds to the nearest step, printed with at most that many decimals', () => {
    fc.assert(
      fc.property(fraction, fc.integer({ min: 0, max: 3 }), (a, decimals) => {
        const rounded = toRoundedNumber(a, decimals);
        expect(Math.abs(rounded - value(a))).toBeLessThanOrEqual(0.5 / 10 ** decimals + 1e-9);
        const [, digits = ''] = String(rounded).split('.');
        expect(digits.length).toBeLessThanOrEqual(decimals);
      }),
    );
  });

  it('adds in any order to the same sum', () => {
    fc.assert(
      fc.property(fc.array(fraction, { maxLength: 20 }), (terms) => {
        const forward = terms.reduce(add, rational(0n));
        const backward = [...terms].reverse().reduce(add, rational(0n));
        expect(backward).toEqual(forward);
      }),
    );
  });
});
