import { describe, expect, it } from 'vitest';
import { cookingSessionSchema } from './cooking-session';

const required = {
  id: '7f1d2c3b-4a5e-4f60-8a9b-0c1d2e3f4a5b',
  recipeId: 'seed-carbonara',
  startedAt: '2024-06-01T18:00:00.000Z',
};

describe('cookingSessionSchema', () => {
  it('starts at step 0, active, not completed', () => {
    expect(cookingSessionSchema.parse(required)).toEqual({
      ...required,
      currentStep: 0,
      isActive: true,
    });
  });

  it('allows a null current step and a null completion time', () => {
    const session = cookingSessionSchema.parse({
      ...required,
      currentStep: null,
      completedAt: null,
    });
    expect(session.currentStep).toBeNull();
    expect(session.completedAt).toBeNull();
  });

  it('rejects a negative step and a missing recipe', () => {
    const negative = cookingSessionSchema.safeParse({ ...required, currentStep: -1 });
    expect(negative.error?.issues[0]?.message).toBe('Current step must be at least 0');
    const orphan = cookingSessionSchema.safeParse({ ...required, recipeId: undefined });
    expect(orphan.error?.issues[0]?.message).toBe('Recipe id is required');
  });
});
