import { findIngredient } from '@mise/catalog/ingredients';
import { recipeSchema, type Recipe } from '@mise/domain/entities/recipe';
import { describe, expect, it } from 'vitest';
import { entryFitsDiet } from './diet';
import {
  generateDishes,
  generateRecipe,
  generateRecipes,
  type GenerateRecipeRequest,
  type GeneratorFilters,
} from './generate-recipe';
import { ASIAN } from './knowledge/flavour-bases';
import type { PantryItemInput } from './stock';

const ANY: GeneratorFilters = { diet: 'any', cookTime: 'any', cuisine: 'any', difficulty: 'any' };
const ASIAN_BASE_IDS = new RegExp(
  `^(${Object.values(ASIAN)
    .map((base) => base.id)
    .join('|')})$`,
);
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

  // §2's ranges, each starting where the one before ends: "under 15" is less than 15.
  it.each([
    ['under-15', 0, 14],
    ['15-30', 15, 29],
    ['30-60', 30, 60],
    ['over-60', 61, 999],
  ] as const)('fits a %s cook time', (cookTime, low, high) => {
    const recipe = recipeFor({ cookTime });
    expect(recipe.cookTime).toBeGreaterThanOrEqual(low);
    expect(recipe.cookTime).toBeLessThanOrEqual(high);
  });

  it.each(['italian', 'asian', 'mexican', 'mediterranean'] as const)('cooks %s', (cuisine) => {
    expect(recipeFor({ cuisine }).cuisine).toBe(cuisine);
  });

  // Rewritten for issue 26: the old test pinned one template's seasonings (soy and ginger on
  // anything Asian, basil on any Italian pasta); a dish now takes its cuisine's flavour base.
  it('seasons by cuisine: an Asian base for Asian dishes, garlic, olive oil and cheese on Italian pasta', () => {
    const asian = generateDishes(request({ cuisine: 'asian' }), 3);
    if (!('dishes' in asian)) throw new Error(asian.reason);
    for (const { why } of asian.dishes) expect(why.flavourBase.id).toMatch(ASIAN_BASE_IDS);
    const pasta = recipeFor({ cuisine: 'italian' }, [{ name: 'penne' }, { name: 'zucchini' }]);
    expect(pasta.ingredients.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['penne', 'zucchini', 'garlic', 'olive oil']),
    );
    expect(pasta.ingredients.some(({ name }) => findIngredient(name)?.parent === 'cheese')).toBe(
      true,
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

// Rewritten for issue 26: the old test pinned the six-egg frittata serving three. Now a dish
// serves what its family does (two for a stir-fry, four for a braise) and every amount is in
// proportion to that.
describe('servings', () => {
  const amountPerServing = (recipe: Recipe, name: string) => {
    const line = recipe.ingredients.find((ingredient) => ingredient.name === name);
    return line?.unit === 'g' ? Number(line.amount) / recipe.servings : undefined;
  };

  it('scales the mains to the servings: about the same chicken per plate for two or for four', () => {
    const pantry = [{ name: 'chicken thighs' }, { name: 'bell pepper' }, { name: 'mushrooms' }];
    // Of the recipes one press offers, the one made with the chicken.
    const withChicken = (filters: Partial<GeneratorFilters>) => {
      const recipes = generateRecipes(request(filters, pantry), 3);
      const recipe = recipes.find((each) => amountPerServing(each, 'chicken thighs') !== undefined);
      if (recipe === undefined)
        throw new Error(`no chicken in ${recipes.map((r) => r.name).join(', ')}`);
      return recipe;
    };
    const quick = withChicken({ cookTime: '15-30', cuisine: 'asian' });
    const slow = withChicken({ cookTime: 'over-60', cuisine: 'italian' });
    expect(slow.servings).toBeGreaterThan(quick.servings);
    const perPlate = [
      amountPerServing(quick, 'chicken thighs'),
      amountPerServing(slow, 'chicken thighs'),
    ];
    for (const grams of perPlate) {
      expect(grams).toBeGreaterThanOrEqual(120);
      expect(grams).toBeLessThanOrEqual(220);
    }
  });

  it('never asks for more than two eggs a plate', () => {
    const recipes = [1, 2, 3, 4, 5].flatMap((seed) => generateRecipes({ ...request({}), seed }, 6));
    for (const recipe of recipes) {
      const eggs = recipe.ingredients.find((row) => findIngredient(row.name)?.kind === 'egg');
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
