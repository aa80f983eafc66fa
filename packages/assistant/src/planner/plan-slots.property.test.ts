import { ingredientLexicon } from '@mise/catalog/ingredients';
import { daysBetween } from '@mise/domain/dates';
import { MEAL_TYPES } from '@mise/domain/options';
import { countedIngredients, indexPantry } from '@mise/domain/recipe-match';
import { weekDates } from '@mise/domain/week';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { householdCandidates } from './candidates';
import { isDessert, mealTypesFor } from './meal-types';
import { itemWorth, itemsUsed, stockShelf } from './pantry-shelf';
import { planWeek } from './plan-week';
import { expiryDay, SOON_DAYS } from './reason';
import { planInput, WEEK_START } from './test-arbitraries';
import { mayFill } from './test-oracles';

const RUNS = { numRuns: 150 };
const key = (slot: { date: string; mealType: string }) => `${slot.date} ${slot.mealType}`;

describe('slot properties over random libraries, pantries and households', () => {
  it('fills each free slot at most once, never an occupied one, and accounts for all 21', () => {
    fc.assert(
      fc.property(planInput, (input) => {
        const plan = planWeek(input);
        const week = weekDates(WEEK_START).flatMap((date) =>
          MEAL_TYPES.map((mealType) => key({ date, mealType })),
        );
        const occupied = new Set(input.occupied.map(key).filter((slot) => week.includes(slot)));
        const filled = plan.meals.map(key);
        const empty = plan.unfilled.map(key);
        for (const slot of filled) expect(occupied.has(slot), slot).toBe(false);
        expect(new Set([...filled, ...empty, ...occupied]).size).toBe(21);
        expect(filled.length + empty.length + occupied.size).toBe(21);
      }),
      RUNS,
    );
  });

  it('never repeats a recipe in the week, counting those planned before', () => {
    fc.assert(
      fc.property(planInput, (input) => {
        const ids = planWeek(input).meals.map((meal) => meal.recipeId);
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of input.alreadyPlannedRecipeIds ?? []) expect(ids).not.toContain(id);
      }),
      RUNS,
    );
  });

  it('puts recipes only at meals they fit, and never a dessert at lunch or dinner', () => {
    fc.assert(
      fc.property(planInput, (input) => {
        const byId = new Map(input.recipes.map((recipe) => [recipe.id, recipe]));
        for (const meal of planWeek(input).meals) {
          const recipe = byId.get(meal.recipeId);
          if (recipe === undefined) throw new Error('unknown recipe');
          expect(mealTypesFor(recipe)).toContain(meal.mealType);
          const tags = recipe.dietaryTags.map((tag) => tag.toLowerCase());
          if (isDessert(recipe)) {
            expect(meal.mealType).toBe('breakfast');
            expect(tags).toContain('breakfast');
          } else if (tags.some((tag) => (MEAL_TYPES as readonly string[]).includes(tag))) {
            expect(tags).toContain(meal.mealType);
          }
        }
      }),
      RUNS,
    );
  });

  it('leaves a slot empty only when no fitting recipe is left, and says which case it is', () => {
    fc.assert(
      fc.property(planInput, (input) => {
        const plan = planWeek(input);
        const used = new Set([
          ...(input.alreadyPlannedRecipeIds ?? []),
          ...plan.meals.map((meal) => meal.recipeId),
        ]);
        for (const slot of plan.unfilled) {
          const fitting = input.recipes.filter((recipe) =>
            mayFill(recipe, input.preferences, slot.mealType),
          );
          expect(fitting.filter((recipe) => !used.has(recipe.id))).toEqual([]);
          expect(slot.cause).toBe(
            fitting.length === 0 ? 'no-recipe-fits' : 'all-fitting-recipes-used',
          );
        }
      }),
      RUNS,
    );
  });

  it('fills the first free slot with the recipe worth most in pantry terms among equals', () => {
    fc.assert(
      fc.property(planInput, (input) => {
        const [first] = planWeek(input).meals;
        if (first === undefined) return;
        const shelf = stockShelf(input.pantry, input.today);
        const offset = daysBetween(input.today, first.date);
        const candidates = householdCandidates(input.recipes, input.preferences, shelf, 0).filter(
          (candidate) =>
            candidate.mealTypes.includes(first.mealType) &&
            !(input.alreadyPlannedRecipeIds ?? []).includes(candidate.recipe.id),
        );
        const worth = (names: readonly string[]) =>
          itemsUsed(names, shelf, offset).reduce((sum, item) => sum + itemWorth(item, 0), 0);
        const chosen = candidates.find((candidate) => candidate.recipe.id === first.recipeId);
        if (chosen === undefined) throw new Error('planned a recipe that does not fit');
        for (const other of candidates) {
          if (other.tier !== chosen.tier || other.cuisineRank !== chosen.cuisineRank) continue;
          expect(worth(chosen.pantryNames)).toBeGreaterThanOrEqual(worth(other.pantryNames));
        }
      }),
      RUNS,
    );
  });

  it('tells the truth when a reason names an expiring item', () => {
    fc.assert(
      fc.property(planInput, (input) => {
        const byId = new Map(input.recipes.map((recipe) => [recipe.id, recipe]));
        for (const meal of planWeek(input).meals) {
          const claim = /^Uses the (.+) that expires? (\w+)$/.exec(meal.reason);
          if (claim === null) continue;
          const [, itemName, day] = claim;
          const recipe = byId.get(meal.recipeId);
          if (recipe === undefined || itemName === undefined) throw new Error('bad meal');
          const counted = countedIngredients(
            recipe.ingredients.map((ingredient) => ingredient.name),
            ingredientLexicon,
          );
          const matching = input.pantry.filter((item) => {
            if (item.name.trim().replace(/\s+/g, ' ').toLowerCase() !== itemName) return false;
            if (item.expirationDate === undefined) return false;
            const daysLeft = daysBetween(input.today, item.expirationDate);
            const covers = indexPantry([item.name], ingredientLexicon);
            return (
              daysLeft >= 0 &&
              daysLeft <= SOON_DAYS &&
              item.expirationDate >= meal.date &&
              expiryDay(item.expirationDate, daysLeft) === day &&
              counted.some((name) => covers.has(name))
            );
          });
          expect(matching.length, meal.reason).toBeGreaterThan(0);
        }
      }),
      RUNS,
    );
  });

  it('ignores expired pantry items altogether', () => {
    fc.assert(
      fc.property(planInput, (input) => {
        const fresh = input.pantry.filter(
          (item) =>
            item.expirationDate === undefined || daysBetween(input.today, item.expirationDate) >= 0,
        );
        expect(planWeek({ ...input, pantry: fresh })).toEqual(planWeek(input));
      }),
      RUNS,
    );
  });

  it('is deterministic for a seed, whatever the order of the library and pantry', () => {
    fc.assert(
      fc.property(planInput, (input) => {
        const plan = planWeek(input);
        expect(planWeek(input)).toEqual(plan);
        expect(
          planWeek({
            ...input,
            recipes: [...input.recipes].reverse(),
            pantry: [...input.pantry].reverse(),
          }),
        ).toEqual(plan);
      }),
      RUNS,
    );
  });
});
