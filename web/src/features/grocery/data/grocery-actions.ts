// The grocery list's writes, each one mutator applied on this device at once and synced later:
// a shopper can check items off with no signal. They resolve true on success; a refusal is
// shown as a toast.
import { localIsoDate } from '@mise/domain/dates';
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

/** A new amount for a line, e.g. one more carton than the plan asked for. */
/** One tap of ± on a line's amount: a delta, so quick taps all count (grocery.adjustQuantity). */
export function adjustGroceryQuantity(
  item: Pick<GroceryItem, 'id' | 'name'>,
  delta: 1 | -1,
): Promise<boolean> {
  return writeOrToast(`Couldn't change ${item.name}`, () =>
    mutate('grocery.adjustQuantity', { id: item.id, delta }),
  );
}

/**
 * "Add to pantry" for a bought line: it becomes a pantry item where the dictionary says it is
 * kept, with its typical shelf life as the expiry, and leaves the list (one mutation).
 */
export async function moveGroceryToPantry(item: GroceryItem): Promise<boolean> {
  const [{ findIngredient }, { defaultPantryExpiry }] = await Promise.all([
    import('@mise/catalog/ingredients'),
    import('@mise/assistant/grocery/pantry-expiry'),
  ]);
  const expirationDate = defaultPantryExpiry(item.name, localIsoDate(new Date()));
  return writeOrToast(`Couldn't add ${item.name} to the pantry`, () =>
    mutate('grocery.moveToPantry', {
      id: item.id,
      pantryItem: {
        id: crypto.randomUUID(),
        name: item.name,
        category: findIngredient(item.name)?.category ?? 'pantry',
        // The pantry counts whole packs: half a bag bought is a bag in the cupboard.
        quantity: Math.max(1, Math.ceil(item.quantity)),
        unit: item.unit,
        ...(expirationDate ? { expirationDate } : {}),
        addedAt: new Date().toISOString(),
      },
    }),
  );
}
