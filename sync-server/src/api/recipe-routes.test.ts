// /api/recipes against a real migrated PGlite: own lists, one recipe, quick meals, create,
// share and favorite (the community list's paging and search: shared-recipes.test.ts).
import { quickRecipeSchema } from '@mise/domain/api/recipes';
import { favoriteSchema } from '@mise/domain/entities/favorite';
import { recipeSchema } from '@mise/domain/entities/recipe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { expectBody, expectError, pullAll, restClient } from '../testing/rest-client';
import { createTwoHouseholds, signInDevice } from '../testing/two-households';
import type { TestDevice } from '../testing/two-households';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NOT_FOUND = 'There is no such recipe in your household or the community.';

const omelette = {
  name: 'Omelette',
  description: 'Fluffy eggs',
  cuisine: 'american',
  difficulty: 'easy',
  cookTime: 10,
  ingredients: [{ name: 'Eggs', amount: '3', unit: 'piece' }],
  instructions: [{ step: 1, instruction: 'Whisk and cook.', duration: 5 }],
};

async function create(device: TestDevice, changes: Record<string, unknown> = {}) {
  const response = restClient(t.app, device).post('/api/recipes', { ...omelette, ...changes });
  return expectBody(response, 201, recipeSchema);
}

const recipeList = z.array(recipeSchema);

describe('POST /api/recipes', () => {
  it('stores the recipe with a server id and time, private unless asked to share', async () => {
    const device = await signInDevice(t.app);
    const recipe = await create(device, { dietaryTags: ['breakfast'] });
    expect(recipe).toEqual({
      ...omelette,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      // A client that sends no servings (as the spec's does) gets the default.
      servings: 4,
      dietaryTags: ['breakfast'],
      rating: 0,
      isShared: false,
      createdAt: t.clock.now().toISOString(),
    });
  });

  it('keeps the servings the client sends', async () => {
    const device = await signInDevice(t.app);
    expect((await create(device, { servings: 2 })).servings).toBe(2);
  });

  it('keeps the prep and cooking time the client states, and leaves them out otherwise', async () => {
    const device = await signInDevice(t.app);
    const split = await create(device, { cookTime: 50, timeSplit: { prep: 15, cook: 30 } });
    expect(split).toMatchObject({ cookTime: 50, timeSplit: { prep: 15, cook: 30 } });
    expect(await create(device, {})).not.toHaveProperty('timeSplit');
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ servings: 0 }, 'Servings must be at least 1'],
    [{ timeSplit: { prep: -1 } }, 'Prep time must be at least 0'],
    [{ ingredients: [] }, 'At least one ingredient is required'],
    [{ ingredients: [{ name: '', amount: '1', unit: 'cup' }] }, 'Ingredient name is required'],
    [{ ingredients: [{ name: 'Milk', amount: '', unit: 'cup' }] }, 'Amount is required'],
    [{ instructions: [] }, 'At least one instruction is required'],
    [{ instructions: [{ step: 1, instruction: ' ' }] }, 'Instruction is required'],
    [{ cuisine: 'martian' }, /^Cuisine must be one of: italian, american/],
    [{ difficulty: 'extreme' }, 'Difficulty must be one of: easy, medium, hard'],
  ])('refuses %j with 400 and the message “%s”', async (changes, message) => {
    const device = await signInDevice(t.app);
    const response = restClient(t.app, device).post('/api/recipes', { ...omelette, ...changes });
    await expectError(response, 400, 'invalid_request', message);
  });
});

describe('GET /api/recipes and /api/recipes/my', () => {
  it('list the household’s own recipes, newest first, and no other household’s', async () => {
    const { a, a2, b } = await createTwoHouseholds(t.app);
    const first = await create(a, { name: 'First' });
    t.clock.advance(1000);
    const second = await create(a2, { name: 'Second' });
    await create(b, { name: 'Theirs', isShared: true });
    for (const path of ['/api/recipes', '/api/recipes/my']) {
      const listed = await expectBody(restClient(t.app, a).get(path), 200, recipeList);
      expect(listed).toEqual([second, first]);
    }
  });
});

describe('GET /api/recipes/{id}', () => {
  it('returns an own recipe, shared or not, and another household’s shared one', async () => {
    const { a, b } = await createTwoHouseholds(t.app);
    const own = await create(a);
    const theirs = await create(b, { name: 'Community pie', isShared: true });
    const api = restClient(t.app, a);
    expect(await expectBody(api.get(`/api/recipes/${own.id}`), 200, recipeSchema)).toEqual(own);
    expect(await expectBody(api.get(`/api/recipes/${theirs.id}`), 200, recipeSchema)).toEqual(
      theirs,
    );
  });

  it('answers 404 for another household’s private recipe and for an unknown id', async () => {
    const { a, b } = await createTwoHouseholds(t.app);
    const secret = await create(b, { name: 'Secret sauce' });
    const api = restClient(t.app, a);
    await expectError(api.get(`/api/recipes/${secret.id}`), 404, 'not_found', NOT_FOUND);
    await expectError(api.get('/api/recipes/no-such-recipe'), 404, 'not_found', NOT_FOUND);
  });
});

