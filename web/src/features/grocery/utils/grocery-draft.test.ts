// The grocery add form's rules: defaults, the blank-name block, quantity and price parsing.
import { describe, expect, it } from 'vitest';
import { type GroceryDraft, groceryDraftDefaults, groceryItemFromDraft } from './grocery-draft';

const identity = {
  id: '0d3c1f5e-8a2b-4c6d-9e7f-102132435465',
  createdAt: '2025-03-10T08:00:00.000Z',
};
const draft = (changes: Partial<GroceryDraft>): GroceryDraft => ({
  ...groceryDraftDefaults(),
  name: 'Eggs',
  ...changes,
});

describe('groceryItemFromDraft', () => {
  it('opens on quantity 1, unit piece and no price', () => {
    expect(groceryDraftDefaults()).toEqual({ name: '', quantity: '1', unit: 'piece', price: '' });
  });

  it('builds an unchecked manual line with the price in cents', () => {
    expect(
      groceryItemFromDraft(draft({ name: ' Eggs ', quantity: '12', price: '3.49' }), identity),
    ).toEqual({
      ok: true,
      item: {
        ...identity,
        name: 'Eggs',
        quantity: 12,
        unit: 'piece',
        estimatedPrice: 349,
        completed: false,
      },
    });
  });

  it('defaults a blank price to 0, a blank unit to piece, and keeps fractions of a quantity', () => {
    expect(
      groceryItemFromDraft(draft({ quantity: '0.5', unit: ' ', price: '' }), identity),
    ).toMatchObject({
      ok: true,
      item: { quantity: 0.5, unit: 'piece', estimatedPrice: 0 },
    });
  });

  it.each(['', 'abc'])('falls back to quantity 1 for %j', (quantity) => {
    expect(groceryItemFromDraft(draft({ quantity }), identity)).toMatchObject({
      item: { quantity: 1 },
    });
  });

  it('reports every problem at once', () => {
    expect(
      groceryItemFromDraft(draft({ name: '  ', quantity: '0', price: 'lots' }), identity),
    ).toEqual({
      ok: false,
      errors: {
        name: 'Enter what you need to buy.',
        quantity: 'Quantity must be more than 0.',
        price: 'Enter a price in dollars, like 2.99.',
      },
    });
  });
});
