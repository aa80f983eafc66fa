import { describe, expect, it } from 'vitest';
import { groceryItemSchema } from './grocery-item';

const required = {
  id: '7f1d2c3b-4a5e-4f60-8a9b-0c1d2e3f4a5b',
  name: 'Sample Item',
  estimatedPrice: 299,
  createdAt: '2024-06-01T08:30:00.000Z',
};

function messages(value: unknown): string[] {
  return groceryItemSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
}

describe('groceryItemSchema', () => {
  it('defaults to 1 piece, not completed, a manual addition', () => {
    expect(groceryItemSchema.parse(required)).toEqual({
      ...required,
      quantity: 1,
      unit: 'piece',
      completed: false,
    });
  });

  it('keeps the recipe it was planned for', () => {
    expect(groceryItemSchema.parse({ ...required, recipeId: 'r1' }).recipeId).toBe('r1');
  });

  it('takes prices as whole, non-negative cents and requires one', () => {
    expect(messages({ ...required, estimatedPrice: 2.99 })).toEqual([
      'Estimated price must be a whole number',
    ]);
    expect(messages({ ...required, estimatedPrice: -1 })).toEqual([
      'Estimated price must be at least 0',
    ]);
    expect(messages({ ...required, estimatedPrice: undefined })).toEqual([
      'Estimated price is required',
    ]);
  });

  it('allows fractional quantities but not zero', () => {
    expect(groceryItemSchema.parse({ ...required, quantity: 0.5 }).quantity).toBe(0.5);
    expect(messages({ ...required, quantity: 0 })).toEqual(['Quantity must be more than 0']);
  });
});
