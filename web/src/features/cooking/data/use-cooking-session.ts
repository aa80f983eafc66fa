// The cooking session in progress on this household, live, with its recipe. Two devices that
// started cooking offline may each have an active session: the latest start is the one shown,
// as on the server (GET /api/cooking/session). The recipe is the household's own, or a seed
// from the shipped library, loaded on demand because most sessions cook the household's own.
import { sessionInProgress } from '@mise/domain/cooking';
import type { CookingSession } from '@mise/domain/entities/cooking-session';
import type { Recipe } from '@mise/domain/entities/recipe';
import type { MiseDatabase } from '../../../db/db';
import { useLiveDbQuery } from '../../../db/use-live-db-query';

export interface ActiveCooking {
  session: CookingSession;
  /** Undefined when the recipe was removed on another device (the session then ends). */
  recipe: Recipe | undefined;
}

export async function findRecipe(db: MiseDatabase, id: string): Promise<Recipe | undefined> {
  const own = await db.recipes.get(id);
  if (own) return own;
  const { findSeedRecipe } = await import('../../../catalog/seed-library');
  return findSeedRecipe(id);
}

const readActiveCooking = async (db: MiseDatabase): Promise<ActiveCooking | null> => {
  const session = sessionInProgress(await db.cookingSessions.toArray());
  if (!session) return null;
  return { session, recipe: await findRecipe(db, session.recipeId) };
};

/** Undefined while loading, null when nothing is being cooked. */
export function useActiveCooking(): ActiveCooking | null | undefined {
  return useLiveDbQuery(readActiveCooking);
}
