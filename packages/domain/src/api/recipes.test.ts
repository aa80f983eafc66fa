import { describe, expect, it } from 'vitest';
import { recipeFormDefaults } from '../forms';
import {
  quickRecipeSchema,
  recipeCreateRequestSchema,
  RECIPE_GENERATE_COUNT,
  recipeGenerateRequestSchema,
  recipeGenerateResponseSchema,
  recipeShareRequestSchema,
  sharedRecipeSummarySchema,
} from './recipes';

const filled = {
  name: 'Lemon pasta',
  cuisine: 'italian',
  difficulty: 'easy',
  cookTime: 20,
  ingredients: [{ name: 'Spaghetti', amount: '200', unit: 'g' }],
  instructions: [{ step: 1, instruction: 'Boil the pasta', duration: 10 }],
} as const;

function messages(value: unknown): string[] {
  const result = recipeCreateRequestSchema.safeParse(value);
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('recipeCreateRequestSchema', () => {
  it('refuses the untouched form with the exact §5 messages', () => {
    expect(messages(recipeFormDefaults())).toEqual([
      'Name is required',
      'Ingredient name is required',
      'Amount is required',
      'Unit is required',
      'Instruction is required',
    ]);
  });

  it('says "At least one ingredient/instruction is required" for empty lists', () => {
    expect(messages({ ...filled, ingredients: [] })).toEqual([
      'At least one ingredient is required',
    ]);
    expect(messages({ ...filled, instructions: [] })).toEqual([
      'At least one instruction is required',
    ]);
  });

  it('defaults description, tags and sharing; difficulty falls back to medium', () => {
    const { difficulty: _difficulty, ...withoutDifficulty } = filled;
    expect(recipeCreateRequestSchema.parse(withoutDifficulty)).toEqual({
      ...withoutDifficulty,
      description: '',
      difficulty: 'medium',
      servings: 4,
      dietaryTags: [],
      isShared: false,
    });
  });

  it('takes the servings the form sends, and says what is wrong with them', () => {
    expect(recipeCreateRequestSchema.parse({ ...filled, servings: 6 }).servings).toBe(6);
    expect(messages({ ...filled, servings: 0 })).toEqual(['Servings must be at least 1']);
  });

  it('takes the cuisine from the form select only', () => {
    expect(messages({ ...filled, cuisine: 'all' })).toHaveLength(1);
    expect(messages({ ...filled, cuisine: 'seafood' })).toEqual([]);
  });
});

describe('recipeShareRequestSchema', () => {
  it('only shares, never unshares', () => {
    expect(recipeShareRequestSchema.safeParse({ isShared: true }).success).toBe(true);
    expect(recipeShareRequestSchema.safeParse({ isShared: false }).success).toBe(false);
  });
});

describe('recipeGenerateRequestSchema', () => {
  it('defaults every filter to any, with an empty diet list', () => {
    expect(recipeGenerateRequestSchema.parse({})).toEqual({
      dietaryRestrictions: [],
      cookTime: 'any',
      cuisine: 'any',
      difficulty: 'any',
    });
  });

  it('carries a chosen diet as a list and refuses "any" inside it', () => {
    const request = { dietaryRestrictions: ['keto'], cookTime: '15-30', cuisine: 'asian' };
    expect(recipeGenerateRequestSchema.parse(request).dietaryRestrictions).toEqual(['keto']);
    expect(
      recipeGenerateRequestSchema.safeParse({ dietaryRestrictions: ['any'] }).error?.issues[0]
        ?.message,
    ).toBe('Diet must be one of: vegetarian, vegan, keto, paleo');
    expect(recipeGenerateRequestSchema.safeParse({ cookTime: 'under-10' }).success).toBe(false);
  });
});

describe('recipeGenerateResponseSchema', () => {
  const recipe = { ...filled, id: 'generated-1', createdAt: '2025-03-01T12:00:00.000Z' };

  it('is a list of one to three whole recipes', () => {
    expect(recipeGenerateResponseSchema.parse([recipe])).toHaveLength(1);
    expect(recipeGenerateResponseSchema.safeParse([]).success).toBe(false);
    const tooMany = Array.from({ length: RECIPE_GENERATE_COUNT + 1 }, () => recipe);
    expect(recipeGenerateResponseSchema.safeParse(tooMany).success).toBe(false);
    expect(recipeGenerateResponseSchema.safeParse([{ ...recipe, ingredients: [] }]).success).toBe(
      false,
    );
  });
});

describe('quickRecipeSchema', () => {
  it('fills missing card values with 10 min, easy, 4.5', () => {
    const quick = quickRecipeSchema.parse({
      id: 'q1',
      name: 'Avocado Toast',
      ingredients: filled.ingredients,
      instructions: filled.instructions,
    });
    expect(quick).toMatchObject({ cookTime: 10, difficulty: 'easy', rating: 4.5, dietaryTags: [] });
  });
});

describe('sharedRecipeSummarySchema', () => {
  it('allows a recipe without a rating ("No rating")', () => {
    const summary = sharedRecipeSummarySchema.parse({
      id: 'r1',
      name: 'Tiramisu',
      cookTime: 30,
      difficulty: 'medium',
      rating: null,
    });
    expect(summary.rating).toBeNull();
    expect(summary.dietaryTags).toEqual([]);
  });
});
