// The photo scan's items and messages: §5's defaults for what the server left out, a blank
// expiry, and §8's toasts word for word.
import { pantryScanPhotoResponseSchema } from '@mise/domain/api/pantry';
import { pantryItemSchema } from '@mise/domain/entities/pantry-item';
import { describe, expect, it } from 'vitest';
import { pantryItemsFromScan, scanItemsAdded } from './photo-scan-items';

/** Ids …61, …62 … in the order asked for. */
function identities() {
  let next = 0;
  return () => {
    next += 1;
    return {
      id: `4a5e7f0c-2b1d-4c3e-9f8a-1b2c3d4e5f6${next}`,
      addedAt: '2025-03-10T08:00:00.000Z',
    };
  };
}

describe('pantryItemsFromScan', () => {
  it('gives each detected item its own id, §5 defaults for what is missing and no expiry', () => {
    const { items } = pantryScanPhotoResponseSchema.parse({
      items: [{ name: 'Milk', category: 'fridge', quantity: 2, unit: 'l' }, { name: ' Rice ' }],
    });
    const added = pantryItemsFromScan(items, identities());
    expect(added).toEqual([
      {
        id: '4a5e7f0c-2b1d-4c3e-9f8a-1b2c3d4e5f61',
        addedAt: '2025-03-10T08:00:00.000Z',
        name: 'Milk',
        category: 'fridge',
        quantity: 2,
        unit: 'l',
      },
      {
        id: '4a5e7f0c-2b1d-4c3e-9f8a-1b2c3d4e5f62',
        addedAt: '2025-03-10T08:00:00.000Z',
        name: 'Rice',
        category: 'pantry',
        quantity: 1,
        unit: 'piece',
      },
    ]);
    for (const item of added) {
      expect(pantryItemSchema.parse(item).expirationDate).toBeUndefined();
    }
  });

  it('adds nothing for nothing detected', () => {
    expect(pantryItemsFromScan([], identities())).toEqual([]);
  });
});

describe('scanItemsAdded', () => {
  it('says how many items were added, as §8 words it', () => {
    expect(scanItemsAdded(3)).toEqual({
      title: 'Items Added',
      description: 'Successfully added 3 items from photo',
    });
  });
});
