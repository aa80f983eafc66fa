// Issue 22: a week planned for a number of servings says so on every meal.
import { SEED_RECIPES } from '@mise/catalog/recipes/index';
import { describe, expect, it } from 'vitest';
import { planWeek, type PlanWeekInput } from './plan-week';
import { ANY_HOUSEHOLD } from './test-recipes';

const input: PlanWeekInput = {
  weekStart: '2025-03-02',
  today: '2025-03-02',
  recipes: SEED_RECIPES,
  pantry: [],
  preferences: ANY_HOUSEHOLD,
  occupied: [],
  seed: 1,
};

describe('planWeek servings', () => {
  it('plans every meal for the servings asked, whatever its recipe serves', () => {
    const plan = planWeek({ ...input, servings: 3 });
    expect(plan.meals).toHaveLength(21);
    for (const meal of plan.meals) expect(meal.servings).toBe(3);
  });

  it('leaves meals as their recipes are written when no number is asked', () => {
    for (const meal of planWeek(input).meals) expect(meal).not.toHaveProperty('servings');
  });

  it('chooses the same recipes either way: servings only scale the shopping', () => {
    const ids = (plan: ReturnType<typeof planWeek>) => plan.meals.map((meal) => meal.recipeId);
    expect(ids(planWeek({ ...input, servings: 6 }))).toEqual(ids(planWeek(input)));
  });
});
