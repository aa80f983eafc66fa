import { describe, expect, it } from 'vitest';
import { pantryItemSchema } from './pantry-item';

const required = {
  id: '7f1d2c3b-4a5e-4f60-8a9b-0c1d2e3f4a5b',
  name: 'Milk',
  category: 'fridge',
  addedAt: '2024-06-01T08:30:00.000Z',
} as const;

function messages(value: unknown): string[] {
  return pantryItemSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
}

describe('pantryItemSchema', () => {
  it('applies the spec defaults: quantity 1, unit piece, no date, no image', () => {
    expect(pantryItemSchema.parse(required)).toEqual({ ...required, quantity: 1, unit: 'piece' });
  });

  it('keeps given values and stores the name trimmed', () => {
    const item = pantryItemSchema.parse({
      ...required,
      name: '  Greek yogurt ',
      quantity: 3,
      unit: 'cup',
      expirationDate: '2024-06-10',
    });
    expect(item).toMatchObject({
      name: 'Greek yogurt',
      quantity: 3,
      unit: 'cup',
      expirationDate: '2024-06-10',
    });
  });

  it.each(['fridge', 'freezer', 'pantry'])('accepts the category %s', (category) => {
    expect(pantryItemSchema.safeParse({ ...required, category }).success).toBe(true);
  });

  it('rejects a category outside fridge|freezer|pantry', () => {
    expect(messages({ ...required, category: 'garage' })).toEqual([
      'Category must be one of: fridge, freezer, pantry',
    ]);
  });

  it('rejects a quantity of 0 and a fractional quantity', () => {
    expect(messages({ ...required, quantity: 0 })).toEqual(['Quantity must be at least 1']);
    expect(messages({ ...required, quantity: 1.5 })).toEqual(['Quantity must be a whole number']);
  });

  it('rejects a blank or missing name', () => {
    expect(messages({ ...required, name: '   ' })).toEqual(['Name is required']);
    expect(messages({ ...required, name: undefined })).toEqual(['Name is required']);
  });

  it('takes only real YYYY-MM-DD expiry dates', () => {
    expect(messages({ ...required, expirationDate: '2024-02-30' })).toEqual([
      'Expiration date must be a date (YYYY-MM-DD)',
    ]);
    expect(messages({ ...required, expirationDate: '2024-06-10T00:00:00Z' })).toHaveLength(1);
  });

  it('requires a UUID id and a UTC addedAt', () => {
    expect(messages({ ...required, id: 'milk-1' })).toEqual(['Id must be a UUID']);
    expect(messages({ ...required, addedAt: '2024-06-01T08:30:00+02:00' })).toEqual([
      'Added at must be an ISO date-time in UTC',
    ]);
  });
});
