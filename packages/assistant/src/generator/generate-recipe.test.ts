import { findIngredient } from '@mise/catalog/ingredients';
import { recipeSchema, type Recipe } from '@mise/domain/entities/recipe';
import { describe, expect, it } from 'vitest';
import { entryFitsDiet } from './diet';
import {
  generateRecipe,
  generateRecipes,
  type GenerateRecipeRequest,
  type GeneratorFilters,
} from './generate-recipe';
import type { PantryItemInput } from './stock';

const ANY: GeneratorFilters = { diet: 'any', cookTime: 'any', cuisine: 'any', difficulty: 'any' };
const PANTRY: PantryItemInput[] = [
  { name: 'spinach' },
  { name: 'chickpeas' },
  { name: 'eggs' },
  { name: 'cherry tomatoes' },
  { name: 'penne' },
  { name: 'rice' },
  { name: 'chicken breast' },
  { name: 'carrots' },
  { name: 'zucchini' },
  { name: 'onion' },
  { name: 'cheddar' },
];

function request(filters: Partial<GeneratorFilters>, pantry = PANTRY): GenerateRecipeRequest {
  return {
    pantry,
    filters: { ...ANY, ...filters },
    today: '2025-03-01',
    id: 'generated-1',
    now: '2025-03-01T12:00:00.000Z',
    seed: 7,
  };
}

function recipeFor(filters: Partial<GeneratorFilters>, pantry = PANTRY): Recipe {
  const result = generateRecipe(request(filters, pantry));
  if (!('recipe' in result)) throw new Error(result.reason);
  return recipeSchema.parse(result.recipe);
}

describe('generateRecipe', () => {
  it('returns a valid recipe stamped with the caller’s id and clock', () => {
    const recipe = recipeFor({});
    expect(recipe.id).toBe('generated-1');
    expect(recipe.createdAt).toBe('2025-03-01T12:00:00.000Z');
    expect(recipe.rating).toBe(4.8);
    expect(recipe.instructions.map((step) => step.step)).toEqual(
      recipe.instructions.map((_, index) => index + 1),
    );
  });

  it.each(['vegan', 'vegetarian', 'keto', 'paleo'] as const)('keeps to a %s diet', (diet) => {
    const recipe = recipeFor({ diet });
    for (const { name } of recipe.ingredients) {
      const entry = findIngredient(name);
      expect(entry && entryFitsDiet(entry, diet), name).toBe(true);
    }
    expect(recipe.dietaryTags).toContain(diet);
  });

  it('tags the diets the result satisfies, whatever was asked', () => {
    const recipe = recipeFor({}, [
      { name: 'chicken breast' },
      { name: 'spinach' },
      { name: 'kale' },
    ]);
    expect(recipe.dietaryTags).not.toContain('vegetarian');
    expect(recipe.dietaryTags).not.toContain('vegan');
  });

  it.each(['under-15', '15-30', '30-60', 'over-60'] as const)('fits a %s cook time', (cookTime) => {
    const recipe = recipeFor({ cookTime });
    const bounds = {
      'under-15': [0, 15],
      '15-30': [15, 30],
      '30-60': [30, 60],
      'over-60': [61, 999],
    };
    const [low = 0, high = 0] = bounds[cookTime];
    expect(recipe.cookTime).toBeGreaterThanOrEqual(low);
    expect(recipe.cookTime).toBeLessThanOrEqual(high);
  });

  it.each(['italian', 'asian', 'mexican', 'mediterranean'] as const)('cooks %s', (cuisine) => {
    expect(recipeFor({ cuisine }).cuisine).toBe(cuisine);
  });

  it('seasons by cuisine: soy sauce and ginger for asian, garlic, basil and parmesan for italian pasta', () => {
    const asian = recipeFor({ cuisine: 'asian' }).ingredients.map(({ name }) => name);
    expect(asian).toEqual(expect.arrayContaining(['soy sauce', 'ginger']));
    const pasta = recipeFor({ cuisine: 'italian' }, [{ name: 'penne' }, { name: 'zucchini' }]);
    expect(pasta.ingredients.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['penne', 'garlic', 'basil', 'parmesan']),
    );
    const veganPasta = recipeFor({ cuisine: 'italian', diet: 'vegan' }, [
      { name: 'penne' },
      { name: 'zucchini' },
    ]);
    expect(veganPasta.ingredients.map(({ name }) => name)).not.toContain('parmesan');
  });

  it.each(['easy', 'medium', 'hard'] as const)('honours %s difficulty', (difficulty) => {
    expect(recipeFor({ difficulty }).difficulty).toBe(difficulty);
  });

  it('uses the items that expire soonest', () => {
    const pantry = [
      { name: 'broccoli', expirationDate: '2025-03-20' },
      { name: 'kale', expirationDate: '2025-03-02' },
      { name: 'tofu', expirationDate: '2025-03-25' },
      { name: 'tempeh', expirationDate: '2025-03-03' },
      { name: 'mushrooms' },
    ];
    const recipe = recipeFor({ cuisine: 'asian' }, pantry);
    const names = recipe.ingredients.map(({ name }) => name);
    expect(names).toContain('kale');
    expect(names).toContain('tempeh');
    expect(names).not.toContain('tofu');
    expect(recipe.name).toMatch(/Kale|Tempeh/);
  });

  it('skips expired items and names it does not know', () => {
    const recipe = recipeFor({}, [
      { name: 'spinach', expirationDate: '2025-02-20' },
      { name: 'grandma’s relish' },
      { name: 'kale' },
      { name: 'carrot' },
    ]);
    const names = recipe.ingredients.map(({ name }) => name);
    expect(names).not.toContain('spinach');
    expect(names.every((name) => findIngredient(name) !== undefined)).toBe(true);
  });

  it('says why when nothing can be made', () => {
    const result = generateRecipe(
      request({ diet: 'vegan' }, [{ name: 'chicken' }, { name: 'eggs' }]),
    );
    expect('reason' in result && result.reason).toMatch(/pantry/);
  });

  it('is deterministic for a seed', () => {
    expect(generateRecipe(request({}))).toEqual(generateRecipe(request({})));
  });
});

