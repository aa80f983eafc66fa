// The household's grocery list on this device, live and in list order (unchecked first).
// Undefined until the first read resolves (the list shows its loading state meanwhile).
import type { GroceryItem } from '@mise/domain/entities/grocery-item';
import type { MiseDatabase } from '../../../db/db';
import { useLiveDbQuery } from '../../../db/use-live-db-query';
import { sortGroceryItems } from '../utils/sort-grocery-items';

export const readGroceryItems = async (db: MiseDatabase) =>
  sortGroceryItems(await db.groceryItems.toArray());

export function useGroceryItems(): readonly GroceryItem[] | undefined {
  return useLiveDbQuery(readGroceryItems);
}
