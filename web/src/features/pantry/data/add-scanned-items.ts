// Adding the items the cook kept in a photo scan's review, in one step (issue 24): each one the
// pantry has raises its count (a delta), each other is a new row, all on this device and synced
// later. Then §8's "Items Added" toast, with an Undo that takes back exactly what was written.
import { TOAST_DURATION_MS } from '@mise/domain/constants';
import type { PantryItem, PantryItemInput } from '@mise/domain/entities/pantry-item';
import { toast } from '../../../components/ui/use-toast';
import { SCAN_UNDONE, scanItemsAdded } from '../utils/photo-scan-items';
import { type ScanMerge, type ScannedItem, planScanAdd } from '../utils/scan-merge-plan';
import { type AppliedScan, appliedCount, planScanUndo } from '../utils/scan-undo-plan';
import { addPantryItem, adjustPantryQuantity, removePantryItem } from './pantry-actions';

/**
 * Twice §9's 5 s: a toast with a button has to last until a keyboard or screen-reader user
 * reaches it (F8, then Tab); Radix also holds it while hovered or focused.
 */
const UNDO_TOAST_MS = TOAST_DURATION_MS * 2;

async function undo(applied: AppliedScan): Promise<void> {
  const { removals, adjustments } = planScanUndo(applied);
  const done = await Promise.all([
    ...removals.map((item) => removePantryItem(item)),
    ...adjustments.map(({ item, delta }) => adjustPantryQuantity(item, delta)),
  ]);
  // A refused write has shown its own toast.
  if (done.every(Boolean)) toast(SCAN_UNDONE);
}

/** Adds `items` as the review showed them against `pantry`, which it was given. */
export async function addScannedItems(
  items: readonly ScannedItem[],
  pantry: readonly PantryItem[],
): Promise<void> {
  const plan = planScanAdd(items, pantry, () => ({
    id: crypto.randomUUID(),
    addedAt: new Date().toISOString(),
  }));
  const merged: ScanMerge[] = [];
  for (const merge of plan.merges) {
    if (await adjustPantryQuantity(merge.into, merge.delta)) merged.push(merge);
  }
  const added: PantryItemInput[] = [];
  // One at a time, so they are written (and synced) in the order the photo listed them.
  for (const item of plan.additions) {
    if (await addPantryItem(item)) added.push(item);
  }
  const done: AppliedScan = { added, merged };
  const count = appliedCount(done);
  // A refused write has shown its own toast; with nothing added there is no success to report.
  if (count === 0) return;
  let undone = false;
  toast({
    ...scanItemsAdded(count),
    duration: UNDO_TOAST_MS,
    action: {
      label: 'Undo',
      altText: 'Remove the items from your pantry, or lower their counts, by hand',
      onAction: () => {
        if (undone) return;
        undone = true;
        void undo(done);
      },
    },
  });
}
