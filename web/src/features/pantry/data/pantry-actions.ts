// The pantry's writes, each one mutator applied on this device at once and synced later, so all
// of them work offline. They resolve true on success; a refusal is shown as a toast.
import type { PantryItem, PantryItemInput } from '@mise/domain/entities/pantry-item';
import { writeOrToast } from '../../../lib/write-or-toast';
import { mutate } from '../../../sync/mutate';

export function addPantryItem(item: PantryItemInput): Promise<boolean> {
  return writeOrToast(`Couldn't add ${item.name}`, () => mutate('pantry.add', item));
}

export function removePantryItem(item: Pick<PantryItem, 'id' | 'name'>): Promise<boolean> {
  return writeOrToast(`Couldn't remove ${item.name}`, () =>
    mutate('pantry.remove', { id: item.id }),
  );
}

/** A delta, not a new total, so two devices changing the count at once both count (§3 floor 1). */
export function adjustPantryQuantity(
  item: Pick<PantryItem, 'id' | 'name'>,
  delta: number,
): Promise<boolean> {
  return writeOrToast(`Couldn't change ${item.name}`, () =>
    mutate('pantry.adjustQuantity', { id: item.id, delta }),
  );
}
