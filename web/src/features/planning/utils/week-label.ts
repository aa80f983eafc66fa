// How the planner names days and weeks, in the reader's language: "Nov 22 – 28, 2026",
// "Sun", "Tuesday, November 24". Dates are formatted as UTC midnights so no time zone moves them.
const at = (date: string) => new Date(`${date}T00:00:00Z`);
const format = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(undefined, { ...options, timeZone: 'UTC' });

const RANGE = format({ month: 'short', day: 'numeric', year: 'numeric' });
const WEEKDAY_SHORT = format({ weekday: 'short' });
const DAY_OF_MONTH = format({ day: 'numeric' });
const LONG_DAY = format({ weekday: 'long', month: 'long', day: 'numeric' });

export function weekLabel(weekStart: string, weekEnd: string): string {
  return RANGE.formatRange(at(weekStart), at(weekEnd));
}

export const shortWeekday = (date: string) => WEEKDAY_SHORT.format(at(date));
export const dayOfMonth = (date: string) => DAY_OF_MONTH.format(at(date));
export const longDay = (date: string) => LONG_DAY.format(at(date));
