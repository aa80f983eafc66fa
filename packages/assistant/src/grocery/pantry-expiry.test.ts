import { describe, expect, it } from 'vitest';
import { defaultPantryExpiry } from './pantry-expiry';

describe('defaultPantryExpiry', () => {
  it.each([
    ['Green onion', '2026-06-01', '2026-06-08'],
    ['scallions', '2026-06-01', '2026-06-08'],
    ['Chicken breast', '2026-12-31', '2027-01-02'],
    ['Egg', '2024-02-01', '2024-03-07'],
    ['Salt', '2026-01-01', '2030-12-31'],
  ])('%s bought on %s keeps until %s', (name, today, expiry) => {
    expect(defaultPantryExpiry(name, today)).toBe(expiry);
  });

  it('gives no date to an ingredient the dictionary does not know', () => {
    expect(defaultPantryExpiry('Sample Item', '2026-06-01')).toBeUndefined();
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() => defaultPantryExpiry('milk', '06/01/2026')).toThrow(RangeError);
  });
});
