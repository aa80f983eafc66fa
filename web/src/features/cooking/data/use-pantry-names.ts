// The names of what the pantry holds, live, so the assistant's swaps can prefer what is at hand.
import type { MiseDatabase } from '../../../db/db';
import { useLiveDbQuery } from '../../../db/use-live-db-query';

const readPantryNames = async (db: MiseDatabase): Promise<readonly string[]> =>
  (await db.pantryItems.toArray()).map((item) => item.name);

export function usePantryNames(): readonly string[] {
  return useLiveDbQuery(readPantryNames) ?? NONE;
}

const NONE: readonly string[] = [];
