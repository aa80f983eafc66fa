// Undoing a photo scan right after it was added (the success toast's Undo): the rows it added go
// and the counts it raised come down by what it added, as deltas, so a change another device
// made meanwhile is kept. Only what was written is undone: a write the device refused added
// nothing to take back.
import type { PantryItem } from '@mise/domain/entities/pantry-item';

type ItemRef = Pick<PantryItem, 'id' | 'name'>;

/** What a scan's add wrote. */
export interface AppliedScan {
  added: readonly ItemRef[];
  merged: readonly { into: ItemRef; delta: number }[];
}

export interface ScanUndoPlan {
  removals: ItemRef[];
  /** Negative deltas (the mutator keeps a count at 1 or more). */
  adjustments: { item: ItemRef; delta: number }[];
}

export function planScanUndo({ added, merged }: AppliedScan): ScanUndoPlan {
  return {
    removals: added.map(({ id, name }) => ({ id, name })),
    adjustments: merged
      .filter(({ delta }) => delta > 0)
      .map(({ into: { id, name }, delta }) => ({ item: { id, name }, delta: -delta })),
  };
}

/** How many of the scan's items went in: each new row and each raised count once. */
export function appliedCount({ added, merged }: AppliedScan): number {
  return added.length + merged.length;
}
