// The checks a model's recipe must pass before it is shown (ai-recipe.ts).
import { describe, expect, it } from 'vitest';
import { AiRecipeRefused, type AiRecipeRules, acceptAiRecipe } from './ai-recipe';

const rules = (changes: Partial<AiRecipeRules> = {}): AiRecipeRules => ({
  filters: { diet: 'any', cookTime: 'any', cuisine: 'any', difficulty: 'any' },
  diets: [],
  stockNames: new Set(['spinach', 'chickpea', 'penne']),
  id: 'r1',
  now: '2025-03-01T12:00:00.000Z',
  ...changes,
});

const recipe = {
  name: 'Chickpea Penne',
  cookTime: 25,
  difficulty: 'medium',
  cuisine: 'Italian',
  ingredients: [
    { name: 'penne', amount: 200, unit: 'g' },
    { name: 'chickpeas', amount: '1', unit: 'can' },
    { name: 'eggs', amount: '2', unit: '' },
  ],
  instructions: [{ instruction: 'Cook it all.', duration: 12.4 }],
};

const refusal = (answer: unknown, given: AiRecipeRules) => {
  try {
    acceptAiRecipe(answer, given);
  } catch (error) {
    if (error instanceof AiRecipeRefused) return error.message;
    throw error;
  }
  return undefined;
};

describe('acceptAiRecipe', () => {
  it('normalises a usable answer into a generated recipe', () => {
    expect(acceptAiRecipe(recipe, rules())).toMatchObject({
      id: 'r1',
      cuisine: 'italian',
      rating: 4.8,
      isShared: false,
      ingredients: [
        { name: 'penne', amount: '200', unit: 'g' },
        { name: 'chickpeas', amount: '1', unit: 'can' },
        { name: 'eggs', amount: '2', unit: 'piece' },
      ],
      instructions: [{ step: 1, instruction: 'Cook it all.', duration: 12 }],
      dietaryTags: ['vegetarian'],
    });
  });

  it('keeps the servings the model states, else the default 4', () => {
    expect(acceptAiRecipe({ ...recipe, servings: 2 }, rules()).servings).toBe(2);
    expect(acceptAiRecipe(recipe, rules()).servings).toBe(4);
    expect(acceptAiRecipe({ ...recipe, servings: null }, rules()).servings).toBe(4);
  });

  it('refuses what the filters or the diet rule out', () => {
    expect(refusal(recipe, rules({ diets: ['vegan'] }))).toBe('“eggs” is not proven vegan.');
    expect(refusal(recipe, rules({ filters: { ...rules().filters, cookTime: 'under-15' } }))).toBe(
      '25 min is outside under-15.',
    );
    expect(refusal(recipe, rules({ filters: { ...rules().filters, difficulty: 'hard' } }))).toBe(
      'It is medium, not hard.',
    );
    expect(refusal(recipe, rules({ filters: { ...rules().filters, cuisine: 'asian' } }))).toBe(
      'It is italian, not asian.',
    );
    expect(refusal(recipe, rules({ stockNames: new Set(['spinach', 'rice']) }))).toBe(
      'It does not cook from the pantry it was given.',
    );
    expect(refusal({ ...recipe, ingredients: [] }, rules())).toMatch(/^The answer is not a recipe/);
  });

  it('holds the model to the generator’s own ranges and bound on mains', () => {
    // "Under 15" is less than 15: 15 minutes starts the next range (issue 26).
    const quick = rules({ filters: { ...rules().filters, cookTime: 'under-15' } });
    expect(refusal({ ...recipe, cookTime: 15 }, quick)).toBe('15 min is outside under-15.');
    expect(refusal({ ...recipe, cookTime: 14 }, quick)).toBeUndefined();
    const pantry = ['chickpeas', 'spinach', 'zucchini', 'carrots', 'broccoli', 'mushrooms', 'kale'];
    const everything = pantry.map((name) => ({ name, amount: '1', unit: 'cup' }));
    expect(
      refusal({ ...recipe, ingredients: [...recipe.ingredients, ...everything] }, rules()),
    ).toMatch(/^It has 8 main ingredients/);
  });
});
