/**
 * Calendar-date arithmetic on YYYY-MM-DD strings. All maths runs on UTC midnights, so neither
 * the host time zone nor a daylight-saving change can shift or repeat a day.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** UTC midnight of a calendar date, in ms; throws on anything that is not a real date. */
function utcMidnight(date: string): number {
  const match = ISO_DATE.exec(date);
  if (match === null) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) {
    throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  }
  const ms = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 2024-02-30 over to March; a round trip catches such impossible dates.
  if (formatUtc(ms) !== date) throw new RangeError(`Not a calendar date: ${date}`);
  return ms;
}

function formatUtc(ms: number): string {
  const d = new Date(ms);
  const year = String(d.getUTCFullYear()).padStart(4, '0');
  const month = String(d.getUTCMonth() + 1).padStart(2, '0');
  const day = String(d.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** True when `date` is a real calendar date written as YYYY-MM-DD. */
export function isIsoDate(date: string): boolean {
  try {
    utcMidnight(date);
    return true;
  } catch {
    return false;
  }
}

/** The date `days` calendar days after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Whole days only: ${days}`);
  return formatUtc(utcMidnight(date) + days * MS_PER_DAY);
}

/** Whole calendar days from `from` to `to`: positive when `to` is later. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / MS_PER_DAY);
}

/** Day of the week of a date: 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: string): number {
  return new Date(utcMidnight(date)).getUTCDay();
}

/**
 * The local calendar date of an instant, as the person in front of the device reads it.
 * The caller passes the instant in (domain never reads the clock). `toISOString()` would give
 * the UTC date instead, which is a day off every evening west of Greenwich.
 */
export function localIsoDate(instant: Date): string {
  const year = String(instant.getFullYear()).padStart(4, '0');
  const month = String(instant.getMonth() + 1).padStart(2, '0');
  const day = String(instant.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}
