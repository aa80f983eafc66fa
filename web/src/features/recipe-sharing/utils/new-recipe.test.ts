import { describe, expect, it } from 'vitest';
import { recipeCreateRequestSchema } from '@mise/domain/api/recipes';
import { recipeSchema } from '@mise/domain/entities/recipe';
import { newRecipeFrom } from './new-recipe';

const submitted = recipeCreateRequestSchema.parse({
  name: 'Lemon pasta',
  cuisine: 'italian',
  difficulty: 'easy',
  cookTime: 20,
  ingredients: [{ name: 'Spaghetti', amount: '200', unit: 'g' }],
  instructions: [
    { step: 2, instruction: 'Boil the pasta', duration: 10 },
    { step: 5, instruction: 'Toss with lemon', duration: 0 },
  ],
  isShared: true,
});

describe('newRecipeFrom', () => {
  it('is a whole recipe with its id and time, steps numbered 1, 2 …, not rated', () => {
    const recipe = recipeSchema.parse(
      newRecipeFrom(submitted, 'recipe-1', '2025-03-01T12:00:00.000Z'),
    );
    expect(recipe).toMatchObject({
      id: 'recipe-1',
      createdAt: '2025-03-01T12:00:00.000Z',
      name: 'Lemon pasta',
      cuisine: 'italian',
      cookTime: 20,
      isShared: true,
      rating: 0,
      instructions: [
        { step: 1, instruction: 'Boil the pasta', duration: 10 },
        { step: 2, instruction: 'Toss with lemon', duration: 0 },
      ],
    });
  });

  it('stays private unless the form said to share', () => {
    const quiet = recipeCreateRequestSchema.parse({ ...submitted, isShared: undefined });
    expect(newRecipeFrom(quiet, 'r', '2025-03-01T12:00:00.000Z').isShared).toBe(false);
  });

  it('keeps the prep and cooking time the cook gave, and no split when both were left empty', () => {
    const at = '2025-03-01T12:00:00.000Z';
    const split = recipeCreateRequestSchema.parse({ ...submitted, timeSplit: { prep: 5 } });
    expect(newRecipeFrom(split, 'r', at).timeSplit).toEqual({ prep: 5 });
    const empty = recipeCreateRequestSchema.parse({
      ...submitted,
      timeSplit: { prep: undefined, cook: undefined },
    });
    expect(newRecipeFrom(empty, 'r', at)).not.toHaveProperty('timeSplit');
  });
});
