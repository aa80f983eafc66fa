// Calendar dates (YYYY-MM-DD, no time of day) shown in the reader's language: "Mar 5, 2025".
// The date is formatted as a UTC midnight in UTC, so no time zone can move it to the day before.
import { isIsoDate } from '@mise/domain/dates';

// Building an Intl formatter costs about as much as rendering a card; a list reuses one.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string | undefined): Intl.DateTimeFormat {
  const key = locale ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatCalendarDate(date: string, locale?: string): string {
  if (!isIsoDate(date)) return date;
  return formatterFor(locale).format(new Date(`${date}T00:00:00Z`));
}

/**
 * Builds the formatter before the first date is shown. The first Intl formatter of a page loads
 * the locale's data, which takes 10–20 ms on a phone; a page calls this while it waits on
 * something else (the home page, while IndexedDB reads its lists).
 */
export function prepareDateFormatter(locale?: string): void {
  formatterFor(locale);
}
