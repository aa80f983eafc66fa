import { describe, expect, it } from 'vitest';
import { calendarDate } from './calendar-date';

const day = calendarDate('Date');

describe('calendarDate', () => {
  it.each([
    ['2026-11-29', '2026-11-29'],
    ['2026-11-29T00:00:00.000Z', '2026-11-29'],
    ['2026-11-29T23:59:59Z', '2026-11-29'],
    // The day written, in the zone written: not the UTC day (28th, and 30th).
    ['2026-11-29T01:00:00+02:00', '2026-11-29'],
    ['2026-11-29T23:30:00-05:00', '2026-11-29'],
    ['2024-02-29T12:00:00.123456Z', '2024-02-29'],
  ])('reads %s as %s', (value, expected) => {
    expect(day.parse(value)).toBe(expected);
  });

  it.each([
    'next-week',
    '2026-02-30',
    '2026-02-30T00:00:00Z',
    '2026-11-29T10:00:00',
    '2026-11-29T25:00:00Z',
    '29/11/2026',
    '',
  ])('refuses %j with one sentence', (value) => {
    expect(day.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual([
      'Date must be a date (YYYY-MM-DD) or an ISO date-time with a zone',
    ]);
  });

  it('says a missing date is required, and a number is not a date', () => {
    expect(day.safeParse(undefined).error?.issues[0]?.message).toBe('Date is required');
    expect(day.safeParse(20261129).error?.issues[0]?.message).toMatch(/^Date must be a date/);
  });
});
