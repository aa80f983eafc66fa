// Where a photo scan's items go: into an item the pantry has (case, plural and accents aside,
// same unit), one merge per pantry item, a new row otherwise; the same plan whatever order the
// pantry is listed in.
import type { PantryItem } from '@mise/domain/entities/pantry-item';
import { describe, expect, it } from 'vitest';
import {
  type ScannedItem,
  mergeNote,
  mergeTarget,
  pantryNameKey,
  planScanAdd,
} from './scan-merge-plan';

function pantryItem(id: string, name: string, more: Partial<PantryItem> = {}): PantryItem {
  return {
    id: `00000000-0000-4000-8000-00000000000${id}`,
    name,
    category: 'fridge',
    quantity: 2,
    unit: 'piece',
    addedAt: `2025-03-0${id}T08:00:00.000Z`,
    ...more,
  };
}

const scanned = (name: string, more: Partial<ScannedItem> = {}): ScannedItem => ({
  name,
  category: 'fridge',
  quantity: 1,
  unit: 'piece',
  ...more,
});

/** New ids …a1, …a2 … in the order asked for. */
function identities() {
  let next = 0;
  return () => {
    next += 1;
    return {
      id: `00000000-0000-4000-8000-0000000000a${next}`,
      addedAt: '2025-03-10T08:00:00.000Z',
    };
  };
}

const eggs = pantryItem('1', 'Eggs');
const cheddar = pantryItem('2', 'Cheddar', { quantity: 1 });
const milk = pantryItem('3', 'Milk', { unit: 'l' });

describe('pantryNameKey', () => {
  it('reads case, plurals, accents and punctuation as one name', () => {
    expect(pantryNameKey('Eggs')).toBe('egg');
    expect(pantryNameKey(' egg ')).toBe('egg');
    expect(pantryNameKey('Cherry Tomatoes')).toBe('cherry tomato');
    expect(pantryNameKey('Jalapeños')).toBe('jalapeno');
    expect(pantryNameKey('Half-and-half')).toBe(pantryNameKey('half and half'));
  });

  it('keeps words that name another thing on the shelf', () => {
    expect(pantryNameKey('Frozen peas')).not.toBe(pantryNameKey('Peas'));
  });
});

describe('mergeTarget', () => {
  it('finds the pantry item of the same name and unit', () => {
    const pantry = [eggs, cheddar, milk];
    expect(mergeTarget(scanned('Egg', { quantity: 12 }), pantry)).toBe(eggs);
    expect(mergeTarget(scanned('CHEDDAR'), pantry)).toBe(cheddar);
    expect(mergeTarget(scanned('Butter'), pantry)).toBeUndefined();
  });

  it('never adds pieces to litres', () => {
    expect(mergeTarget(scanned('Milk'), [milk])).toBeUndefined();
    expect(mergeTarget(scanned('Milk', { unit: 'L' }), [milk])).toBe(milk);
  });

  it('picks the same item among several whatever the pantry’s order', () => {
    const egg = pantryItem('4', 'Egg');
    const frozenEgg = pantryItem('5', 'egg', { category: 'freezer' });
    const orders = [
      [eggs, egg, frozenEgg],
      [frozenEgg, egg, eggs],
      [egg, frozenEgg, eggs],
    ];
    for (const pantry of orders) {
      // The one kept where the scan puts it, then the oldest.
      expect(mergeTarget(scanned('Eggs'), pantry)).toBe(eggs);
      expect(mergeTarget(scanned('Eggs', { category: 'freezer' }), pantry)).toBe(frozenEgg);
    }
  });
});

describe('mergeNote', () => {
  it('says which item the count goes to', () => {
    expect(mergeNote(eggs)).toBe('Adds to your 2 Eggs');
    expect(mergeNote(milk)).toBe('Adds to your 2 l Milk');
  });
});

describe('planScanAdd', () => {
  it('raises the count of items the pantry has and adds the others with a blank expiry', () => {
    const plan = planScanAdd(
      [scanned('Egg', { quantity: 12 }), scanned('Spinach'), scanned('cheddar', { quantity: 2 })],
      [eggs, cheddar],
      identities(),
    );
    expect(plan.merges).toEqual([
      { into: eggs, delta: 12 },
      { into: cheddar, delta: 2 },
    ]);
    expect(plan.additions).toEqual([
      {
        id: '00000000-0000-4000-8000-0000000000a1',
        addedAt: '2025-03-10T08:00:00.000Z',
        name: 'Spinach',
        category: 'fridge',
        quantity: 1,
        unit: 'piece',
      },
    ]);
  });

  it('adds two scanned items of one pantry item as one merge, and two new ones as one row', () => {
    const plan = planScanAdd(
      [
        scanned('Eggs', { quantity: 6 }),
        scanned('Lemon'),
        scanned('egg', { quantity: 12 }),
        scanned('Lemons', { quantity: 2 }),
      ],
      [eggs],
      identities(),
    );
    expect(plan.merges).toEqual([{ into: eggs, delta: 18 }]);
    expect(plan.additions).toEqual([
      expect.objectContaining({ name: 'Lemon', quantity: 3 }) as unknown,
    ]);
  });

  it('makes the same merges whatever order the pantry is listed in', () => {
    const items = [scanned('Eggs'), scanned('Cheddar'), scanned('Milk', { unit: 'l' })];
    const plans = [
      [eggs, cheddar, milk],
      [milk, eggs, cheddar],
      [cheddar, milk, eggs],
    ].map((pantry) =>
      planScanAdd(items, pantry, identities()).merges.map(({ into, delta }) => [into.id, delta]),
    );
    expect(plans[1]).toEqual(plans[0]);
    expect(plans[2]).toEqual(plans[0]);
    expect(plans[0]).toHaveLength(3);
  });

  it('adds everything as new to an empty pantry, and nothing for nothing kept', () => {
    expect(planScanAdd([scanned('Rice')], [], identities()).additions).toHaveLength(1);
    expect(planScanAdd([], [eggs], identities())).toEqual({ merges: [], additions: [] });
  });
});
