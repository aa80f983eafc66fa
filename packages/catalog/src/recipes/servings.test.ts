// Each seed recipe says how many it serves (issue 22), written by hand from its amounts: the
// cooking guide and the planner scale from it, so it must be the recipe's own, not a default.
import { MAX_RECIPE_SERVINGS } from '@mise/domain/constants';
import { describe, expect, it } from 'vitest';
import { SEED_RECIPE_SOURCES, SEED_RECIPES, findSeedRecipe } from './index';

describe('seed recipe servings', () => {
  it('are stated by every recipe and kept by validation', () => {
    for (const seed of SEED_RECIPE_SOURCES) {
      expect(Number.isInteger(seed.servings), seed.id).toBe(true);
      expect(seed.servings, seed.id).toBeGreaterThanOrEqual(1);
      expect(seed.servings, seed.id).toBeLessThanOrEqual(MAX_RECIPE_SERVINGS);
      expect(findSeedRecipe(seed.id)?.servings, seed.id).toBe(seed.servings);
    }
  });

  it('differ with the dish rather than being one number for all', () => {
    const counts = new Set(SEED_RECIPES.map((recipe) => recipe.servings));
    expect([...counts].sort((a, b) => a - b)).toEqual(expect.arrayContaining([2, 4, 6, 8, 12]));
  });

  it('count the pieces a recipe makes when its steps say how many', () => {
    const made: Record<string, number> = {
      'seed-cinnamon-rolls': 12, // "cut into 12 rolls"
      'seed-vanilla-creme-brulee': 6, // "pour into six ramekins"
      'seed-strawberry-shortcakes': 6, // "cut 6 rounds"
      'seed-smoky-black-bean-patties': 6, // "shape into six patties"
      'seed-crispy-smash-burgers': 4, // 4 buns
      'seed-crispy-salmon-salsa-verde': 4, // 4 fillets
    };
    for (const [id, servings] of Object.entries(made)) {
      expect(findSeedRecipe(id)?.servings, id).toBe(servings);
    }
  });

  it('feed a plate with a plausible amount of the pasta or rice the dish is built on', () => {
    const BASES =
      /^(spaghetti|pappardelle|macaroni|arborio rice|jasmine rice|sushi rice|short-grain rice|couscous|ramen noodles)$/;
    for (const recipe of SEED_RECIPES) {
      const base = recipe.ingredients.find((row) => BASES.test(row.name) && row.unit === 'g');
      // Stuffed grape leaves use rice as a filling, not as the plate's base.
      if (base === undefined || recipe.id === 'seed-stuffed-grape-leaves') continue;
      const perServing = Number(base.amount) / recipe.servings;
      expect(perServing, `${recipe.id}: ${base.amount} g ${base.name}`).toBeGreaterThanOrEqual(60);
      expect(perServing, `${recipe.id}: ${base.amount} g ${base.name}`).toBeLessThanOrEqual(110);
    }
  });
});
