/**
 * The calendar day of a meal-plan call (spec §7 says "ISO" and clients send either form):
 * `YYYY-MM-DD`, or a full ISO 8601 date-time with `Z` or an offset, read by the date written in
 * it. A date-time names the day in the zone it was written in: `2026-11-29T23:30:00-05:00` is
 * 29 November even though it is already the 30th in UTC. Converting to UTC (or to the server's
 * zone) would move an evening's meal to another day for every cook away from Greenwich; the
 * written date is what the sender meant when it wrote its own offset, and `toISOString()`
 * senders get the UTC day they wrote. A date-time without a zone is refused: its day is clear
 * but its instant is not, and accepting it would invite the same mistake in other calls.
 */
import { z } from 'zod';

const DATE = z.iso.date();
const DATE_TIME = z.iso.datetime({ offset: true });

/** The written date part of a valid date or date-time (both start with `YYYY-MM-DD`). */
function writtenDate(value: string): string {
  return value.slice(0, 10);
}

/** A day as `YYYY-MM-DD` (real calendar dates only), accepting a date-time for it. */
export function calendarDate(label: string) {
  const wrong = `${label} must be a date (YYYY-MM-DD) or an ISO date-time with a zone`;
  // A value that passes the date formats holds nothing a database refuses.
  // eslint-disable-next-line no-restricted-syntax
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : wrong) })
    .refine((value) => DATE.safeParse(value).success || DATE_TIME.safeParse(value).success, {
      error: wrong,
    })
    .transform(writtenDate);
}
