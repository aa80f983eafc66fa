import { describe, expect, it } from 'vitest';
import { SEED_RECIPES } from '@mise/catalog/recipes/index';
import { SEARCH_RESULTS_SHOWN, searchRecipes } from './search-recipes';

describe('searchRecipes', () => {
  it('finds by every word in the name, cuisine or tags, best rated first', () => {
    const found = searchRecipes(SEED_RECIPES, 'Quick VEGETARIAN');
    expect(found.length).toBeGreaterThan(0);
    for (const recipe of found) {
      expect(recipe.dietaryTags).toEqual(expect.arrayContaining(['quick', 'vegetarian']));
    }
    const ratings = found.map((recipe) => recipe.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('shows a handful at most, and nothing for a word no recipe has', () => {
    expect(searchRecipes(SEED_RECIPES, '')).toHaveLength(SEARCH_RESULTS_SHOWN);
    expect(searchRecipes(SEED_RECIPES, 'zzzz')).toEqual([]);
  });
});
