// The built-in catalog's quick recipes, picked off the main thread: reading the whole library
// (every recipe with its ingredients, steps and picture) is one of the longest tasks a phone
// would run while Quick Meals opens, and the page needs only the quick ones. Quickest first.
import { isQuickCookTime } from '@mise/domain/quick-meals';
import { loadSeedRecipes } from '../../../catalog/seed-library';

loadSeedRecipes().then((seeds) => {
  const quick = seeds
    .filter((recipe) => isQuickCookTime(recipe.cookTime))
    .sort((a, b) => a.cookTime - b.cookTime || a.name.localeCompare(b.name));
  self.postMessage(quick);
  // Reported as uncaught: the page's Worker hears it as an error (lib/worker-answer.ts).
}, reportError);
