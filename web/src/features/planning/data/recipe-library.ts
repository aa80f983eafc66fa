// The recipe library the planner chooses from: the household's own recipes and the shipped seed
// library (loaded on demand, it is the biggest data the app has). An own recipe with a seed's id
// cannot exist (copies get ids of their own), so the two simply add up.
import type { Recipe } from '@mise/domain/entities/recipe';
import type { MiseDatabase } from '../../../db/db';

export async function loadRecipeLibrary(db: MiseDatabase): Promise<Recipe[]> {
  const [own, seeds] = await Promise.all([
    db.recipes.toArray(),
    import('../../../catalog/seed-library').then(({ loadSeedRecipes }) => loadSeedRecipes()),
  ]);
  return [...own, ...seeds];
}
