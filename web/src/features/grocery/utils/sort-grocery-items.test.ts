// The grocery list's order: unchecked lines first, each group in the order added.
import { describe, expect, it } from 'vitest';
import { sortGroceryItems } from './sort-grocery-items';

const line = (id: string, createdAt: string, completed = false) => ({ id, createdAt, completed });

describe('sortGroceryItems', () => {
  it('puts checked-off lines after the rest, each group oldest first', () => {
    const sorted = sortGroceryItems([
      line('a', '2025-03-10T08:00:00.000Z', true),
      line('b', '2025-03-10T09:00:00.000Z'),
      line('c', '2025-03-10T07:00:00.000Z'),
      line('d', '2025-03-10T06:00:00.000Z', true),
    ]);
    expect(sorted.map((entry) => entry.id)).toEqual(['c', 'b', 'd', 'a']);
  });

  it('orders lines added in the same millisecond by id', () => {
    const at = '2025-03-10T08:00:00.000Z';
    expect(sortGroceryItems([line('y', at), line('x', at)]).map((entry) => entry.id)).toEqual([
      'x',
      'y',
    ]);
  });
});
