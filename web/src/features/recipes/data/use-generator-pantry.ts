// What the recipe generator reads from this device, live: the pantry it cooks from (offline,
// and for the match badge) and the ids of the household's saved recipes (the "Saved" buttons).
import type { PantryItem } from '@mise/domain/entities/pantry-item';
import type { MiseDatabase } from '../../../db/db';
import { useLiveDbQuery } from '../../../db/use-live-db-query';

const readPantry = (db: MiseDatabase): Promise<PantryItem[]> => db.pantryItems.toArray();

const readSavedRecipeIds = async (db: MiseDatabase): Promise<ReadonlySet<string>> =>
  new Set(await db.recipes.toCollection().primaryKeys());

export function useGeneratorPantry(): readonly PantryItem[] | undefined {
  return useLiveDbQuery(readPantry);
}

const NONE: ReadonlySet<string> = new Set();

export function useSavedRecipeIds(): ReadonlySet<string> {
  return useLiveDbQuery(readSavedRecipeIds, NONE);
}
