import { describe, expect, it } from 'vitest';
import {
  KITCHEN_FILE_VERSION,
  NEWER_KITCHEN_FILE,
  NOT_A_KITCHEN_FILE,
  type KitchenRows,
  kitchenFile,
  readKitchenFile,
} from './kitchen-file';

const at = '2026-11-22T08:00:00.000Z';
const eggs = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Eggs',
  quantity: 6,
  unit: 'piece',
  category: 'fridge' as const,
  addedAt: at,
};
const milk = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Milk',
  quantity: 1,
  unit: 'carton',
  estimatedPrice: 299,
  completed: false,
  createdAt: at,
};
const empty: KitchenRows = {
  pantryItems: [],
  recipes: [],
  favorites: [],
  cookingSessions: [],
  mealPlanEntries: [],
  groceryItems: [],
  preferences: [],
  journalEntries: [],
  productNames: [],
};
const nothingHere = () => false;

describe('a kitchen file', () => {
  it('reads back every row it was written with', () => {
    const file = kitchenFile({ ...empty, pantryItems: [eggs], groceryItems: [milk] }, at);
    expect(file).toMatchObject({
      format: 'mise-kitchen',
      version: KITCHEN_FILE_VERSION,
      exportedAt: at,
    });
    const read = readKitchenFile(JSON.stringify(file), nothingHere);
    expect(read).toEqual({
      ok: true,
      rows: [
        { collection: 'pantryItems', position: 1, row: eggs },
        { collection: 'groceryItems', position: 1, row: milk },
      ],
      skipped: [],
    });
  });

  it('skips each bad record with its reason and imports the rest', () => {
    const text = JSON.stringify({
      format: 'mise-kitchen',
      version: 1,
      collections: {
        pantryItems: [
          eggs,
          { ...eggs, id: '00000000-0000-4000-8000-000000000009', name: ' ' },
          eggs,
        ],
        groceryItems: [milk],
        spaceships: [{ id: 'x' }],
      },
    });
    const read = readKitchenFile(
      text,
      (collection, id) => collection === 'groceryItems' && id === milk.id,
    );
    expect(read).toEqual({
      ok: true,
      rows: [{ collection: 'pantryItems', position: 1, row: eggs }],
      skipped: [
        { collection: 'pantryItems', position: 2, reason: 'Name is required' },
        {
          collection: 'pantryItems',
          position: 3,
          reason: 'It is in the file twice; the first one is imported.',
        },
        {
          collection: 'groceryItems',
          position: 1,
          reason: 'This kitchen already has it; it is kept as it is.',
        },
        { collection: 'spaceships', position: 1, reason: 'Mise keeps no data of this kind.' },
      ],
    });
  });

  it('refuses what is not a kitchen file, and a file from a newer app', () => {
    for (const text of [
      'not json',
      '[]',
      JSON.stringify({ format: 'other', version: 1, collections: {} }),
    ]) {
      expect(readKitchenFile(text, nothingHere)).toEqual({
        ok: false,
        message: NOT_A_KITCHEN_FILE,
      });
    }
    const newer = JSON.stringify({
      format: 'mise-kitchen',
      version: KITCHEN_FILE_VERSION + 1,
      collections: {},
    });
    expect(readKitchenFile(newer, nothingHere)).toEqual({ ok: false, message: NEWER_KITCHEN_FILE });
  });
});
