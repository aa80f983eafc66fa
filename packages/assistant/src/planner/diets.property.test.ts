import { DIETARY_RESTRICTIONS, type DietaryRestriction } from '@mise/domain/options';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recipeAllergens } from './allergens';
import { restrictionsKept, type DietCheckable } from './diets';
import { ingredientName } from './test-arbitraries';
import { evidentlyBreaks } from './test-oracles';

const RUNS = { numRuns: 300 };

const dish: fc.Arbitrary<DietCheckable> = fc.record({
  name: fc.constantFrom('Noodle Bowl', 'Fried Chicken', 'Shrimp Salad', 'Garden Plate'),
  ingredients: fc.array(
    ingredientName.map((name) => ({ name })),
    { minLength: 1, maxLength: 8 },
  ),
  dietaryTags: fc.subarray(['vegan', 'vegetarian', 'keto', 'paleo', 'gluten-free', 'Low Carb']),
});

/** Restrictions that each imply the next: keeping the first means keeping the second. */
const IMPLIED: readonly [DietaryRestriction, DietaryRestriction][] = [
  ['Vegan', 'Vegetarian'],
  ['Vegetarian', 'Pescatarian'],
  ['Vegan', 'Dairy-Free'],
  ['Keto', 'Low-Carb'],
];

describe('diet properties over random recipes', () => {
  it('never keeps a restriction an ingredient plainly breaks, whatever the tags say', () => {
    fc.assert(
      fc.property(dish, (recipe) => {
        const kept = restrictionsKept(recipe);
        for (const restriction of kept) {
          for (const { name } of recipe.ingredients) {
            expect(evidentlyBreaks(name, restriction), `${restriction}: ${name}`).toBe(false);
          }
        }
      }),
      RUNS,
    );
  });

  it('keeps the stricter diet only with the looser one', () => {
    fc.assert(
      fc.property(dish, (recipe) => {
        const kept = restrictionsKept(recipe);
        for (const [stricter, looser] of IMPLIED) {
          if (kept.includes(stricter)) expect(kept, `${stricter} → ${looser}`).toContain(looser);
        }
      }),
      RUNS,
    );
  });

  it('adding an ingredient never makes a recipe keep more restrictions', () => {
    fc.assert(
      fc.property(dish, ingredientName, (recipe, extra) => {
        const before = restrictionsKept(recipe);
        const after = restrictionsKept({
          ...recipe,
          ingredients: [...recipe.ingredients, { name: extra }],
        });
        for (const restriction of after) expect(before).toContain(restriction);
      }),
      RUNS,
    );
  });

  it('judges gluten-free and dairy-free exactly by the allergen rules', () => {
    fc.assert(
      fc.property(dish, (recipe) => {
        const kept = restrictionsKept(recipe);
        const allergens = recipeAllergens(recipe);
        expect(kept.includes('Gluten-Free')).toBe(!allergens.has('Wheat/Gluten'));
        expect(kept.includes('Dairy-Free')).toBe(!allergens.has('Dairy'));
      }),
      RUNS,
    );
  });

  it('lists what it keeps in the §3 order', () => {
    fc.assert(
      fc.property(dish, (recipe) => {
        const kept = restrictionsKept(recipe);
        expect(kept).toEqual(DIETARY_RESTRICTIONS.filter((r) => kept.includes(r)));
      }),
      RUNS,
    );
  });
});
