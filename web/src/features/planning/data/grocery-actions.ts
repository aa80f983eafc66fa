// The grocery list's writes, each one mutator applied on this device at once and synced later:
// a shopper can check items off with no signal. They resolve true on success; a refusal is
// shown as a toast.
import type { GroceryItem, GroceryItemInput } from '@mise/domain/entities/grocery-item';
import { writeOrToast } from '../../../lib/write-or-toast';
import { mutate } from '../../../sync/mutate';

export function addGroceryItem(item: GroceryItemInput): Promise<boolean> {
  return writeOrToast(`Couldn't add ${item.name}`, () => mutate('grocery.add', item));
}

/** Per line, so two shoppers checking off different items never undo each other. */
export function setGroceryItemCompleted(
  item: Pick<GroceryItem, 'id' | 'name'>,
  completed: boolean,
): Promise<boolean> {
  return writeOrToast(`Couldn't update ${item.name}`, () =>
    mutate('grocery.setCompleted', { id: item.id, completed }),
  );
}

export function removeGroceryItem(item: Pick<GroceryItem, 'id' | 'name'>): Promise<boolean> {
  return writeOrToast(`Couldn't remove ${item.name}`, () =>
    mutate('grocery.remove', { id: item.id }),
  );
}
