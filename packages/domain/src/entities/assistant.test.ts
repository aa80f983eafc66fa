import { describe, expect, it } from 'vitest';
import { guidanceResponseSchema, photoScanResultSchema, speakResponseSchema } from './assistant';

describe('photoScanResultSchema', () => {
  it('fills each detected item with pantry, 1, piece (§5)', () => {
    expect(photoScanResultSchema.parse({ items: [{ name: 'Eggs' }] })).toEqual({
      items: [{ name: 'Eggs', category: 'pantry', quantity: 1, unit: 'piece' }],
    });
  });

  it('keeps what the scanner did say and rejects an unknown category', () => {
    const scan = { items: [{ name: 'Peas', category: 'freezer', quantity: 2, unit: 'bag' }] };
    expect(photoScanResultSchema.parse(scan)).toEqual(scan);
    const bad = { items: [{ name: 'Peas', category: 'cellar' }] };
    expect(photoScanResultSchema.safeParse(bad).success).toBe(false);
  });

  it('allows an empty scan ("No Items Detected")', () => {
    expect(photoScanResultSchema.parse({ items: [] }).items).toEqual([]);
  });
});

describe('guidance and speak responses', () => {
  it('need non-blank text', () => {
    expect(guidanceResponseSchema.safeParse({ guidance: ' ' }).success).toBe(false);
    expect(speakResponseSchema.parse({ message: 'You got this!' }).message).toBe('You got this!');
  });
});
