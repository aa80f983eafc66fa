import { describe, expect, it } from 'vitest';
import { pantryCreateRequestSchema, pantryUpdateRequestSchema } from './pantry';

describe('pantryCreateRequestSchema', () => {
  it('applies the form defaults and reads an empty date input as no date', () => {
    expect(
      pantryCreateRequestSchema.parse({ name: ' Rice ', category: 'pantry', expirationDate: '' }),
    ).toEqual({ name: 'Rice', category: 'pantry', quantity: 1, unit: 'piece' });
  });

  it('rejects a blank name and a bad category', () => {
    const result = pantryCreateRequestSchema.safeParse({ name: '', category: 'garage' });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['name', 'category']);
  });
});

describe('pantryUpdateRequestSchema', () => {
  it('changes only what is sent: no default sneaks in', () => {
    expect(pantryUpdateRequestSchema.parse({ quantity: 2 })).toEqual({ quantity: 2 });
  });

  it('clears the expiry date with null', () => {
    expect(pantryUpdateRequestSchema.parse({ expirationDate: null })).toEqual({
      expirationDate: null,
    });
  });

  it('refuses an empty update, an unknown field and an invalid quantity', () => {
    expect(pantryUpdateRequestSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Nothing to update',
    );
    expect(pantryUpdateRequestSchema.safeParse({ id: 'x', name: 'Rice' }).success).toBe(false);
    expect(pantryUpdateRequestSchema.safeParse({ quantity: 0 }).success).toBe(false);
  });
});