describe('generateRecipes', () => {
  it('offers different recipes with distinct ids, different templates first', () => {
    const recipes = generateRecipes(request({}), 4);
    expect(recipes).toHaveLength(4);
    expect(new Set(recipes.map((recipe) => recipe.name)).size).toBe(4);
    expect(recipes.map((recipe) => recipe.id)).toEqual([
      'generated-1',
      'generated-1-2',
      'generated-1-3',
      'generated-1-4',
    ]);
  });
});

describe('servings', () => {
  it('says what the amounts feed: two, or three for a six-egg frittata', () => {
    const recipes = [1, 2, 3, 4, 5].flatMap((seed) => generateRecipes({ ...request({}), seed }, 6));
    const byKind = new Map(recipes.map((recipe) => [/Frittata$/.test(recipe.name), recipe]));
    expect(byKind.get(true)?.servings).toBe(3);
    expect(byKind.get(false)?.servings).toBe(2);
    for (const recipe of recipes) {
      const eggs = recipe.ingredients.find((row) => row.unit === 'large');
      // Never more than two eggs a plate, so the count scales sensibly in the cooking guide.
      if (eggs) expect(Number(eggs.amount) / recipe.servings).toBeLessThanOrEqual(2);
    }
  });
});

describe('recipe wording', () => {
  it('counts eggs in the name ("2 large eggs") and keeps the name a dictionary entry', () => {
    const eggy: PantryItemInput[] = [
      { name: 'eggs' },
      { name: 'spinach' },
      { name: 'onion' },
      { name: 'cheddar' },
    ];
    const eggs = generateRecipes(request({}, eggy), 3)
      .flatMap((recipe) => recipe.ingredients)
      .filter((ingredient) => ingredient.unit === 'large');
    expect(eggs.length).toBeGreaterThan(0);
    for (const egg of eggs) {
      if (Number(egg.amount) > 1) expect(egg.name).toMatch(/s$/);
      expect(findIngredient(egg.name)?.kind).toBe('egg');
    }
  });

  it('calls the high-heat skillet dish a fajita skillet in Mexican cooking, never a stir-fry', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      for (const recipe of generateRecipes({ ...request({ cuisine: 'mexican' }), seed }, 3)) {
        expect(`${recipe.name} ${recipe.description ?? ''}`).not.toMatch(/stir-fry/i);
      }
    }
  });
});
