// POST /api/recipes/generate against a real migrated PGlite: recipes composed from the
// household's own pantry under the four filters, answered but not stored; 422 with the
// generator's reason when nothing can be made; a configured model's recipe leads when it passes.
import { findIngredient } from '@mise/catalog/ingredients';
import { recipeGenerateResponseSchema } from '@mise/domain/api/recipes';
import { recipeSchema } from '@mise/domain/entities/recipe';
import { localIsoDate } from '@mise/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RecipeWriter } from '../assistant/openai-recipe-writer';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { expectBody, expectError, restClient } from '../testing/rest-client';
import { createTwoHouseholds, signInDevice } from '../testing/two-households';
import type { TestDevice } from '../testing/two-households';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PANTRY = ['spinach', 'chickpeas', 'eggs', 'cherry tomatoes', 'penne', 'rice', 'onion'];

async function stock(app: TestApp, device: TestDevice, items: readonly object[]) {
  for (const item of items) {
    const response = await restClient(app.app, device).post('/api/pantry', {
      category: 'pantry',
      ...item,
    });
    expect(response.status, await response.clone().text()).toBe(201);
  }
}

const generate = (app: TestApp, device: TestDevice, filters: object = {}) =>
  restClient(app.app, device).post('/api/recipes/generate', filters);

describe('POST /api/recipes/generate', () => {
  it('answers up to three recipes from the pantry, rated 4.8, and stores none of them', async () => {
    const device = await signInDevice(t.app);
    await stock(
      t,
      device,
      PANTRY.map((name) => ({ name })),
    );
    const recipes = await expectBody(generate(t, device), 200, recipeGenerateResponseSchema);
    expect(recipes.length).toBeGreaterThanOrEqual(1);
    expect(new Set(recipes.map((recipe) => recipe.id)).size).toBe(recipes.length);
    for (const recipe of recipes) {
      expect(recipe.rating).toBe(4.8);
      expect(recipe.isShared).toBe(false);
      expect(recipe.createdAt).toBe(t.clock.now().toISOString());
      // Made from what the household has, not from thin air.
      const stocked = new Set(PANTRY.map((name) => findIngredient(name)?.name));
      const names = recipe.ingredients.map((ingredient) => findIngredient(ingredient.name)?.name);
      expect(names.filter((name) => stocked.has(name)).length).toBeGreaterThanOrEqual(2);
    }
    const stored = await expectBody(
      restClient(t.app, device).get('/api/recipes'),
      200,
      z.array(recipeSchema),
    );
    expect(stored).toEqual([]);
  });

  it.each(['vegan', 'vegetarian', 'keto', 'paleo'] as const)(
    'never breaks a %s diet, and honours cook time, cuisine and difficulty',
    async (diet) => {
      const device = await signInDevice(t.app);
      await stock(
        t,
        device,
        [...PANTRY, 'chicken breast', 'cheddar', 'zucchini', 'carrots'].map((name) => ({ name })),
      );
      const response = generate(t, device, { dietaryRestrictions: [diet] });
      const recipes = await expectBody(response, 200, recipeGenerateResponseSchema);
      for (const recipe of recipes) expect(recipe.dietaryTags).toContain(diet);
      const vegan = await expectBody(
        generate(t, device, { dietaryRestrictions: ['vegan'], cuisine: 'asian' }),
        200,
        recipeGenerateResponseSchema,
      );
      for (const recipe of vegan) {
        expect(recipe.cuisine).toBe('asian');
        for (const { name } of recipe.ingredients) {
          expect(findIngredient(name)?.animal, name).toBeUndefined();
        }
      }
    },
  );

  it('keeps to the cook time and difficulty asked for', async () => {
    const device = await signInDevice(t.app);
    await stock(
      t,
      device,
      PANTRY.map((name) => ({ name })),
    );
    const recipes = await expectBody(
      generate(t, device, { cookTime: '15-30', difficulty: 'easy' }),
      200,
      recipeGenerateResponseSchema,
    );
    for (const recipe of recipes) {
      expect(recipe.cookTime).toBeGreaterThanOrEqual(15);
      expect(recipe.cookTime).toBeLessThanOrEqual(30);
      expect(recipe.difficulty).toBe('easy');
    }
  });

  it('holds every diet of the list at once', async () => {
    const device = await signInDevice(t.app);
    await stock(
      t,
      device,
      [
        'spinach',
        'zucchini',
        'broccoli',
        'tofu',
        'mushrooms',
        'avocado',
        'chicken breast',
        'rice',
      ].map((name) => ({ name })),
    );
    const recipes = await expectBody(
      generate(t, device, { dietaryRestrictions: ['vegan', 'keto'] }),
      200,
      recipeGenerateResponseSchema,
    );
    for (const recipe of recipes) {
      expect(recipe.dietaryTags).toEqual(expect.arrayContaining(['vegan', 'keto']));
    }
  });

  it('leaves out items already expired by the server’s clock', async () => {
    const device = await signInDevice(t.app);
    const yesterday = new Date(t.clock.now().getTime() - 2 * 86_400_000);
    await stock(t, device, [
      ...PANTRY.map((name) => ({ name })),
      { name: 'chicken breast', expirationDate: localIsoDate(yesterday) },
    ]);
    const recipes = await expectBody(generate(t, device), 200, recipeGenerateResponseSchema);
    for (const recipe of recipes) {
      expect(recipe.ingredients.map((ingredient) => ingredient.name)).not.toContain(
        'chicken breast',
      );
    }
  });

  it('cooks from the caller’s household only', async () => {
    const { a, b } = await createTwoHouseholds(t.app);
    await stock(
      t,
      b,
      PANTRY.map((name) => ({ name })),
    );
    await expectError(
      generate(t, a),
      422,
      'no_recipe',
      'None of the pantry items can be used under these filters.',
    );
  });

  it('answers 422 with the reason when the filters leave nothing to cook', async () => {
    const device = await signInDevice(t.app);
    await stock(t, device, [{ name: 'chicken breast' }, { name: 'salmon' }]);
    await expectError(
      generate(t, device, { dietaryRestrictions: ['vegan'] }),
      422,
      'no_recipe',
      'None of the pantry items can be used under these filters.',
    );
  });

  it.each([
    [{ dietaryRestrictions: ['carnivore'] }, 'Diet must be one of: vegetarian, vegan, keto, paleo'],
    [{ cookTime: 'under-10' }, /^Cook time must be one of/],
    [{ cuisine: 'martian' }, /^Cuisine must be one of/],
    [{ difficulty: 'extreme' }, /^Difficulty must be one of/],
  ])('refuses %j with 400', async (filters, message) => {
    const device = await signInDevice(t.app);
    await expectError(generate(t, device, filters), 400, 'invalid_request', message);
  });
});

