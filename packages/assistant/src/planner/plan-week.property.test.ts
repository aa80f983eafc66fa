import { ALLERGENS, DIETARY_RESTRICTIONS } from '@mise/domain/options';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFreeOfAllergens } from './allergens';
import type { PlannableRecipe } from './candidates';
import { cookTimeFits, skillTier } from './cook-limits';
import { cuisineMatch } from './cuisines';
import { keepsRestrictions } from './diets';
import { planWeek, type PlanWeekInput, type PlannedMeal } from './plan-week';
import { planInput } from './test-arbitraries';
import { evidentAllergens, evidentlyBreaks, mayFill } from './test-oracles';

const RUNS = { numRuns: 150 };

function planned(input: PlanWeekInput): { meal: PlannedMeal; recipe: PlannableRecipe }[] {
  const byId = new Map(input.recipes.map((recipe) => [recipe.id, recipe]));
  return planWeek(input).meals.map((meal) => {
    const recipe = byId.get(meal.recipeId);
    if (recipe === undefined) throw new Error(`planned an unknown recipe ${meal.recipeId}`);
    return { meal, recipe };
  });
}

/** Every recipe of the week: planned now or before. */
function usedIds(input: PlanWeekInput): Set<string> {
  return new Set([
    ...(input.alreadyPlannedRecipeIds ?? []),
    ...planWeek(input).meals.map((meal) => meal.recipeId),
  ]);
}

const cuisineRank = (recipe: PlannableRecipe, input: PlanWeekInput) => {
  const match = cuisineMatch(recipe, input.preferences.preferredCuisines);
  return match === undefined ? 0 : match.kind === 'exact' ? 2 : 1;
};

// Guards against a vacuous pass: random libraries and households must plan meals often.
it('plans something for most random inputs', () => {
  const samples = fc.sample(planInput, { numRuns: 100, seed: 42 });
  const withMeals = samples.filter((input) => planWeek(input).meals.length > 0);
  expect(withMeals.length).toBeGreaterThan(60);
  const withLimits = withMeals.filter(
    (input) =>
      input.preferences.allergens.length > 0 && input.preferences.dietaryRestrictions.length > 0,
  );
  expect(withLimits.length).toBeGreaterThan(5);
});

describe('planner properties over random libraries, pantries and households', () => {
  it('never plans a recipe with an allergen the household avoids', () => {
    fc.assert(
      fc.property(planInput, (input) => {
        const { allergens } = input.preferences;
        for (const { recipe } of planned(input)) {
          expect(isFreeOfAllergens(recipe, allergens)).toBe(true);
          for (const { name } of recipe.ingredients) {
            for (const allergen of evidentAllergens(name)) {
              expect(allergens, `${recipe.name}: ${name}`).not.toContain(allergen);
            }
          }
        }
      }),
      RUNS,
    );
  });

  it('keeps every dietary restriction of the household', () => {
    fc.assert(
      fc.property(planInput, (input) => {
        const { dietaryRestrictions } = input.preferences;
        for (const { recipe } of planned(input)) {
          expect(keepsRestrictions(recipe, dietaryRestrictions)).toBe(true);
          for (const restriction of dietaryRestrictions) {
            for (const { name } of recipe.ingredients) {
              expect(evidentlyBreaks(name, restriction), `${restriction}: ${name}`).toBe(false);
            }
          }
        }
      }),
      RUNS,
    );
  });

  it('keeps to the time preference and never gives hard dishes below advanced', () => {
    fc.assert(
      fc.property(planInput, (input) => {
        const { cookingTimePreference, skillLevel } = input.preferences;
        for (const { recipe } of planned(input)) {
          expect(cookTimeFits(recipe.cookTime, cookingTimePreference)).toBe(true);
          if (cookingTimePreference === 'quick') expect(recipe.cookTime).toBeLessThan(30);
          if (cookingTimePreference === 'moderate') expect(recipe.cookTime).toBeLessThanOrEqual(60);
          if (skillLevel !== 'advanced') expect(recipe.difficulty).not.toBe('hard');
        }
      }),
      RUNS,
    );
  });

  it('gives a beginner a medium dish only when no easy one was left for that meal', () => {
    const beginners = planInput.map((input) => ({
      ...input,
      preferences: { ...input.preferences, skillLevel: 'beginner' as const },
    }));
    fc.assert(
      fc.property(beginners, (input) => {
        const used = usedIds(input);
        for (const { meal, recipe } of planned(input)) {
          if (recipe.difficulty !== 'medium') continue;
          const easyLeft = input.recipes.filter(
            (other) =>
              other.difficulty === 'easy' &&
              !used.has(other.id) &&
              mayFill(other, input.preferences, meal.mealType),
          );
          expect(easyLeft.map((other) => other.id)).toEqual([]);
        }
      }),
      RUNS,
    );
  });

  it('plans a recipe of a less preferred cuisine only when no better one was left', () => {
    fc.assert(
      fc.property(planInput, (input) => {
        const used = usedIds(input);
        for (const { meal, recipe } of planned(input)) {
          const rank = cuisineRank(recipe, input);
          const tier = skillTier(recipe.difficulty, input.preferences.skillLevel) ?? 2;
          const betterLeft = input.recipes.filter(
            (other) =>
              !used.has(other.id) &&
              mayFill(other, input.preferences, meal.mealType) &&
              (skillTier(other.difficulty, input.preferences.skillLevel) ?? 2) <= tier &&
              cuisineRank(other, input) > rank,
          );
          expect(betterLeft.map((other) => other.id)).toEqual([]);
        }
      }),
      RUNS,
    );
  });

  it('covers each of the nine allergens and eleven restrictions in the samples', () => {
    // The properties above are only as good as the households they meet.
    const samples = fc.sample(planInput, { numRuns: 300, seed: 7 });
    const allergens = new Set(samples.flatMap((input) => input.preferences.allergens));
    const restrictions = new Set(samples.flatMap((input) => input.preferences.dietaryRestrictions));
    expect([...allergens].sort()).toEqual([...ALLERGENS].sort());
    expect([...restrictions].sort()).toEqual([...DIETARY_RESTRICTIONS].sort());
  });
});
