import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentWeekStart,
  nextWeek,
  previousWeek,
  startOfWeek,
  weekDates,
  weekRange,
} from './week';

describe('startOfWeek', () => {
  it('is the date itself on a Sunday', () => {
    expect(startOfWeek('2024-06-02')).toBe('2024-06-02');
  });

  it('goes back to Sunday from any other day', () => {
    expect(startOfWeek('2024-06-03')).toBe('2024-06-02'); // Monday
    expect(startOfWeek('2024-06-08')).toBe('2024-06-02'); // Saturday
  });

  it('crosses a month and a year boundary', () => {
    expect(startOfWeek('2024-03-02')).toBe('2024-02-25');
    expect(startOfWeek('2025-01-01')).toBe('2024-12-29');
  });
});

describe('weekDates', () => {
  it('lists 7 consecutive dates from Sunday across the year end', () => {
    expect(weekDates('2024-12-29')).toEqual([
      '2024-12-29',
      '2024-12-30',
      '2024-12-31',
      '2025-01-01',
      '2025-01-02',
      '2025-01-03',
      '2025-01-04',
    ]);
  });

  it('includes the leap day', () => {
    expect(weekDates('2024-02-25')).toContain('2024-02-29');
    expect(weekDates('2024-02-25').at(-1)).toBe('2024-03-02');
  });
});

describe('previousWeek / nextWeek / weekRange', () => {
  it('moves by exactly one week across month and year', () => {
    expect(nextWeek('2024-12-29')).toBe('2025-01-05');
    expect(previousWeek('2025-01-05')).toBe('2024-12-29');
    expect(previousWeek('2024-03-03')).toBe('2024-02-25');
  });

  it('gives the inclusive range for the meal-plan query', () => {
    expect(weekRange('2024-12-29')).toEqual({ startDate: '2024-12-29', endDate: '2025-01-04' });
  });
});

describe('across daylight-saving changes (America/New_York)', () => {
  beforeEach(() => {
    vi.stubEnv('TZ', 'America/New_York');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('runs in a zone that really changes offset (guards the test itself)', () => {
    const summer = new Date(2024, 10, 2, 12).getTimezoneOffset();
    const winter = new Date(2024, 10, 4, 12).getTimezoneOffset();
    expect(summer).not.toBe(winter);
  });

  it('never repeats or skips a day in the weeks of the clock changes', () => {
    // 2024-03-10 and 2024-11-03 are both Sundays on which the clocks change.
    expect(weekDates('2024-03-10')).toEqual([
      '2024-03-10',
      '2024-03-11',
      '2024-03-12',
      '2024-03-13',
      '2024-03-14',
      '2024-03-15',
      '2024-03-16',
    ]);
    expect(new Set(weekDates('2024-11-03')).size).toBe(7);
    expect(weekDates('2024-11-03').at(-1)).toBe('2024-11-09');
    expect(nextWeek('2024-10-27')).toBe('2024-11-03');
  });

  it('takes the current week from the local date of the instant, not the UTC one', () => {
    // 23:30 on Saturday 9 Nov in New York is already Sunday 10 Nov in UTC.
    const saturdayNight = new Date(2024, 10, 9, 23, 30);
    expect(saturdayNight.toISOString().slice(0, 10)).toBe('2024-11-10');
    expect(currentWeekStart(saturdayNight)).toBe('2024-11-03');
    // Just after the fall-back change, 01:30 happens twice; both are in the same week.
    expect(currentWeekStart(new Date(2024, 10, 3, 1, 30))).toBe('2024-11-03');
  });
});
