import { describe, expect, it } from 'vitest';
import { daysUntilExpiry, expiryLabel, freshnessForDays, freshnessOf } from './freshness';

describe('freshnessForDays', () => {
  it.each([
    [undefined, 100],
    [-1, 0],
    [0, 0],
    [1, 25],
    [2, 25],
    [3, 50],
    [5, 50],
    [6, 100],
  ])('%s days left → %s', (days, freshness) => {
    expect(freshnessForDays(days)).toBe(freshness);
  });
});

describe('daysUntilExpiry', () => {
  it('counts calendar days, 0 on the expiry day, negative after it', () => {
    expect(daysUntilExpiry('2024-06-10', '2024-06-10')).toBe(0);
    expect(daysUntilExpiry('2024-06-10', '2024-06-11')).toBe(-1);
    expect(daysUntilExpiry('2024-06-10', '2024-06-04')).toBe(6);
  });

  it('counts across a leap day and a year end', () => {
    expect(daysUntilExpiry('2024-03-01', '2024-02-28')).toBe(2);
    expect(daysUntilExpiry('2025-01-02', '2024-12-30')).toBe(3);
  });
});

describe('freshnessOf', () => {
  it('is full with no date, empty on the expiry day', () => {
    expect(freshnessOf(undefined, '2024-06-10')).toBe(100);
    expect(freshnessOf('2024-06-10', '2024-06-10')).toBe(0);
    expect(freshnessOf('2024-06-15', '2024-06-10')).toBe(50);
  });
});

describe('expiryLabel', () => {
  it('reads "Expired" at 0 or fewer days, else the count of days', () => {
    expect(expiryLabel(-3)).toBe('Expired');
    expect(expiryLabel(0)).toBe('Expired');
    expect(expiryLabel(1)).toBe('1 day');
    expect(expiryLabel(5)).toBe('5 days');
  });
});
