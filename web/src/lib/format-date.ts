// Calendar dates (YYYY-MM-DD, no time of day) as the app's English text writes them: "Mar 5, 2025".
// Written out here rather than by Intl.DateTimeFormat: a page's first Intl formatter loads ICU's
// locale data, 15–25 ms on a phone in one task, and the home page shows dates in its first render.
import { isIsoDate } from '@mise/domain/dates';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function formatCalendarDate(date: string): string {
  if (!isIsoDate(date)) return date;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}
