// The household's journal entries on this device, live: an entry written here, or synced from
// another device, shows at once; undefined while they are read. Sorting and filtering are the
// domain's (@mise/domain/journal), done in the page on what this returns.
import type { JournalEntry } from '@mise/domain/entities/journal-entry';
import type { MiseDatabase } from '../../../db/db';
import { useLiveDbQuery } from '../../../db/use-live-db-query';

const readJournalEntries = async (db: MiseDatabase): Promise<JournalEntry[]> =>
  db.journalEntries.toArray();

export function useJournalEntries(): readonly JournalEntry[] | undefined {
  return useLiveDbQuery(readJournalEntries);
}

export interface RecipeName {
  readonly id: string;
  readonly name: string;
}

const readRecipeNames = async (db: MiseDatabase): Promise<RecipeName[]> => {
  const recipes = await db.recipes.orderBy('name').toArray();
  return recipes.map(({ id, name }) => ({ id, name }));
};

/**
 * The household's recipes by name, for the form: offered as the cook types, and an entry named
 * like one of them is linked to it. Empty while loading: the form never waits for it.
 */
export function useRecipeNames(): readonly RecipeName[] {
  return useLiveDbQuery(readRecipeNames, NO_RECIPES);
}

const NO_RECIPES: readonly RecipeName[] = [];
