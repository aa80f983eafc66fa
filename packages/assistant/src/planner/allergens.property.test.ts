import { ALLERGENS, type Allergen } from '@mise/domain/options';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ingredientAllergens, recipeAllergens } from './allergens';
import { ingredientName } from './test-arbitraries';
import { evidentAllergens } from './test-oracles';

const RUNS = { numRuns: 300 };

const dish = fc.record({
  name: fc.constantFrom('Noodle Bowl', 'Peanut Noodles', 'Shrimp Salad', 'Garden Plate'),
  ingredients: fc.array(
    ingredientName.map((name) => ({ name })),
    { minLength: 1, maxLength: 8 },
  ),
});

const QUALIFIERS: readonly [string, readonly Allergen[]][] = [
  ['gluten-free', ['Wheat/Gluten']],
  ['dairy-free', ['Dairy']],
  ['egg-free', ['Eggs']],
  ['nut-free', ['Peanuts', 'Tree Nuts']],
  ['soy-free', ['Soy']],
  ['vegan', ['Dairy', 'Eggs', 'Fish', 'Shellfish']],
];

describe('allergen properties over ingredient names as cooks write them', () => {
  it('a name that is exactly a dictionary entry carries that entry’s allergens', () => {
    fc.assert(
      fc.property(ingredientName, (name) => {
        const found = ingredientAllergens(name);
        for (const allergen of evidentAllergens(name)) expect(found.has(allergen), name).toBe(true);
      }),
      RUNS,
    );
  });

  it('only ever names allergens of the §3 list', () => {
    fc.assert(
      fc.property(ingredientName, (name) => {
        for (const allergen of ingredientAllergens(name)) expect(ALLERGENS).toContain(allergen);
      }),
      RUNS,
    );
  });

  it('a written "-free" qualifier always removes what it names', () => {
    fc.assert(
      fc.property(ingredientName, fc.constantFrom(...QUALIFIERS), (name, [qualifier, freed]) => {
        const found = ingredientAllergens(`${qualifier} ${name}`);
        for (const allergen of freed)
          expect(found.has(allergen), `${qualifier} ${name}`).toBe(false);
      }),
      RUNS,
    );
  });

  it('adding an ingredient to a recipe never takes an allergen away', () => {
    fc.assert(
      fc.property(dish, ingredientName, (recipe, extra) => {
        const before = recipeAllergens(recipe);
        const after = recipeAllergens({
          ...recipe,
          ingredients: [...recipe.ingredients, { name: extra }],
        });
        for (const allergen of before) expect(after.has(allergen)).toBe(true);
      }),
      RUNS,
    );
  });

  it('a recipe carries every allergen of each of its ingredients', () => {
    fc.assert(
      fc.property(dish, (recipe) => {
        const found = recipeAllergens(recipe);
        for (const { name } of recipe.ingredients) {
          for (const allergen of ingredientAllergens(name)) expect(found.has(allergen)).toBe(true);
        }
      }),
      RUNS,
    );
  });
});
