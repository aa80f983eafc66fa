// The scan's items with the line each came from: the first of several for a merged item, none
// for an item the reader gave no line, and a line past the field's limit cut, never refused.
import { readReceipt } from '@mise/catalog/receipt-items';
import { photoScanResultSchema } from '@mise/domain/entities/assistant';
import { TEXT_LIMITS } from '@mise/domain/fields';
import { describe, expect, it } from 'vitest';
import { itemsWithLines } from './scan-item-lines';

describe('itemsWithLines', () => {
  it('gives each item its line, and one bought on two lines the first of them', () => {
    const reading = readReceipt('WHOLE MILK 1GAL 3.49\nSPAGHETTI 1.29\nWHOLE MILK 1GAL 3.49');
    expect(itemsWithLines(reading)).toEqual([
      {
        name: 'Milk',
        category: 'fridge',
        quantity: 2,
        unit: 'piece',
        line: 'WHOLE MILK 1GAL 3.49',
      },
      { name: 'Spaghetti', category: 'pantry', quantity: 1, unit: 'piece', line: 'SPAGHETTI 1.29' },
    ]);
  });

  it('leaves out a line it was not given, and cuts one too long for the answer', () => {
    const long = `SPAGHETTI ${'X'.repeat(300)}`;
    const items = itemsWithLines({
      items: [
        { name: 'Milk', category: 'fridge', quantity: 1, unit: 'piece' },
        { name: 'Spaghetti', category: 'pantry', quantity: 1, unit: 'piece' },
      ],
      lines: [
        { line: long, item: { name: 'Spaghetti', category: 'pantry', quantity: 1, unit: 'piece' } },
      ],
    });
    expect(items[0]).toEqual({ name: 'Milk', category: 'fridge', quantity: 1, unit: 'piece' });
    expect(items[1]?.line).toHaveLength(TEXT_LIMITS.line);
    expect(items[1]?.line?.startsWith('SPAGHETTI XXX')).toBe(true);
    // The answer still passes its own schema, line and all.
    expect(photoScanResultSchema.parse({ items }).items[1]?.line).toBe(items[1]?.line);
  });
});
