// The review's rows: every item found starts kept, with its receipt line; the kept ones are
// added with their names trimmed, and a kept row with its name cleared blocks the add.
import { describe, expect, it } from 'vitest';
import { isUnnamed, keptItems, reviewRows } from './scan-review-rows';

const found = [
  { name: 'Milk', category: 'fridge', quantity: 2, unit: 'piece', line: 'WHOLE MILK 3.49' },
  { name: 'Rice', category: 'pantry', quantity: 1, unit: 'piece' },
] as const;

describe('reviewRows', () => {
  it('keeps every item found, each with its own key and line', () => {
    const rows = reviewRows(found);
    expect(rows.map(({ key, kept, line }) => [key, kept, line])).toEqual([
      ['scanned-0', true, 'WHOLE MILK 3.49'],
      ['scanned-1', true, undefined],
    ]);
  });
});

describe('keptItems', () => {
  it('gives the kept rows as edited, names trimmed, without their lines', () => {
    const [milk, rice] = reviewRows(found);
    if (!milk || !rice) throw new Error('two rows');
    const rows = [
      { ...milk, name: ' Oat milk ', quantity: 3 },
      { ...rice, kept: false },
    ];
    expect(keptItems(rows)).toEqual([
      { name: 'Oat milk', category: 'fridge', quantity: 3, unit: 'piece' },
    ]);
  });

  it('gives nothing while a kept row has no name; a dropped one does not count', () => {
    const [milk, rice] = reviewRows(found);
    if (!milk || !rice) throw new Error('two rows');
    const unnamed = { ...milk, name: '  ' };
    expect(isUnnamed(unnamed)).toBe(true);
    expect(keptItems([unnamed, rice])).toEqual([]);
    expect(keptItems([{ ...unnamed, kept: false }, rice])).toEqual([
      { name: 'Rice', category: 'pantry', quantity: 1, unit: 'piece' },
    ]);
  });
});
