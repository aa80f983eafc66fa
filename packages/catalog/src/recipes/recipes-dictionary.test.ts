// The seed library against the ingredient dictionary: every ingredient is one the dictionary
// knows (so match % and the generator see it), and every diet tag agrees with the dictionary's
// diet facts, the same facts the recipe generator relies on.
import { describe, expect, it } from 'vitest';
import { type IngredientEntry, findIngredient } from '../ingredients';
import { SEED_RECIPES } from './index';

/** Water is in every kitchen and deliberately not in the dictionary. */
const ALWAYS_THERE = new Set(['water']);

const breaks: Record<string, (entry: IngredientEntry) => boolean> = {
  vegan: (entry) => entry.animal !== undefined,
  vegetarian: (entry) =>
    entry.animal === 'meat' ||
    entry.animal === 'poultry' ||
    entry.animal === 'fish' ||
    entry.animal === 'shellfish',
  keto: (entry) => entry.carbs === 'high',
  paleo: (entry) => !entry.paleo,
};

describe('seed recipes and the ingredient dictionary', () => {
  const rows = SEED_RECIPES.flatMap((recipe) =>
    recipe.ingredients
      .filter((ingredient) => !ALWAYS_THERE.has(ingredient.name))
      .map((ingredient) => ({
        recipe,
        name: ingredient.name,
        entry: findIngredient(ingredient.name),
      })),
  );

  it('knows every ingredient of every seed recipe', () => {
    const unknown = rows.filter((row) => row.entry === undefined).map((row) => row.name);
    expect([...new Set(unknown)]).toEqual([]);
  });

  it.each(Object.keys(breaks))('finds nothing in a %s recipe that breaks the diet', (diet) => {
    const offending = rows
      .filter((row) => row.recipe.dietaryTags.includes(diet))
      .filter((row) => row.entry !== undefined && breaks[diet]?.(row.entry))
      .map((row) => `${row.recipe.name}: ${row.name}`);
    expect(offending).toEqual([]);
  });
});
