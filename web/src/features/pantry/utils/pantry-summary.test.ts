import { describe, expect, it } from 'vitest';
import { countByCategory, firstDatedItems } from './pantry-summary';

describe('pantry summary cards', () => {
  it('counts the items each place holds, zero where there are none', () => {
    expect(
      countByCategory([{ category: 'fridge' }, { category: 'pantry' }, { category: 'fridge' }]),
    ).toEqual({ fridge: 2, freezer: 0, pantry: 1 });
    expect(countByCategory([])).toEqual({ fridge: 0, freezer: 0, pantry: 0 });
  });

  it('takes the first two items that have an expiry date, in list order', () => {
    const items = [
      { name: 'Milk', expirationDate: '2026-11-23' },
      { name: 'Rice', expirationDate: undefined },
      { name: 'Eggs', expirationDate: '2026-11-30' },
      { name: 'Ham', expirationDate: '2026-12-01' },
    ];
    expect(firstDatedItems(items).map((item) => item.name)).toEqual(['Milk', 'Eggs']);
    expect(firstDatedItems([{ name: 'Rice', expirationDate: undefined }])).toEqual([]);
  });
});
