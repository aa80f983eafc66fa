import { describe, expect, it } from 'vitest';
import { recipeServings } from '../recipe-servings';
import { ingredientSchema, instructionSchema, recipeSchema } from './recipe';

const required = {
  id: 'seed-carbonara',
  name: 'Carbonara',
  ingredients: [{ name: 'Spaghetti', amount: '200', unit: 'g' }],
  instructions: [{ step: 1, instruction: 'Boil the pasta', duration: 10 }],
  cookTime: 25,
  createdAt: '2024-06-01T08:30:00.000Z',
};

function messages(value: unknown): string[] {
  return recipeSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
}

describe('recipeSchema', () => {
  it('applies the spec defaults: medium, no tags, rating 0, not shared; 4 servings', () => {
    const recipe = recipeSchema.parse(required);
    expect(recipe).toEqual({
      ...required,
      // A recipe from before servings existed (an older device, a stored row) still validates.
      servings: 4,
      difficulty: 'medium',
      dietaryTags: [],
      rating: 0,
      isShared: false,
    });
    expect(recipe.matchPercentage).toBeUndefined();
  });

  it('keeps the servings a recipe states, a whole number from 1 to 100', () => {
    expect(recipeSchema.parse({ ...required, servings: 12 }).servings).toBe(12);
    expect(messages({ ...required, servings: 0 })).toEqual(['Servings must be at least 1']);
    expect(messages({ ...required, servings: 2.5 })).toEqual(['Servings must be a whole number']);
    expect(messages({ ...required, servings: 101 })).toEqual(['Servings must be at most 100']);
  });

  it('keeps a stated split of its time into prep and cooking, each part optional', () => {
    const split = { ...required, cookTime: 50, timeSplit: { prep: 15, cook: 30 } };
    expect(recipeSchema.parse(split).timeSplit).toEqual({ prep: 15, cook: 30 });
    expect(recipeSchema.parse({ ...required, timeSplit: { cook: 20 } }).timeSplit).toEqual({
      cook: 20,
    });
    expect(recipeSchema.parse(required)).not.toHaveProperty('timeSplit');
    expect(messages({ ...required, timeSplit: { prep: -5 } })).toEqual([
      'Prep time must be at least 0',
    ]);
    expect(messages({ ...required, timeSplit: { cook: Number.NaN } })).toEqual([
      'Cooking time must be a whole number',
    ]);
  });

  it('reads the servings of a stored row, or 4 for a row written before the field', () => {
    expect(recipeServings({ servings: 6 })).toBe(6);
    expect(recipeServings({})).toBe(4);
    expect(recipeServings({ servings: 0 })).toBe(4);
  });

  it('says "At least one ingredient is required" for an empty ingredient list', () => {
    expect(messages({ ...required, ingredients: [] })).toEqual([
      'At least one ingredient is required',
    ]);
  });

  it('says "At least one instruction is required" for an empty instruction list', () => {
    expect(messages({ ...required, instructions: [] })).toEqual([
      'At least one instruction is required',
    ]);
  });

  it('rejects a difficulty outside easy|medium|hard and a rating above 5', () => {
    expect(messages({ ...required, difficulty: 'expert' })).toEqual([
      'Difficulty must be one of: easy, medium, hard',
    ]);
    expect(messages({ ...required, rating: 5.5 })).toEqual(['Rating must be at most 5']);
  });

  it('keeps a match percentage between 0 and 100', () => {
    expect(recipeSchema.parse({ ...required, matchPercentage: 70 }).matchPercentage).toBe(70);
    expect(messages({ ...required, matchPercentage: 101 })).toEqual([
      'Match percentage must be at most 100',
    ]);
  });
});

describe('ingredientSchema', () => {
  it('gives the §5 message for each blank field', () => {
    const result = ingredientSchema.safeParse({ name: ' ', amount: '', unit: '' });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['name'], 'Ingredient name is required'],
      [['amount'], 'Amount is required'],
      [['unit'], 'Unit is required'],
    ]);
  });
});

describe('instructionSchema', () => {
  it('requires text, a step from 1 and allows no duration', () => {
    expect(instructionSchema.parse({ step: 2, instruction: 'Stir' })).toEqual({
      step: 2,
      instruction: 'Stir',
    });
    const result = instructionSchema.safeParse({ step: 0, instruction: '', duration: -1 });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Step number must be at least 1',
      'Instruction is required',
      'Duration must be at least 0',
    ]);
  });
});