describe('POST /api/recipes/generate with a language model', () => {
  let withModel: TestApp;
  const asked: Parameters<RecipeWriter>[0][] = [];
  let answer: RecipeWriter = () => Promise.reject(new Error('not set'));
  beforeAll(async () => {
    withModel = await createTestApp({
      recipeWriter: (input) => {
        asked.push(input);
        return answer(input);
      },
    });
  });
  afterAll(() => withModel.close());

  it('puts the model’s recipe first, then the built-in ones', async () => {
    const device = await signInDevice(withModel.app);
    await stock(
      withModel,
      device,
      PANTRY.map((name) => ({ name })),
    );
    answer = (input) =>
      Promise.resolve(
        recipeSchema.parse({
          id: input.id,
          name: 'Spinach and Chickpea Skillet',
          ingredients: [
            { name: 'spinach', amount: '2', unit: 'cups' },
            { name: 'chickpeas', amount: '1', unit: 'can' },
          ],
          instructions: [{ step: 1, instruction: 'Warm everything through.' }],
          cookTime: 15,
          difficulty: 'easy',
          rating: 4.8,
          createdAt: input.now,
        }),
      );
    const recipes = await expectBody(
      generate(withModel, device, { dietaryRestrictions: ['vegan'] }),
      200,
      recipeGenerateResponseSchema,
    );
    expect(recipes[0]?.name).toBe('Spinach and Chickpea Skillet');
    expect(recipes.length).toBeGreaterThan(1);
    expect(new Set(recipes.map((recipe) => recipe.id)).size).toBe(recipes.length);
    const request = asked.at(-1);
    expect(request?.diets).toEqual(['vegan']);
    // The same pantry the built-in generator sees: eggs are not vegan.
    expect(request?.stock.map((item) => item.entry.name).sort()).toEqual(
      PANTRY.filter((name) => name !== 'eggs')
        .map((name) => findIngredient(name)?.name)
        .sort(),
    );
  });

  it('serves the built-in recipes when the model fails', async () => {
    const device = await signInDevice(withModel.app);
    await stock(
      withModel,
      device,
      PANTRY.map((name) => ({ name })),
    );
    answer = () => Promise.reject(new Error('model down'));
    const recipes = await expectBody(
      generate(withModel, device),
      200,
      recipeGenerateResponseSchema,
    );
    expect(recipes.length).toBeGreaterThanOrEqual(1);
    expect(recipes[0]?.name).not.toBe('Spinach and Chickpea Skillet');
  });
});
