import { describe, expect, it } from 'vitest';
import { formatCents, groceryTotalCents } from './money';

describe('formatCents', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [299, '$2.99'],
    [1234, '$12.34'],
    [100000, '$1000.00'],
    [-250, '-$2.50'],
  ])('%s cents → %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('refuses fractional cents rather than rounding them away', () => {
    expect(() => formatCents(2.5)).toThrow(RangeError);
  });
});

describe('groceryTotalCents', () => {
  it('sums the prices of the lines not yet checked off', () => {
    const items = [
      { estimatedPrice: 299, completed: false },
      { estimatedPrice: 1000, completed: true },
      { estimatedPrice: 150, completed: false },
    ];
    expect(groceryTotalCents(items)).toBe(449);
    expect(formatCents(groceryTotalCents(items))).toBe('$4.49');
  });

  it('is zero for an empty or fully checked list', () => {
    expect(groceryTotalCents([])).toBe(0);
    expect(groceryTotalCents([{ estimatedPrice: 299, completed: true }])).toBe(0);
  });
});
