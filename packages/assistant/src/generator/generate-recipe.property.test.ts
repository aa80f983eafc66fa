import { findIngredient, INGREDIENTS } from '@mise/catalog/ingredients';
import { recipeSchema } from '@mise/domain/entities/recipe';
import { RECIPE_GENERATOR_FILTERS } from '@mise/domain/options';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryFitsDiet } from './diet';
import { generateRecipes, type GenerateRecipeRequest } from './generate-recipe';
import { cookTimeFits } from './timing';

const NAMES = INGREDIENTS.flatMap((entry) => [entry.name, ...entry.synonyms.slice(0, 1)]);
// Drawn more often so random pantries can fill templates and the properties are not vacuous.
const COOKABLE_KINDS = new Set(['protein', 'vegetable', 'legume', 'grain', 'pasta', 'egg']);
const COOKABLE = INGREDIENTS.filter((entry) => COOKABLE_KINDS.has(entry.kind)).map(
  (entry) => entry.name,
);

const pantryItem = fc.record({
  name: fc.oneof(
    { arbitrary: fc.constantFrom(...COOKABLE), weight: 3 },
    { arbitrary: fc.constantFrom(...NAMES), weight: 2 },
    { arbitrary: fc.constantFrom('mystery stew', 'leftovers'), weight: 1 },
  ),
  expirationDate: fc.option(
    fc.integer({ min: -3, max: 30 }).map((days) => {
      const date = new Date(Date.UTC(2025, 2, 1 + days));
      return date.toISOString().slice(0, 10);
    }),
    { nil: undefined },
  ),
});

const request = fc.record({
  pantry: fc.array(pantryItem, { minLength: 4, maxLength: 25 }),
  filters: fc.record({
    diet: fc.constantFrom(...RECIPE_GENERATOR_FILTERS.diet),
    cookTime: fc.constantFrom(...RECIPE_GENERATOR_FILTERS.cookTime),
    cuisine: fc.constantFrom(...RECIPE_GENERATOR_FILTERS.cuisine),
    difficulty: fc.constantFrom(...RECIPE_GENERATOR_FILTERS.difficulty),
  }),
  seed: fc.nat(),
});

type Input = typeof request extends fc.Arbitrary<infer T> ? T : never;

function generated(input: Input) {
  const full: GenerateRecipeRequest = {
    ...input,
    today: '2025-03-01',
    id: 'property',
    now: '2025-03-01T12:00:00.000Z',
  };
  return generateRecipes(full, 3);
}

const RUNS = { numRuns: 150 };

// Guards against a vacuous pass: most random pantries under "any" filters must yield a recipe.
it('composes something for most random pantries', () => {
  const samples = fc.sample(request, { numRuns: 100, seed: 42 });
  const anyFilters = { diet: 'any', cookTime: 'any', cuisine: 'any', difficulty: 'any' } as const;
  const made = samples.filter((input) => generated({ ...input, filters: anyFilters }).length > 0);
  expect(made.length).toBeGreaterThan(40);
});

describe('generator properties over random pantries and filters', () => {
  it('never yields an ingredient that breaks the chosen diet', () => {
    fc.assert(
      fc.property(request, (input) => {
        const { diet } = input.filters;
        for (const recipe of generated(input)) {
          for (const { name } of recipe.ingredients) {
            const entry = findIngredient(name);
            if (diet !== 'any') expect(entry && entryFitsDiet(entry, diet), name).toBe(true);
          }
        }
      }),
      RUNS,
    );
  });

  it('honours the cook-time, cuisine and difficulty filters', () => {
    fc.assert(
      fc.property(request, (input) => {
        const { cookTime, cuisine, difficulty } = input.filters;
        for (const recipe of generated(input)) {
          expect(cookTimeFits(recipe.cookTime, cookTime)).toBe(true);
          if (cuisine !== 'any') expect(recipe.cuisine).toBe(cuisine);
          if (difficulty !== 'any') expect(recipe.difficulty).toBe(difficulty);
        }
      }),
      RUNS,
    );
  });

  it('always produces schema-valid recipes with steps 1..n summing to the cook time', () => {
    fc.assert(
      fc.property(request, (input) => {
        for (const recipe of generated(input)) {
          expect(recipeSchema.parse(recipe)).toEqual(recipe);
          expect(recipe.instructions.map((step) => step.step)).toEqual(
            recipe.instructions.map((_, index) => index + 1),
          );
          const total = recipe.instructions.reduce((sum, step) => sum + (step.duration ?? 0), 0);
          expect(recipe.cookTime).toBe(total);
          expect(recipe.instructions.every((step) => Number.isInteger(step.duration))).toBe(true);
        }
      }),
      RUNS,
    );
  });
});
