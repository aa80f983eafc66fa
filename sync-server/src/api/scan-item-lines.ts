/**
 * The scan's items with the receipt line each came from (`line`), so the app can show the cook
 * what was read before anything is added. The reader merges one ingredient bought on several
 * lines into one item; that item gets its first line.
 */
import type { ReceiptReading } from '@mise/catalog/receipt-items';
import type { PhotoScanItem } from '@mise/domain/entities/assistant';
import { TEXT_LIMITS } from '@mise/domain/fields';

/** The reader's merge key: one item per name, category and unit. */
const keyOf = ({ name, category, unit }: PhotoScanItem) => `${name}|${category}|${unit}`;

/** A line is a hint, never a reason to refuse the answer: one OCR ran together is cut short. */
function shortened(line: string): string {
  const trimmed = line.trim();
  return trimmed.length <= TEXT_LIMITS.line
    ? trimmed
    : `${trimmed.slice(0, TEXT_LIMITS.line - 1)}…`;
}

export function itemsWithLines({ items, lines }: ReceiptReading): PhotoScanItem[] {
  const firstLine = new Map<string, string>();
  for (const { line, item } of lines) {
    const key = keyOf(item);
    if (!firstLine.has(key) && line.trim() !== '') firstLine.set(key, shortened(line));
  }
  return items.map((item) => {
    const line = firstLine.get(keyOf(item));
    return line === undefined ? item : { ...item, line };
  });
}
