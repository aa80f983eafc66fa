// The photo scan's items and messages: §5's defaults for what the server left out, a blank
// expiry, and §8's toasts word for word.
import { pantryScanPhotoResponseSchema } from '@mise/domain/api/pantry';
import { pantryItemSchema } from '@mise/domain/entities/pantry-item';
import { describe, expect, it } from 'vitest';
import {
  SCAN_NO_ITEMS,
  SCAN_UPLOAD_FAILED,
  pantryItemsFromScan,
  scanFoundNothing,
  scanItemsAdded,
  scanUploadFailed,
} from './photo-scan-items';

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

describe('scanFoundNothing', () => {
  it('is §8’s toast without a reason, or with one this app does not know', () => {
    expect(scanFoundNothing()).toBe(SCAN_NO_ITEMS);
    const { reason } = pantryScanPhotoResponseSchema.parse({ items: [], reason: 'a_menu' });
    expect(scanFoundNothing(reason)).toBe(SCAN_NO_ITEMS);
  });

  it('says a restaurant bill’s dishes are not pantry items', () => {
    expect(scanFoundNothing('restaurant_bill')).toEqual({
      title: 'No Items Detected',
      description: 'That looks like a restaurant bill: its dishes aren’t pantry items.',
    });
  });
});

describe('scanUploadFailed', () => {
  it('is §8’s toast when the server gave no reason', () => {
    expect(scanUploadFailed()).toEqual({
      variant: 'destructive',
      title: 'Upload Failed',
      description: 'Failed to process the photo. Please try again.',
    });
    expect(scanUploadFailed('')).toBe(SCAN_UPLOAD_FAILED);
  });

  it('says the server’s reason instead of "try again" when it gave one', () => {
    const reason = 'A BMP photo can be at most 2 MB. Send it as a JPEG or PNG.';
    expect(scanUploadFailed(reason)).toEqual({
      variant: 'destructive',
      title: 'Upload Failed',
      description: reason,
    });
  });
});
