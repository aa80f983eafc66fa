// The review of a photo scan's items before they are added: one row per item found, kept unless
// the cook drops it, its name, count and place editable, with the receipt line it was read from
// when the server sent one. Pure, so what is kept and what blocks the add can be tested.
import type { PhotoScanItem } from '@mise/domain/entities/assistant';
import type { ScannedItem } from './scan-merge-plan';

export interface ScanReviewRow extends ScannedItem {
  /** Stable while the cook edits the name, unlike the name itself. */
  key: string;
  line?: string | undefined;
  kept: boolean;
}

export function reviewRows(items: readonly PhotoScanItem[]): ScanReviewRow[] {
  return items.map(({ name, category, quantity, unit, line }, index) => ({
    key: `scanned-${index}`,
    name,
    category,
    quantity,
    unit,
    line,
    kept: true,
  }));
}

/** A kept row whose name was cleared cannot be added (§5: a name is required). */
export const isUnnamed = (row: ScanReviewRow) => row.kept && row.name.trim() === '';

/** The kept rows as items to add, names trimmed; empty while any kept row lacks a name. */
export function keptItems(rows: readonly ScanReviewRow[]): ScannedItem[] {
  if (rows.some(isUnnamed)) return [];
  return rows
    .filter((row) => row.kept)
    .map(({ name, category, quantity, unit }) => ({ name: name.trim(), category, quantity, unit }));
}
