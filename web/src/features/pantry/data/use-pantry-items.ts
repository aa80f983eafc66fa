// The household's pantry items on this device, live: re-renders on every local write and every
// synced change. Undefined until the first read resolves (the section shows its loading state).
import type { PantryItem } from '@mise/domain/entities/pantry-item';
import type { MiseDatabase } from '../../../db/db';
import { takeEarlyRows } from '../../../db/early-read';
import { useLiveDbQuery } from '../../../db/use-live-db-query';
import { sortPantryItems } from '../utils/sort-pantry-items';

export const readPantryItems = async (db: MiseDatabase) =>
  sortPantryItems(await db.pantryItems.toArray());

/** The same answer from the rows read as the app started, if it started on the home page. */
export const readPantryItemsEarly = async () => {
  const rows = await takeEarlyRows('pantryItems');
  return rows && sortPantryItems(rows);
};

export function usePantryItems(): readonly PantryItem[] | undefined {
  return useLiveDbQuery(readPantryItems);
}
