import { describe, expect, it } from 'vitest';
import { emptyRows, listRows, memoryTx } from './memory-tx';
import { mergeAddedThing, sameThingKey, scanLookup } from './merge-adds';

const at = '2026-11-22T08:00:00.000Z';
const line = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  quantity: 1,
  unit: 'piece',
  estimatedPrice: 100,
  completed: false,
  createdAt: at,
  ...extra,
});
const item = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  category: 'fridge' as const,
  quantity: 1,
  unit: 'piece',
  addedAt: at,
  ...extra,
});

describe('sameThingKey', () => {
  it('is one key for what a cook calls one thing', () => {
    expect(sameThingKey(line('a', 'Eggs'))).toBe(sameThingKey(line('b', ' egg ')));
    expect(sameThingKey(line('a', 'Crème fraîche'))).toBe(sameThingKey(line('b', 'creme FRAICHE')));
    expect(sameThingKey(line('a', 'Tomatoes', { unit: 'cans' }))).toBe(
      sameThingKey(line('b', 'tomato', { unit: 'can' })),
    );
  });

  it('keeps apart what differs in kind, number, unit, place or expiry', () => {
    const differ = (a: string, b: string) =>
      expect(sameThingKey(line('a', a))).not.toBe(sameThingKey(line('b', b)));
    differ('1% milk', '2% milk');
    differ('Red onion', 'Onion');
    differ('Item 1', 'Item 2');
    expect(sameThingKey(line('a', 'Flour', { unit: 'kg' }))).not.toBe(
      sameThingKey(line('b', 'Flour', { unit: 'bag' })),
    );
    expect(sameThingKey(item('a', 'Milk'))).not.toBe(
      sameThingKey(item('b', 'Milk', { category: 'freezer' })),
    );
    expect(sameThingKey(item('a', 'Milk'))).not.toBe(
      sameThingKey(item('b', 'Milk', { expirationDate: '2026-12-01' })),
    );
    expect(sameThingKey(line('a', 'Milk', { completed: true }))).toBe('');
  });
});

describe('mergeAddedThing', () => {
  it('folds a grocery line into the older one, keeping the larger amount', async () => {
    const rows = emptyRows();
    const tx = memoryTx(rows);
    await tx.put('groceryItems', line('old', 'Milk'));
    const added = line('new', 'milk', { quantity: 3, estimatedPrice: 450 });
    await tx.put('groceryItems', added);
    const said = await mergeAddedThing(tx, scanLookup(tx), {
      collection: 'groceryItems',
      row: added,
    });
    expect(said).toBe('Milk was already on the list, so they are one line now.');
    expect(listRows(rows, 'groceryItems')).toEqual([
      line('old', 'Milk', { quantity: 3, estimatedPrice: 450 }),
    ]);
  });

  it('adds a pantry item to the same one already there', async () => {
    const rows = emptyRows();
    const tx = memoryTx(rows);
    await tx.put('pantryItems', item('old', 'Eggs', { quantity: 6 }));
    const added = item('new', 'Egg', { quantity: 12 });
    await tx.put('pantryItems', added);
    const said = await mergeAddedThing(tx, scanLookup(tx), {
      collection: 'pantryItems',
      row: added,
    });
    expect(said).toBe('Eggs was already in the pantry, so this was added to it: 18 piece in all.');
    expect(listRows(rows, 'pantryItems')).toEqual([item('old', 'Eggs', { quantity: 18 })]);
  });

  it('leaves a row alone when nothing else is the same thing', async () => {
    const rows = emptyRows();
    const tx = memoryTx(rows);
    const added = line('only', 'Basil');
    await tx.put('groceryItems', added);
    expect(
      await mergeAddedThing(tx, scanLookup(tx), { collection: 'groceryItems', row: added }),
    ).toBeUndefined();
    expect(listRows(rows, 'groceryItems')).toEqual([added]);
  });
});
