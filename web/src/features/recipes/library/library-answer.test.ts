import { SEED_RECIPES } from '@mise/catalog/recipes/index';
import type { Recipe } from '@mise/domain/entities/recipe';
import { describe, expect, it, vi } from 'vitest';
import { answerLibrary, fingerprintOf } from './library-answer';

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
    });
    expect(answer.soonItems).toEqual([{ id: 'a', name: 'Spinach', days: 1 }]);
    expect(answer.soonRecipes.map((recipe) => recipe.name)).toContain(
      'Spinach and Feta Spanakopita',
    );
    expect(answer.soonRecipes.every((recipe) => recipe.uses.includes('Spinach'))).toBe(true);
  });
});

describe("an answer's fingerprint", () => {
  it('is the same for equal answers and differs when a row changes', async () => {
    const question = { pantry: [], own: [], today };
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
      expect(await fingerprintOf(answerLibrary({ pantry: [], own: [], today }))).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
