import { SEED_RECIPES } from '@mise/catalog/recipes/index';
import type { Recipe } from '@mise/domain/entities/recipe';
import { describe, expect, it, vi } from 'vitest';
import { USE_SOON_RECIPES, answerLibrary, fingerprintOf } from './library-answer';

const today = '2026-11-22';

describe('the home page recipe lists', () => {
  it('offers every seed recipe, best match first, and a household copy instead of its seed', () => {
    const [seed] = SEED_RECIPES;
    if (!seed) throw new Error('no seed recipes');
    const renamed: Recipe = { ...seed, name: 'Our version' };
    const answer = answerLibrary({
      pantry: seed.ingredients.map((ingredient, index) => ({
        id: String(index),
        name: ingredient.name,
        expirationDate: undefined,
      })),
      own: [renamed],
      today,
      seeds: SEED_RECIPES,
    });
    expect(answer.recipes).toHaveLength(SEED_RECIPES.length);
    expect(answer.recipes[0]).toMatchObject({ id: seed.id, name: 'Our version', match: 100 });
    const matches = answer.recipes.map((recipe) => recipe.match);
    expect(matches).toEqual([...matches].sort((a, b) => b - a));
  });

  it('names what expires soon and the recipes that would use it', () => {
    const answer = answerLibrary({
      pantry: [
        { id: 'a', name: 'Spinach', expirationDate: '2026-11-23' },
        { id: 'b', name: 'Rice', expirationDate: undefined },
      ],
      own: [],
      today,
      seeds: SEED_RECIPES,
    });
    expect(answer.soonItems).toEqual([{ id: 'a', name: 'Spinach', days: 1 }]);
    expect(answer.soonRecipes).toHaveLength(USE_SOON_RECIPES);
    for (const { id, uses } of answer.soonRecipes) {
      expect(uses).toEqual(['Spinach']);
      const recipe = SEED_RECIPES.find((seed) => seed.id === id);
      // "baby spinach" is spinach too.
      expect(recipe?.ingredients.some(({ name }) => name.includes('spinach'))).toBe(true);
    }
  });
});

// A pantry as a household types it (issue 26), written before the library grew for it.
const EVERYDAY_PANTRY = [
  ...['chicken breasts', 'ground beef', 'eggs', 'milk', 'butter', 'cheddar', 'onions', 'garlic'],
  ...['potatoes', 'carrots', 'tomatoes', 'lettuce', 'rice', 'spaghetti', 'bread', 'flour'],
  ...['olive oil', 'canned tomatoes', 'black beans', 'bell peppers', 'broccoli', 'apples'],
  ...['bananas', 'spinach', 'lemons'],
];

describe('what an everyday pantry can make', () => {
  const answer = answerLibrary({
    pantry: EVERYDAY_PANTRY.map((name, index) => ({ id: String(index), name })),
    own: [],
    today,
    seeds: SEED_RECIPES,
  });

  it('offers at least ten recipes at the 70 % match of §9', () => {
    expect(EVERYDAY_PANTRY).toHaveLength(25);
    expect(answer.recipes.filter((recipe) => recipe.match >= 70).length).toBeGreaterThanOrEqual(10);
  });

  it('says what each recipe lacks, never salt, pepper or water, and only what it lacks', () => {
    for (const recipe of answer.recipes) {
      const seed = SEED_RECIPES.find((each) => each.id === recipe.id);
      const written = seed?.ingredients.map((ingredient) => ingredient.name) ?? [];
      for (const name of recipe.missing ?? []) {
        expect(written).toContain(name);
        expect(['salt', 'black pepper', 'water']).not.toContain(name);
        expect(EVERYDAY_PANTRY).not.toContain(name);
      }
      expect(recipe.match === 100).toBe((recipe.missing ?? []).length === 0);
    }
  });
});

describe("an answer's fingerprint", () => {
  it('is the same for equal answers and differs when a row changes', async () => {
    const question = { pantry: [], own: [], today, seeds: SEED_RECIPES };
    const first = answerLibrary(question);
    expect(await fingerprintOf(answerLibrary(question))).toBe(await fingerprintOf(first));
    const [row, ...rest] = first.recipes;
    if (!row) throw new Error('no recipes');
    const changed = { ...first, recipes: [{ ...row, match: row.match + 1 }, ...rest] };
    expect(await fingerprintOf(changed)).not.toBe(await fingerprintOf(first));
  });
});

describe('without a digest (plain HTTP from another machine)', () => {
  it('has no fingerprint, so the answer is always sent whole', async () => {
    vi.stubGlobal('crypto', {});
    try {
      expect(
        await fingerprintOf(answerLibrary({ pantry: [], own: [], today, seeds: SEED_RECIPES })),
      ).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
