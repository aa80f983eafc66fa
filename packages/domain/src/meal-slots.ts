/**
 * Finding room in the meal plan (spec §3 meal plan entry, §4 meal slots): the next day, from
 * today on, whose slot of a meal type is still empty. Dates are YYYY-MM-DD; today is passed in.
 */
import { addDays } from './dates';
import type { MealType } from './options';

export interface PlannedSlot {
  readonly date: string;
  readonly mealType: MealType;
}

/**
 * The first date on or after `today` with no entry of `mealType`. Days before today do not
 * count (a missed breakfast is not free), and the answer always exists: past the last planned
 * day every slot is free.
 */
export function nextFreeDate(
  planned: readonly PlannedSlot[],
  mealType: MealType,
  today: string,
): string {
  const taken = new Set(
    planned.filter((entry) => entry.mealType === mealType).map((entry) => entry.date),
  );
  let date = today;
  while (taken.has(date)) date = addDays(date, 1);
  return date;
}
