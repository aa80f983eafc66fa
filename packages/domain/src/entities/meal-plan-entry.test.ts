import { describe, expect, it } from 'vitest';
import { mealPlanEntrySchema } from './meal-plan-entry';

const required = {
  id: '7f1d2c3b-4a5e-4f60-8a9b-0c1d2e3f4a5b',
  date: '2024-06-02',
  mealType: 'lunch',
  createdAt: '2024-06-01T08:30:00.000Z',
} as const;

describe('mealPlanEntrySchema', () => {
  it('needs only id, date, meal type and creation time', () => {
    expect(mealPlanEntrySchema.parse(required)).toEqual(required);
  });

  it('takes the date as a calendar date, not a date-time', () => {
    const result = mealPlanEntrySchema.safeParse({ ...required, date: '2024-06-02T00:00:00Z' });
    expect(result.error?.issues[0]?.path).toEqual(['date']);
  });

  it('rejects a meal type other than breakfast, lunch or dinner', () => {
    const result = mealPlanEntrySchema.safeParse({ ...required, mealType: 'brunch' });
    expect(result.error?.issues[0]?.message).toBe(
      'Meal type must be one of: breakfast, lunch, dinner',
    );
  });
});
