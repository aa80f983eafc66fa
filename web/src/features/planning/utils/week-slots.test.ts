import { describe, expect, it } from 'vitest';
import type { MealPlanEntry } from '@mise/domain/entities/meal-plan-entry';
import { emptySlots, weekSlots } from './week-slots';

const entry = (id: string, date: string, mealType: MealPlanEntry['mealType'], createdAt: string) =>
  ({ id, date, mealType, recipeName: id, createdAt }) satisfies MealPlanEntry;

describe('weekSlots', () => {
  const sunday = '2026-11-22';

  it('lays out 7 days from Sunday, each with breakfast, lunch and dinner', () => {
    const days = weekSlots([], sunday);
    expect(days.map((day) => day.date)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(days[0]?.slots.map((slot) => slot.mealType)).toEqual(['breakfast', 'lunch', 'dinner']);
    expect(emptySlots(days)).toHaveLength(21);
  });

  it('places meals in their slot, ignores other weeks, and shows the first of a doubled slot', () => {
    const days = weekSlots(
      [
        entry('later', '2026-11-24', 'dinner', '2026-11-20T10:00:00.000Z'),
        entry('first', '2026-11-24', 'dinner', '2026-11-20T09:00:00.000Z'),
        entry('next-week', '2026-11-29', 'lunch', '2026-11-20T09:00:00.000Z'),
      ],
      sunday,
    );
    const tuesdayDinner = days[2]?.slots[2];
    expect(tuesdayDinner?.meal?.id).toBe('first');
    expect(tuesdayDinner?.extra.map((meal) => meal.id)).toEqual(['later']);
    expect(emptySlots(days)).toHaveLength(20);
  });
});
