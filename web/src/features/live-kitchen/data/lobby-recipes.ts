// The recipes a cook can start a live session with: the household's own (a live query of the
// device's database, the same list GET /api/recipes answers) and the built-in catalog's, loaded
// once the page is idle by a worker. The select needs only names: the household's are read from
// the name index alone (no recipe is read whole, so 500 recipes cost the page next to nothing),
// and the chosen one is read whole when the session starts.
import { useEffect, useState } from 'react';
import type { RoomRecipe } from '@mise/domain/live-room';
import type { MiseDatabase } from '../../../db/db';
import { useLiveDbQuery } from '../../../db/use-live-db-query';
import { useBrowserIdle } from '../../../lib/use-browser-idle';
import { workerAnswer } from '../../../lib/worker-answer';
import { byRecipeName, toRoomRecipe } from '../utils/room-recipe';

/** A recipe as the select lists it. */
export type RecipeChoice = Pick<RoomRecipe, 'id' | 'name'>;

async function readHouseholdChoices(db: MiseDatabase): Promise<RecipeChoice[]> {
  const choices: RecipeChoice[] = [];
  await db.recipes.orderBy('name').eachKey((name, { primaryKey: id }) => {
    // Both are strings in every valid row; anything else is not a recipe to offer.
    if (typeof name === 'string' && typeof id === 'string') choices.push({ id, name });
  });
  return choices.sort(byRecipeName);
}

/** The household's recipe as a room carries it, read whole; undefined if it is gone. */
export async function readHouseholdRoomRecipe(id: string): Promise<RoomRecipe | undefined> {
  const { db } = await import('../../../db/live-db');
  const recipe = await db.recipes.get(id);
  return recipe && toRoomRecipe(recipe);
}

function loadCatalogRecipes(): Promise<RoomRecipe[]> {
  const worker = new Worker(new URL('./catalog-recipes.worker.ts', import.meta.url), {
    type: 'module',
  });
  return workerAnswer(worker, 'The built-in recipes could not be loaded.');
}

export interface LobbyRecipes {
  /** Undefined while loading. */
  own: readonly RecipeChoice[] | undefined;
  catalog: readonly RoomRecipe[] | undefined;
}

export function useLobbyRecipes(): LobbyRecipes {
  const own = useLiveDbQuery(readHouseholdChoices);
  const idle = useBrowserIdle();
  const [catalog, setCatalog] = useState<readonly RoomRecipe[]>();
  useEffect(() => {
    if (!idle) return;
    let current = true;
    loadCatalogRecipes().then(
      (recipes) => current && setCatalog(recipes),
      (error: unknown) => {
        console.warn('Live kitchen: the built-in recipes could not be loaded.', error);
        if (current) setCatalog([]);
      },
    );
    return () => {
      current = false;
    };
  }, [idle]);
  return { own, catalog };
}
