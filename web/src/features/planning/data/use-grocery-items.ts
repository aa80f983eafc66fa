// The household's grocery list on this device, live and in list order (unchecked first).
// Undefined until the first read resolves (the list shows its loading state meanwhile).
import { useLiveQuery } from 'dexie-react-hooks';
import type { GroceryItem } from '@mise/domain/entities/grocery-item';
import { db } from '../../../db/db';
import { sortGroceryItems } from '../utils/sort-grocery-items';

export function useGroceryItems(): readonly GroceryItem[] | undefined {
  return useLiveQuery(async () => sortGroceryItems(await db.groceryItems.toArray()), []);
}