describe('PATCH /api/recipes/{id}/share', () => {
  it('shares an own recipe once and for all', async () => {
    const device = await signInDevice(t.app);
    const recipe = await create(device);
    const api = restClient(t.app, device);
    const shared = await expectBody(
      api.patch(`/api/recipes/${recipe.id}/share`, { isShared: true }),
      200,
      recipeSchema,
    );
    expect(shared).toEqual({ ...recipe, isShared: true });
    await expectError(
      api.patch(`/api/recipes/${recipe.id}/share`, { isShared: false }),
      400,
      'invalid_request',
      'A recipe can only be shared, not unshared',
    );
  });

  it('answers 404 for a recipe of another household, even a shared one', async () => {
    const { a, b } = await createTwoHouseholds(t.app);
    const theirs = await create(b, { isShared: true });
    await expectError(
      restClient(t.app, a).patch(`/api/recipes/${theirs.id}/share`, { isShared: true }),
      404,
      'not_found',
      'There is no such recipe in your household: only your own recipes can be shared.',
    );
  });
});

describe('POST /api/recipes/{id}/favorite', () => {
  it('marks an own or a community recipe for the household, once', async () => {
    const { a, a2, b } = await createTwoHouseholds(t.app);
    const own = await create(a);
    const community = await create(b, { isShared: true });
    const api = restClient(t.app, a);
    const marked = await expectBody(
      api.post(`/api/recipes/${own.id}/favorite`),
      200,
      favoriteSchema,
    );
    expect(marked).toEqual({ id: own.id, createdAt: t.clock.now().toISOString() });
    t.clock.advance(1000);
    // Again: the first mark stays as it was.
    expect(
      await expectBody(api.post(`/api/recipes/${own.id}/favorite`), 200, favoriteSchema),
    ).toEqual(marked);
    await expectBody(api.post(`/api/recipes/${community.id}/favorite`), 200, favoriteSchema);
    const { changes } = await pullAll(t.app, a2);
    const favorites = changes.filter((change) => change.collection === 'favorites');
    expect(favorites.map((change) => change.id).sort()).toEqual([own.id, community.id].sort());
  });

  it('answers 404 for a recipe the household cannot see', async () => {
    const { a, b } = await createTwoHouseholds(t.app);
    const secret = await create(b);
    const api = restClient(t.app, a);
    await expectError(api.post(`/api/recipes/${secret.id}/favorite`), 404, 'not_found', NOT_FOUND);
    await expectError(api.post('/api/recipes/nothing/favorite'), 404, 'not_found', NOT_FOUND);
  });
});

describe('GET /api/recipes/quick', () => {
  it('lists own and community recipes of up to 15 minutes in the §7 quick shape', async () => {
    const { a, b } = await createTwoHouseholds(t.app);
    const ownQuick = await create(a, { name: 'Toast', cookTime: 5 });
    await create(a, { name: 'Stew', cookTime: 90 });
    const communityQuick = await create(b, { name: 'Smoothie', cookTime: 15, isShared: true });
    await create(b, { name: 'Private wrap', cookTime: 5 });
    const listed = await expectBody(
      restClient(t.app, a).get('/api/recipes/quick'),
      200,
      z.array(quickRecipeSchema.strict()),
    );
    const names = listed.map((meal) => meal.name);
    expect(names).toContain('Toast');
    expect(names).toContain('Smoothie');
    expect(names).not.toContain('Stew');
    expect(names).not.toContain('Private wrap');
    expect(listed.find((meal) => meal.id === ownQuick.id)).toEqual({
      id: ownQuick.id,
      name: 'Toast',
      description: 'Fluffy eggs',
      cookTime: 5,
      difficulty: 'easy',
      // Not rated yet (0): the quick-meal card default of §9.
      rating: 4.5,
      dietaryTags: [],
      servings: 4,
      ingredients: omelette.ingredients,
      instructions: omelette.instructions,
    });
    expect(listed.find((meal) => meal.id === communityQuick.id)?.cookTime).toBe(15);
  });

  it('lists only the community recipes when asked ?from=community', async () => {
    const { a, b } = await createTwoHouseholds(t.app);
    const toast = await create(a, { name: 'Toast', cookTime: 5 });
    const smoothie = await create(b, { name: 'Smoothie', cookTime: 15, isShared: true });
    const api = restClient(t.app, a);
    const quick = z.array(quickRecipeSchema.strict());
    const everything = await expectBody(api.get('/api/recipes/quick'), 200, quick);
    const community = await expectBody(api.get('/api/recipes/quick?from=community'), 200, quick);
    const ids = community.map((meal) => meal.id);
    expect(ids).toContain(smoothie.id);
    expect(ids).not.toContain(toast.id);
    // The same list without the household's own.
    expect(everything.filter((meal) => meal.id !== toast.id)).toEqual(community);
  });
});
