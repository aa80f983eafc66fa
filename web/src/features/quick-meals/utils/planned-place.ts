// Where a planned quick meal went, in the toast's words: "today's dinner", "tomorrow's lunch",
// "Friday's breakfast" within the coming week, "dinner on Tuesday, December 8" beyond it (a
// weekday alone would be ambiguous there). English, as the rest of the sentence is.
import { daysBetween } from '@mise/domain/dates';
import type { MealType } from '@mise/domain/options';

const at = (date: string) => new Date(`${date}T00:00:00Z`);
// Built on first use, not with the page: a locale formatter costs a phone several milliseconds,
// and only a planned meal's toast needs one.
let weekday: Intl.DateTimeFormat | undefined;
let longDay: Intl.DateTimeFormat | undefined;
const WEEKDAY = () =>
  (weekday ??= new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }));
const LONG_DAY = () =>
  (longDay ??= new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }));

/** The days of a week: a weekday name is unambiguous up to 6 days ahead. */
const WEEKDAY_NAMED_UP_TO_DAYS = 6;

export function plannedPlace(date: string, mealType: MealType, today: string): string {
  const days = daysBetween(today, date);
  if (days === 0) return `today's ${mealType}`;
  if (days === 1) return `tomorrow's ${mealType}`;
  if (days > 1 && days <= WEEKDAY_NAMED_UP_TO_DAYS) {
    return `${WEEKDAY().format(at(date))}'s ${mealType}`;
  }
  return `${mealType} on ${LONG_DAY().format(at(date))}`;
}
