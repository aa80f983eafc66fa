// formatCalendarDate: the calendar day as the app's English text writes it, never shifted.
import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './format-date';

describe('formatCalendarDate', () => {
  it('writes a short English date', () => {
    expect(formatCalendarDate('2025-03-05')).toBe('Mar 5, 2025');
    expect(formatCalendarDate('2025-12-31')).toBe('Dec 31, 2025');
  });

  it('never shifts the first of a month to the previous day', () => {
    expect(formatCalendarDate('2025-01-01')).toBe('Jan 1, 2025');
  });

  it('passes text that is not a calendar date through unchanged', () => {
    expect(formatCalendarDate('soon')).toBe('soon');
    expect(formatCalendarDate('2025-02-30')).toBe('2025-02-30');
  });
});
