import { describe, expect, it } from 'vitest';
import { SAMPLE_GROCERY_ITEM } from '../constants';
import { groceryCreateRequestSchema, groceryUpdateRequestSchema } from './grocery';

describe('groceryCreateRequestSchema', () => {
  it('accepts the sample item as is', () => {
    expect(groceryCreateRequestSchema.parse(SAMPLE_GROCERY_ITEM)).toEqual(SAMPLE_GROCERY_ITEM);
  });

  it('defaults to 1 piece but needs a price in cents', () => {
    expect(groceryCreateRequestSchema.parse({ name: 'Leeks', estimatedPrice: 150 })).toEqual({
      name: 'Leeks',
      quantity: 1,
      unit: 'piece',
      estimatedPrice: 150,
    });
    expect(groceryCreateRequestSchema.safeParse({ name: 'Leeks' }).success).toBe(false);
  });
});

describe('groceryUpdateRequestSchema', () => {
  it('changes only the completed flag', () => {
    expect(groceryUpdateRequestSchema.parse({ completed: true })).toEqual({ completed: true });
    expect(groceryUpdateRequestSchema.safeParse({ completed: true, name: 'x' }).success).toBe(
      false,
    );
    expect(groceryUpdateRequestSchema.safeParse({}).success).toBe(false);
  });
});
