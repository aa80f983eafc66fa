// The pantry grid's order (soonest expiry first, undated last, stable ties) and its filter.
import { describe, expect, it } from 'vitest';
import { filterPantryItems, sortPantryItems } from './sort-pantry-items';

const item = (id: string, name: string, expirationDate?: string) => ({ id, name, expirationDate });

describe('sortPantryItems', () => {
  it('puts the soonest expiry first and items without a date last', () => {
    const sorted = sortPantryItems([
      item('1', 'Rice'),
      item('2', 'Milk', '2025-03-09'),
      item('3', 'Yogurt', '2025-02-28'),
      item('4', 'Flour'),
      item('5', 'Spinach', '2025-03-01'),
    ]);
    expect(sorted.map((entry) => entry.name)).toEqual([
      'Yogurt',
      'Spinach',
      'Milk',
      'Flour',
      'Rice',
    ]);
  });

  it('breaks ties by name, ignoring case, then by id', () => {
    const sorted = sortPantryItems([
      item('b', 'eggs', '2025-03-01'),
      item('c', 'Apples', '2025-03-01'),
      item('a', 'Eggs', '2025-03-01'),
    ]);
    expect(sorted.map((entry) => entry.id)).toEqual(['c', 'a', 'b']);
  });

  it('leaves the input untouched', () => {
    const input = [item('1', 'B'), item('2', 'A')];
    sortPantryItems(input);
    expect(input.map((entry) => entry.id)).toEqual(['1', '2']);
  });
});

describe('filterPantryItems', () => {
  const items = [
    { id: '1', category: 'fridge' as const },
    { id: '2', category: 'freezer' as const },
    { id: '3', category: 'fridge' as const },
  ];

  it('keeps every item for "all" and one category otherwise', () => {
    expect(filterPantryItems(items, 'all')).toHaveLength(3);
    expect(filterPantryItems(items, 'fridge').map((entry) => entry.id)).toEqual(['1', '3']);
    expect(filterPantryItems(items, 'pantry')).toEqual([]);
  });
});
