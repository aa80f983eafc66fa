import { describe, expect, it } from 'vitest';
import {
  cookingGuidanceRequestSchema,
  cookingSessionResponseSchema,
  cookingSessionUpdateRequestSchema,
} from './cooking';

describe('cookingSessionUpdateRequestSchema', () => {
  it('takes currentStep or isActive', () => {
    expect(cookingSessionUpdateRequestSchema.parse({ currentStep: 2 })).toEqual({ currentStep: 2 });
    expect(cookingSessionUpdateRequestSchema.parse({ isActive: false })).toEqual({
      isActive: false,
    });
  });

  it('refuses an empty update and other fields', () => {
    expect(cookingSessionUpdateRequestSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Send currentStep or isActive',
    );
    expect(cookingSessionUpdateRequestSchema.safeParse({ recipeId: 'r2' }).success).toBe(false);
  });
});

describe('cookingSessionResponseSchema', () => {
  it('reads "no current session" as null', () => {
    expect(cookingSessionResponseSchema.parse(null)).toBeNull();
  });
});

describe('cookingGuidanceRequestSchema', () => {
  it('asks at intermediate level unless told otherwise', () => {
    expect(cookingGuidanceRequestSchema.parse({ instruction: 'Dice the onion' })).toEqual({
      instruction: 'Dice the onion',
      skillLevel: 'intermediate',
    });
    expect(
      cookingGuidanceRequestSchema.safeParse({ instruction: 'x', skillLevel: 'pro' }).success,
    ).toBe(false);
  });
});
