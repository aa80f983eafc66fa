// The built-in catalog's quick recipes, picked off the main thread: evaluating the whole catalog
// (every recipe with its ingredients and steps) is one of the longest tasks a phone would run
// while Quick Meals opens, and the page needs only the few quick ones. Quickest first.
import { SEED_RECIPES } from '@mise/catalog/recipes/index';
import { isQuickCookTime } from '@mise/domain/quick-meals';

const quick = SEED_RECIPES.filter((recipe) => isQuickCookTime(recipe.cookTime)).sort(
  (a, b) => a.cookTime - b.cookTime || a.name.localeCompare(b.name),
);
self.postMessage(quick);
