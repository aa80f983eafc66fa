// Calendar dates (YYYY-MM-DD, no time of day) shown in the reader's language: "Mar 5, 2025".
// The date is formatted as a UTC midnight in UTC, so no time zone can move it to the day before.
import { isIsoDate } from '@mise/domain/dates';

export function formatCalendarDate(date: string, locale?: string): string {
  if (!isIsoDate(date)) return date;
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
