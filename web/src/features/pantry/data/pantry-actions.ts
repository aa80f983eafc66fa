// The pantry's writes, each one mutator applied on this device at once and synced later, so all
// of them work offline. They resolve true on success; a refusal is shown as a toast.
import { DEFAULT_QUANTITY, DEFAULT_UNIT } from '@mise/domain/constants';
import type { PantryItem, PantryItemInput } from '@mise/domain/entities/pantry-item';
import type { PantryCategory } from '@mise/domain/options';
import { showBeforeWritten } from '../../../db/live-query-store';
import { writeOrToast } from '../../../lib/write-or-toast';
import { mutate } from '../../../sync/mutate';
import { sortPantryItems } from '../utils/sort-pantry-items';
import { readPantryItems } from './use-pantry-items';

/** The new item is in the grid at once, in its sorted place, and leaves it if refused. */
export function addPantryItem(item: PantryItemInput): Promise<boolean> {
  const written = writeOrToast(`Couldn't add ${item.name}`, () => mutate('pantry.add', item));
  const shown: PantryItem = {
    ...item,
    quantity: item.quantity ?? DEFAULT_QUANTITY,
    unit: item.unit ?? DEFAULT_UNIT,
  };
  showBeforeWritten(
    readPantryItems,
    (items) =>
      items.some((listed) => listed.id === shown.id) ? items : sortPantryItems([...items, shown]),
    written,
  );
  return written;
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

/**
 * A new name for an item. An item scanned from a barcode also names that product for the
 * household (product.name), so its next scan, on any of the household's phones, is named.
 */
export async function renamePantryItem(
  item: Pick<PantryItem, 'id' | 'name' | 'category' | 'barcode'>,
  name: string,
): Promise<boolean> {
  const renamed = await writeOrToast(`Couldn't rename ${item.name}`, () =>
    mutate('pantry.update', { id: item.id, changes: { name } }),
  );
  if (!renamed || item.barcode === undefined) return renamed;
  return teachProductName(item.barcode, name, item.category);
}

/** What the household calls a barcode from now on (synced: offline scans use it too). */
export function teachProductName(
  gtin: string,
  name: string,
  category: PantryCategory,
): Promise<boolean> {
  return writeOrToast(`Couldn't remember the name ${name} for its barcode`, () =>
    mutate('product.name', { id: gtin, name, category, updatedAt: new Date().toISOString() }),
  );
}
