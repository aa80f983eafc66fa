// The photo scan's rules on the device (spec §5, §8), kept apart from the flow so they can be
// tested: each new item becomes a pantry item with a blank expiry (the server's answer was
// read through the §3 schema, which already gave a missing category, quantity or unit §5's
// pantry, 1 and piece), the three toasts of §8, word for word, and the no-items toast's
// restaurant-bill wording and the undo's.
import type { PantryItemInput } from '@mise/domain/entities/pantry-item';
import type { PhotoScanItem, PhotoScanReason } from '@mise/domain/entities/assistant';
import type { ToastInput } from '../../../components/ui/use-toast';

/** The new items' ids and timestamps come from the caller, so this stays pure. */
export function pantryItemsFromScan(
  items: readonly Omit<PhotoScanItem, 'line'>[],
  identity: () => { id: string; addedAt: string },
): PantryItemInput[] {
  return items.map(({ name, category, quantity, unit }) => ({
    ...identity(),
    name: name.trim(),
    category,
    quantity,
    unit,
  }));
}

export const SCAN_UPLOAD_FAILED: ToastInput = {
  variant: 'destructive',
  title: 'Upload Failed',
  description: 'Failed to process the photo. Please try again.',
};

/**
 * The failed upload's toast: with the server's own sentence when it refused the photo and said
 * why (too many pixels, a damaged file, out of time), since "try again" would not help there.
 */
export function scanUploadFailed(serverMessage?: string): ToastInput {
  return serverMessage ? { ...SCAN_UPLOAD_FAILED, description: serverMessage } : SCAN_UPLOAD_FAILED;
}

export const SCAN_NO_ITEMS: ToastInput = {
  title: 'No Items Detected',
  description: 'Could not identify any pantry items in the photo',
};

/** Why a read photo gave no items, when the server knows: a restaurant's dishes, say. */
export const SCAN_RESTAURANT_BILL: ToastInput = {
  title: 'No Items Detected',
  description: 'That looks like a restaurant bill: its dishes aren’t pantry items.',
};

/** The no-items toast, with the server's reason where this app knows it; §8's otherwise. */
export function scanFoundNothing(reason?: PhotoScanReason): ToastInput {
  return reason === 'restaurant_bill' ? SCAN_RESTAURANT_BILL : SCAN_NO_ITEMS;
}

export const SCAN_UNDONE: ToastInput = {
  title: 'Scan Undone',
  description: 'The items from the photo were taken back out of your pantry.',
};

export function scanItemsAdded(count: number): ToastInput {
  return { title: 'Items Added', description: `Successfully added ${count} items from photo` };
}
