import { describe, expect, it } from 'vitest';
import type { GroceryItem } from '@mise/domain/entities/grocery-item';
import { aisleGroups } from './aisle-groups';

const line = (name: string, completed = false): GroceryItem => ({
  id: name,
  name,
  quantity: 1,
  unit: 'piece',
  estimatedPrice: 100,
  completed,
  createdAt: '2026-11-22T08:00:00.000Z',
});

const AISLES = ['produce', 'dairy', 'frozen'] as const;
const aisleOf = (name: string) =>
  name === 'Milk' ? 'dairy' : name === 'Peas' ? 'frozen' : ('produce' as const);

describe('aisleGroups', () => {
  it('groups the lines to buy by aisle in shop order and sinks the bought ones', () => {
    const groups = aisleGroups(
      [line('Peas'), line('Milk', true), line('Apple'), line('Milk'), line('Basil', true)],
      AISLES,
      aisleOf,
    );
    expect(groups.map((group) => [group.key, group.items.map((item) => item.name)])).toEqual([
      ['produce', ['Apple']],
      ['dairy', ['Milk']],
      ['frozen', ['Peas']],
      ['checked', ['Milk', 'Basil']],
    ]);
  });

  it('leaves out empty aisles and has no bought group when nothing is bought', () => {
    expect(aisleGroups([line('Apple')], AISLES, aisleOf).map((group) => group.key)).toEqual([
      'produce',
    ]);
  });
});
