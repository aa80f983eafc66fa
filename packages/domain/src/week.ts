/**
 * Week math for the meal planner (spec §2, §4, §9): 7-day weeks starting on Sunday, dates as
 * YYYY-MM-DD strings. The current instant is always passed in, never read here.
 */
import { DAYS_PER_WEEK, WEEK_STARTS_ON } from './constants';
import { addDays, dayOfWeek, localIsoDate } from './dates';

/** The Sunday on or before `date`. */
export function startOfWeek(date: string): string {
  const offset = (dayOfWeek(date) - WEEK_STARTS_ON + DAYS_PER_WEEK) % DAYS_PER_WEEK;
  return addDays(date, -offset);
}

/** The week the device's local calendar is in at `now`: where the planner opens. */
export function currentWeekStart(now: Date): string {
  return startOfWeek(localIsoDate(now));
}

/** The 7 dates of the week beginning `weekStart`, Sunday first. */
export function weekDates(weekStart: string): readonly string[] {
  return Array.from({ length: DAYS_PER_WEEK }, (_, index) => addDays(weekStart, index));
}

export function previousWeek(weekStart: string): string {
  return addDays(weekStart, -DAYS_PER_WEEK);
}

export function nextWeek(weekStart: string): string {
  return addDays(weekStart, DAYS_PER_WEEK);
}

/** Inclusive bounds of the week, as GET /api/meal-plans takes them. */
export function weekRange(weekStart: string): { startDate: string; endDate: string } {
  return { startDate: weekStart, endDate: addDays(weekStart, DAYS_PER_WEEK - 1) };
}
