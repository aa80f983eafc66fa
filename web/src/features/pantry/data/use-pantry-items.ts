// The household's pantry items on this device, live: re-renders on every local write and every
// synced change. Undefined until the first read resolves (the section shows its loading state).
import { useLiveQuery } from 'dexie-react-hooks';
import type { PantryItem } from '@mise/domain/entities/pantry-item';
import { db } from '../../../db/db';
import { sortPantryItems } from '../utils/sort-pantry-items';

export function usePantryItems(): readonly PantryItem[] | undefined {
  return useLiveQuery(async () => sortPantryItems(await db.pantryItems.toArray()), []);
}
