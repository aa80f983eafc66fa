// The grocery list's writes, each one mutator applied on this device at once and synced later:
// a shopper can check items off with no signal. They resolve true on success; a refusal is
// shown as a toast.
import type { GroceryItem, GroceryItemInput } from '@mise/domain/entities/grocery-item';
import { showBeforeWritten } from '../../../db/live-query-store';
import { writeOrToast } from '../../../lib/write-or-toast';
import { mutate } from '../../../sync/mutate';
import { sortGroceryItems } from '../utils/sort-grocery-items';
import { readGroceryItems } from './use-grocery-items';

export function addGroceryItem(item: GroceryItemInput): Promise<boolean> {
  return writeOrToast(`Couldn't add ${item.name}`, () => mutate('grocery.add', item));
}

/**
 * Per line, so two shoppers checking off different items never undo each other. The tick shows
 * at once (the line struck through and moved below the others), and is taken back if refused.
 */
export function setGroceryItemCompleted(
  item: Pick<GroceryItem, 'id' | 'name'>,
  completed: boolean,
): Promise<boolean> {
  const written = writeOrToast(`Couldn't update ${item.name}`, () =>
    mutate('grocery.setCompleted', { id: item.id, completed }),
  );
  showBeforeWritten(
    readGroceryItems,
    (items) =>
      sortGroceryItems(items.map((line) => (line.id === item.id ? { ...line, completed } : line))),
    written,
  );
  return written;
}

export function removeGroceryItem(item: Pick<GroceryItem, 'id' | 'name'>): Promise<boolean> {
  return writeOrToast(`Couldn't remove ${item.name}`, () =>
    mutate('grocery.remove', { id: item.id }),
  );
}
