import { describe, expect, it } from 'vitest';
import {
  mealPlanCreateRequestSchema,
  mealPlanGenerateRequestSchema,
  mealPlansQuerySchema,
} from './meal-plans';

describe('mealPlansQuerySchema', () => {
  it('takes calendar dates, and the date part of a full ISO date-time', () => {
    expect(
      mealPlansQuerySchema.parse({
        startDate: '2024-12-29',
        endDate: '2025-01-04T23:59:59.999Z',
      }),
    ).toEqual({ startDate: '2024-12-29', endDate: '2025-01-04' });
  });

  it('refuses an end before the start', () => {
    const result = mealPlansQuerySchema.safeParse({
      startDate: '2024-06-09',
      endDate: '2024-06-02',
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['endDate'],
      message: 'End date must not be before start date',
    });
  });
});

describe('mealPlanCreateRequestSchema', () => {
  it('needs date, meal type and a recipe name', () => {
    const slot = { date: '2024-06-02', mealType: 'dinner', recipeName: 'Grilled Salmon' };
    expect(mealPlanCreateRequestSchema.parse(slot)).toEqual(slot);
    expect(mealPlanCreateRequestSchema.safeParse({ ...slot, recipeName: '' }).success).toBe(false);
  });
});

describe('mealPlanGenerateRequestSchema', () => {
  it('defaults to neutral preferences and 7 days, as the auto-plan button sends', () => {
    expect(mealPlanGenerateRequestSchema.parse({})).toEqual({
      preferences: {
        dietaryRestrictions: [],
        preferredCuisines: [],
        cookTimePreference: 'any',
        skillLevel: 'intermediate',
      },
      days: 7,
    });
  });

  it('refuses zero days and preferences outside the lists', () => {
    expect(mealPlanGenerateRequestSchema.safeParse({ days: 0 }).success).toBe(false);
    expect(
      mealPlanGenerateRequestSchema.safeParse({ preferences: { preferredCuisines: ['Martian'] } })
        .success,
    ).toBe(false);
  });
});
