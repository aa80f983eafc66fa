import { describe, expect, it } from 'vitest';
import { withTypedLine } from './typed-line';

const defaults = { name: '', quantity: '1', unit: 'piece' };

describe('withTypedLine', () => {
  it('splits a line typed into the name', async () => {
    await expect(
      withTypedLine({ ...defaults, name: '2 lb chicken thighs' }, defaults),
    ).resolves.toEqual({ name: 'chicken thighs', quantity: '2', unit: 'lb' });
    await expect(
      withTypedLine({ ...defaults, name: '500g/1lb 2oz flour' }, defaults),
    ).resolves.toEqual({
      name: 'flour',
      quantity: '500',
      unit: 'g',
    });
    await expect(withTypedLine({ ...defaults, name: '6 eggs' }, defaults)).resolves.toEqual({
      name: 'eggs',
      quantity: '6',
      unit: 'piece',
    });
  });

  it('leaves a plain name, and fields the cook filled in, alone', async () => {
    const plain = { ...defaults, name: 'Eggs' };
    await expect(withTypedLine(plain, defaults)).resolves.toBe(plain);
    const filled = { name: '2 lb chicken', quantity: '3', unit: 'piece' };
    await expect(withTypedLine(filled, defaults)).resolves.toBe(filled);
  });

  it('keeps the other fields of the draft', async () => {
    const draft = { ...defaults, name: '3 cans chickpeas', price: '2.50' };
    await expect(withTypedLine(draft, defaults)).resolves.toEqual({
      name: 'chickpeas',
      quantity: '3',
      unit: 'can',
      price: '2.50',
    });
  });
});
