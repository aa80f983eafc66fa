import { describe, expect, it } from 'vitest';
import { addDays, dayOfWeek, daysBetween, isIsoDate, localIsoDate } from './dates';

describe('dates', () => {
  it('adds days across month, leap-day and year boundaries', () => {
    expect(addDays('2024-01-31', 1)).toBe('2024-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });

  it('counts days in either direction', () => {
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2024-06-10', '2024-06-03')).toBe(-7);
  });

  it('knows the day of the week, Sunday = 0', () => {
    expect(dayOfWeek('2024-06-02')).toBe(0);
    expect(dayOfWeek('2024-06-08')).toBe(6);
  });

  it('refuses strings that are not real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-6-1')).toBe(false);
    expect(() => addDays('tomorrow', 1)).toThrow(RangeError);
    expect(() => addDays('2024-06-01', 0.5)).toThrow(RangeError);
  });

  it('reads the local calendar date of an instant', () => {
    expect(localIsoDate(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05');
  });
});
