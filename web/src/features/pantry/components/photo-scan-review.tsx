// What a photo scan found, shown before anything is added (issue 24, "the cook stays in
// control"): each item with the receipt line it came from, its name, count and place editable,
// any of them dropped, and which ones will raise the count of an item the pantry has. "Add"
// writes the kept ones in one step; closing adds nothing. Loaded with the first scan's answer.
import { counted } from '@mise/domain/plural';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import type { PhotoScanItem } from '@mise/domain/entities/assistant';
import { addScannedItems } from '../data/add-scanned-items';
import { usePantryItems } from '../data/use-pantry-items';
import { mergeTarget } from '../utils/scan-merge-plan';
import { type ScanReviewRow, isUnnamed, keptItems, reviewRows } from '../utils/scan-review-rows';
import { PhotoScanReviewRow } from './photo-scan-review-row';

interface PhotoScanReviewProps {
  items: readonly PhotoScanItem[];
  /** Closed, added or not. */
  onClose: () => void;
  /** Where the focus goes back to: the scan button, which is no Radix trigger. */
  returnFocus: () => void;
}

const ITEMS = { one: 'item', other: 'items' };

export default function PhotoScanReview({ items, onClose, returnFocus }: PhotoScanReviewProps) {
  const [rows, setRows] = useState<ScanReviewRow[]>(() => reviewRows(items));
  const [triedToAdd, setTriedToAdd] = useState(false);
  const nothingKeptId = useId();
  // Live: an item another device adds meanwhile is merged into too, as the rows then say.
  const pantry = usePantryItems() ?? [];
  const kept = rows.filter((row) => row.kept);
  const blocked = kept.length === 0;

  const change = (key: string, patch: Partial<Omit<ScanReviewRow, 'key'>>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const add = () => {
    if (blocked) return;
    if (rows.some(isUnnamed)) {
      setTriedToAdd(true);
      return;
    }
    onClose();
    void addScannedItems(keptItems(rows), pantry);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent returnFocus={returnFocus} className="max-w-xl gap-5 p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>Check the scanned items</DialogTitle>
          <DialogDescription>
            The photo shows {counted(rows.length, ITEMS)}. Correct or untick any before they go in
            your pantry.
          </DialogDescription>
        </DialogHeader>
        <ul aria-label="Items found" className="grid gap-3">
          {rows.map((row, index) => (
            <PhotoScanReviewRow
              key={row.key}
              row={row}
              position={`Item ${index + 1} of ${rows.length}`}
              target={mergeTarget(row, pantry)}
              nameError={triedToAdd && isUnnamed(row) ? 'Name is required' : undefined}
              onChange={(patch) => change(row.key, patch)}
            />
          ))}
        </ul>
        {/* Kept in view at the bottom while a long receipt's items scroll past under it; the
            offsets undo the dialog's padding, which the sticky position counts from. */}
        <DialogFooter className="sticky -bottom-4 -mx-4 -mb-4 flex-row justify-end border-t border-border bg-card p-4 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6 [&>button]:flex-1 sm:[&>button]:flex-none">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            // Not `disabled`: the focus stays on it, and the reason is read with it.
            aria-disabled={blocked || undefined}
            aria-describedby={blocked ? nothingKeptId : undefined}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            onClick={add}
          >
            Add {counted(kept.length, ITEMS)}
          </Button>
          {blocked && (
            <p id={nothingKeptId} className="sr-only">
              Every item is unticked, so there is nothing to add.
            </p>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
