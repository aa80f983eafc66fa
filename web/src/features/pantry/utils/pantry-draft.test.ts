// The pantry add form's rules: defaults, the blank-name block, the quantity fallback and floor.
import { describe, expect, it } from 'vitest';
import { pantryDraftDefaults, pantryItemFromDraft, type PantryDraft } from './pantry-draft';

const identity = {
  id: '4a5e7f0c-2b1d-4c3e-9f8a-1b2c3d4e5f60',
  addedAt: '2025-03-10T08:00:00.000Z',
};
const draft = (changes: Partial<PantryDraft>): PantryDraft => ({
  ...pantryDraftDefaults(),
  name: 'Milk',
  ...changes,
});

describe('pantryDraftDefaults', () => {
  it('opens on pantry, 1 piece, no date (spec §4)', () => {
    expect(pantryDraftDefaults()).toEqual({
      name: '',
      category: 'pantry',
      quantity: '1',
      unit: 'piece',
      expirationDate: '',
    });
  });
});

describe('pantryItemFromDraft', () => {
  it('builds the item with a trimmed name and no date when none was given', () => {
    expect(pantryItemFromDraft(draft({ name: '  Milk ', category: 'fridge' }), identity)).toEqual({
      ok: true,
      item: { ...identity, name: 'Milk', category: 'fridge', quantity: 1, unit: 'piece' },
    });
  });

  it('keeps the expiry date and unit as typed', () => {
    const result = pantryItemFromDraft(
      draft({ quantity: '3', unit: 'kg', expirationDate: '2025-03-12' }),
      identity,
    );
    expect(result).toMatchObject({
      ok: true,
      item: { quantity: 3, unit: 'kg', expirationDate: '2025-03-12' },
    });
  });

  it.each(['', '   ', '\t'])('refuses a blank name (%j)', (name) => {
    expect(pantryItemFromDraft(draft({ name }), identity)).toEqual({
      ok: false,
      errors: { name: 'Enter a name for the item.' },
    });
  });

  it.each([
    ['', 1],
    ['abc', 1],
    ['2.7', 2],
    ['12', 12],
  ])('reads quantity %j as %i (non-numbers fall back to 1)', (quantity, expected) => {
    expect(pantryItemFromDraft(draft({ quantity }), identity)).toMatchObject({
      ok: true,
      item: { quantity: expected },
    });
  });

  it.each(['0', '-2'])('refuses a quantity below 1 (%j)', (quantity) => {
    expect(pantryItemFromDraft(draft({ quantity }), identity)).toEqual({
      ok: false,
      errors: { quantity: 'Quantity must be at least 1.' },
    });
  });

  it('falls back to piece for a blank unit and refuses an impossible date', () => {
    expect(pantryItemFromDraft(draft({ unit: ' ' }), identity)).toMatchObject({
      item: { unit: 'piece' },
    });
    expect(pantryItemFromDraft(draft({ expirationDate: '2025-02-30' }), identity)).toMatchObject({
      ok: false,
      errors: { expirationDate: 'Enter a full date, or leave it empty.' },
    });
  });
});
