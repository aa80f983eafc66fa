// The planner's recipe search: every word typed must appear in the recipe's name, cuisine or
// tags, so "quick veg" finds quick vegetarian dishes. Best-rated first, then by name.
import type { Recipe } from '@mise/domain/entities/recipe';
import { compareNames } from '@mise/domain/text-order';

export const SEARCH_RESULTS_SHOWN = 8;

export function searchRecipes(library: readonly Recipe[], query: string): Recipe[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return library
    .filter((recipe) => {
      const text = [recipe.name, recipe.cuisine ?? '', ...recipe.dietaryTags]
        .join(' ')
        .toLowerCase();
      return words.every((word) => text.includes(word));
    })
    .sort((a, b) => b.rating - a.rating || compareNames(a.name, b.name))
    .slice(0, SEARCH_RESULTS_SHOWN);
}
