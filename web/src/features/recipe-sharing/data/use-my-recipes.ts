// The household's own recipes on this device, newest first (spec §2 My Recipes), live: a recipe
// created or shared here, or synced from another device, shows at once. Undefined while loading.
import type { Recipe } from '@mise/domain/entities/recipe';
import type { MiseDatabase } from '../../../db/db';
import { useLiveDbQuery } from '../../../db/use-live-db-query';

export const readMyRecipes = async (db: MiseDatabase): Promise<Recipe[]> =>
  (await db.recipes.orderBy('createdAt').reverse().toArray()) satisfies Recipe[];

export function useMyRecipes(): readonly Recipe[] | undefined {
  return useLiveDbQuery(readMyRecipes);
}
