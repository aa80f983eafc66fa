// formatCalendarDate: the calendar day stays the same whatever the host's time zone.
import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './format-date';

describe('formatCalendarDate', () => {
  it('writes a short date in the given language', () => {
    expect(formatCalendarDate('2025-03-05', 'en-US')).toBe('Mar 5, 2025');
    expect(formatCalendarDate('2025-12-31', 'en-US')).toBe('Dec 31, 2025');
  });

  it('never shifts the first of a month to the previous day', () => {
    expect(formatCalendarDate('2025-01-01', 'en-US')).toBe('Jan 1, 2025');
  });

  it('passes text that is not a calendar date through unchanged', () => {
    expect(formatCalendarDate('soon', 'en-US')).toBe('soon');
    expect(formatCalendarDate('2025-02-30', 'en-US')).toBe('2025-02-30');
  });
});
