// parseDollarsToCents: dollars as typed → whole cents, with no floating-point drift.
import { describe, expect, it } from 'vitest';
import { parseDollarsToCents } from './dollars-to-cents';

describe('parseDollarsToCents', () => {
  it.each([
    ['2.99', 299],
    ['$2.99', 299],
    [' $ 2.99 ', 299],
    ['3', 300],
    ['3.', 300],
    ['3.5', 350],
    ['.5', 50],
    ['0.29', 29],
    ['1.10', 110],
    ['2,99', 299],
    ['0', 0],
    ['1234.56', 123456],
  ])('%j → %i cents', (raw, cents) => {
    expect(parseDollarsToCents(raw)).toBe(cents);
  });

  it('reads a blank price as no price', () => {
    expect(parseDollarsToCents('')).toBe(0);
    expect(parseDollarsToCents('   ')).toBe(0);
  });

  it.each(['abc', '-1', '2.999', '1,234.50', '$', '.', '1.2.3', '1e3', '99999999999999999'])(
    'refuses %j',
    (raw) => {
      expect(parseDollarsToCents(raw)).toBeUndefined();
    },
  );

  it('matches integer maths for every cent value under $10', () => {
    for (let cents = 0; cents < 1000; cents += 1) {
      const typed = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      expect(parseDollarsToCents(typed)).toBe(cents);
    }
  });
});
