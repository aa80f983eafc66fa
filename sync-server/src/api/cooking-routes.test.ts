// /api/cooking against a real migrated PGlite: start, the session in progress, step and finish.
import { cookingSessionResponseSchema } from '@mise/domain/api/cooking';
import { cookingSessionSchema } from '@mise/domain/entities/cooking-session';
import { recipeSchema } from '@mise/domain/entities/recipe';
import { SEED_RECIPES } from '@mise/catalog/recipes/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const NO_SESSION = 'There is no such cooking session in your household.';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function cook(device: TestDevice, isShared = false) {
  const api = restClient(t.app, device);
  const recipe = await expectBody(
    api.post('/api/recipes', {
      name: 'Pancakes',
      cookTime: 20,
      isShared,
      ingredients: [{ name: 'Flour', amount: '1', unit: 'cup' }],
      instructions: [
        { step: 1, instruction: 'Mix.' },
        { step: 2, instruction: 'Fry.' },
      ],
    }),
    201,
    recipeSchema,
  );
  const start = (recipeId = recipe.id) =>
    expectBody(api.post('/api/cooking/start', { recipeId }), 201, cookingSessionSchema);
  const current = () =>
    expectBody(api.get('/api/cooking/session'), 200, cookingSessionResponseSchema);
  return { api, recipe, start, current };
}

describe('POST /api/cooking/start', () => {
  it('starts at step 0 with the server time, and a second start puts the first aside', async () => {
    const { recipe, start, current } = await cook(await signInDevice(t.app));
    const first = await start();
    expect(first).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      recipeId: recipe.id,
      currentStep: 0,
      isActive: true,
      startedAt: t.clock.now().toISOString(),
    });
    expect(await current()).toEqual(first);
    t.clock.advance(1000);
    const second = await start();
    expect(await current()).toEqual(second);
  });

  it('starts scaled to the servings asked for, a whole number from 1', async () => {
    const { api, recipe } = await cook(await signInDevice(t.app));
    const started = await expectBody(
      api.post('/api/cooking/start', { recipeId: recipe.id, servings: 6 }),
      201,
      cookingSessionSchema,
    );
    expect(started.servings).toBe(6);
    await expectError(
      api.post('/api/cooking/start', { recipeId: recipe.id, servings: 0 }),
      400,
      'invalid_request',
      'Servings must be at least 1',
    );
  });

  it('cooks another household’s shared recipe, but not a private or unknown one', async () => {
    const { a, b } = await createTwoHouseholds(t.app);
    const community = await cook(b, true);
    const secret = await cook(b, false);
    const { start, api } = await cook(a);
    expect((await start(community.recipe.id)).recipeId).toBe(community.recipe.id);
    const notFound = 'There is no such recipe in your household or the community.';
    for (const recipeId of [secret.recipe.id, 'no-such-recipe']) {
      await expectError(api.post('/api/cooking/start', { recipeId }), 404, 'not_found', notFound);
    }
  });

  it('cooks a recipe of the shipped library, which every household can open by id', async () => {
    const [seed] = SEED_RECIPES;
    if (!seed) throw new Error('The library has recipes');
    const { start, api } = await cook(await signInDevice(t.app));
    expect((await start(seed.id)).recipeId).toBe(seed.id);
    const opened = await expectBody(api.get(`/api/recipes/${seed.id}`), 200, recipeSchema);
    expect(opened.instructions).toEqual(seed.instructions);
  });

  it('refuses a request without a recipe id with the schema’s message', async () => {
    const { api } = await cook(await signInDevice(t.app));
    await expectError(
      api.post('/api/cooking/start', {}),
      400,
      'invalid_request',
      'Recipe id is required',
    );
  });
});

describe('GET /api/cooking/session', () => {
  it('is null when nothing is being cooked', async () => {
    const { current } = await cook(await signInDevice(t.app));
    expect(await current()).toBeNull();
  });
});

describe('PUT /api/cooking/session/{sessionId}', () => {
  it('moves to a step, and isActive false finishes the session at the server time', async () => {
    const { api, start, current } = await cook(await signInDevice(t.app));
    const session = await start();
    const put = (body: unknown) =>
      expectBody(api.put(`/api/cooking/session/${session.id}`, body), 200, cookingSessionSchema);
    expect(await put({ currentStep: 1 })).toEqual({ ...session, currentStep: 1 });
    t.clock.advance(60_000);
    const finished = await put({ isActive: false });
    expect(finished).toEqual({
      ...session,
      currentStep: 1,
      isActive: false,
      completedAt: t.clock.now().toISOString(),
    });
    expect(await current()).toBeNull();
    // isActive true does not bring a finished session back.
    expect(await put({ isActive: true })).toEqual(finished);
  });

  it('applies a step and the finish sent together', async () => {
    const { api, start } = await cook(await signInDevice(t.app));
    const session = await start();
    const response = api.put(`/api/cooking/session/${session.id}`, {
      currentStep: 1,
      isActive: false,
    });
    expect(await expectBody(response, 200, cookingSessionSchema)).toMatchObject({
      currentStep: 1,
      isActive: false,
    });
  });

  it.each([
    [{}, 400, 'Send currentStep or isActive'],
    [{ currentStep: -1 }, 400, 'Current step must be at least 0'],
    [{ currentStep: 1, extra: true }, 400, /extra/],
    [{ currentStep: null }, 422, 'Current step must be a step number, not empty.'],
  ])('refuses %j with %i and the message “%s”', async (body, status, message) => {
    const { api, start } = await cook(await signInDevice(t.app));
    const session = await start();
    const response = api.put(`/api/cooking/session/${session.id}`, body);
    await expectError(response, status, status === 400 ? 'invalid_request' : 'rejected', message);
  });

  it('answers 404 for a session the household does not have and 400 for a malformed id', async () => {
    const { api } = await cook(await signInDevice(t.app));
    for (const body of [{ currentStep: 1 }, { isActive: true }]) {
      await expectError(
        api.put(`/api/cooking/session/${UNKNOWN_ID}`, body),
        404,
        'not_found',
        NO_SESSION,
      );
    }
    await expectError(
      api.put('/api/cooking/session/today', { currentStep: 1 }),
      400,
      'invalid_request',
      'Session id must be a UUID',
    );
  });
});
