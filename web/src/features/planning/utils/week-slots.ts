// The planner's grid: what is planned in each of a week's 21 slots (§2: 7 days, Sunday first, by
// breakfast, lunch and dinner). Two devices may fill one slot while offline; the slot then shows
// the meal planned first, and the others are still listed so nothing is hidden for good.
import type { MealPlanEntry } from '@mise/domain/entities/meal-plan-entry';
import { MEAL_TYPES, type MealType } from '@mise/domain/options';
import { weekDates } from '@mise/domain/week';
import { compareCodeUnits } from '@mise/domain/text-order';

export interface WeekSlot {
  date: string;
  mealType: MealType;
  meal: MealPlanEntry | undefined;
  /** Meals planned in the same slot on another device, after the one shown. */
  extra: readonly MealPlanEntry[];
}

export interface WeekDay {
  date: string;
  slots: readonly WeekSlot[];
}

export const slotKey = (date: string, mealType: MealType) => `${date} ${mealType}`;

export function weekSlots(entries: readonly MealPlanEntry[], weekStart: string): WeekDay[] {
  const bySlot = new Map<string, MealPlanEntry[]>();
  const ordered = [...entries].sort(
    (a, b) => compareCodeUnits(a.createdAt, b.createdAt) || compareCodeUnits(a.id, b.id),
  );
  for (const entry of ordered) {
    const key = slotKey(entry.date, entry.mealType);
    bySlot.set(key, [...(bySlot.get(key) ?? []), entry]);
  }
  return weekDates(weekStart).map((date) => ({
    date,
    slots: MEAL_TYPES.map((mealType) => {
      const [meal, ...extra] = bySlot.get(slotKey(date, mealType)) ?? [];
      return { date, mealType, meal, extra };
    }),
  }));
}

/** The slots of the week nothing is planned in, as Auto-Plan fills them. */
export function emptySlots(days: readonly WeekDay[]): { date: string; mealType: MealType }[] {
  return days.flatMap((day) =>
    day.slots.filter((slot) => !slot.meal).map(({ date, mealType }) => ({ date, mealType })),
  );
}
