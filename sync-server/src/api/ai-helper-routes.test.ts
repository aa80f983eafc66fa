// The six /api/ai helpers of spec §7 against a real migrated PGlite: each answers the product's
// call (a POST with a JSON content type and no body), takes an optional body that makes it
// useful, refuses a bad body with a 400 sentence and a missing token with a 401.
import { keepsRestrictions } from '@mise/assistant/planner/diets';
import { findIngredient } from '@mise/catalog/ingredients';
import { findSeedRecipe } from '@mise/catalog/recipes/index';
import {
  aiChefLeoRespondResponseSchema,
  aiGenerateMealPlanResponseSchema,
  aiGenerateRecipeResponseSchema,
  aiProcessIntentResponseSchema,
  aiProcessVoiceResponseSchema,
  aiScoutResponseSchema,
} from '@mise/domain/api/ai-helpers';
import { addDays } from '@mise/domain/dates';
import { recipeSchema } from '@mise/domain/entities/recipe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectBody, expectError, restClient } from '../testing/rest-client';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { type TestDevice, signInDevice } from '../testing/two-households';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HELPERS = [
  'chef-leo/respond',
  'generate-recipe',
  'process-intent',
  'process-voice',
  'scout/analyze',
  'generate-meal-plan',
] as const;
type Helper = (typeof HELPERS)[number];

/** A new household, and the ways a client can call a helper for it. */
async function household() {
  const device = await signInDevice(t.app);
  const api = restClient(t.app, device);
  return {
    device,
    api,
    /** The product's call (§7): JSON content type, no body at all. */
    bare: (helper: Helper) => send(device, helper, ''),
    call: (helper: Helper, body: unknown) => api.post(`/api/ai/${helper}`, body),
  };
}

function send(device: TestDevice, helper: Helper, body: string, type = 'application/json') {
  return t.app.request(`/api/ai/${helper}`, {
    method: 'POST',
    headers: { ...device.headers, 'content-type': type },
    body,
  });
}

async function stock(device: TestDevice, items: readonly object[]) {
  for (const item of items) {
    const response = await restClient(t.app, device).post('/api/pantry', {
      category: 'pantry',
      ...item,
    });
    expect(response.status, await response.clone().text()).toBe(201);
  }
}

/** A household cooking "Soft Scrambled Eggs", on its second step. */
async function cookingHousehold() {
  const home = await household();
  const recipe = await expectBody(
    home.api.post('/api/recipes', {
      name: 'Soft Scrambled Eggs',
      cookTime: 10,
      ingredients: [
        { name: 'egg', amount: '4', unit: 'piece' },
        { name: 'butter', amount: '1', unit: 'tbsp' },
      ],
      instructions: [
        { step: 1, instruction: 'Whisk the eggs with a pinch of salt.' },
        { step: 2, instruction: 'Melt the butter over low heat, then fold in the eggs.' },
      ],
    }),
    201,
    recipeSchema,
  );
  const session = await expectBody(
    home.api.post('/api/cooking/start', { recipeId: recipe.id }),
    201,
    z.object({ id: z.string() }),
  );
  await home.api.put(`/api/cooking/session/${session.id}`, { currentStep: 1 });
  return home;
}

/** The server's calendar day (UTC), which the helpers use when the body names none. */
const serverToday = () => t.clock.now().toISOString().slice(0, 10);

describe('every /api/ai helper', () => {
  it.each(HELPERS)('%s needs a device token (401 JSON)', async (helper) => {
    const response = await t.app.request(`/api/ai/${helper}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'unauthorized' });
  });

  it.each(HELPERS)(
    '%s refuses a body that is not JSON, or not JSON-typed (400)',
    async (helper) => {
      const { device } = await household();
      await expectError(
        send(device, helper, '{"command": '),
        400,
        'invalid_request',
        'The request body is not valid JSON.',
      );
      await expectError(
        send(device, helper, 'next step', 'text/plain'),
        400,
        'invalid_request',
        'Send the body as JSON (Content-Type: application/json), or send none.',
      );
      await expectError(send(device, helper, '[]'), 400, 'invalid_request', /expected object/i);
    },
  );
});

describe('POST /api/ai/chef-leo/respond', () => {
  it('greets with what Leo can do when called with no body outside a session', async () => {
    const { bare, call } = await household();
    const greeting = await expectBody(
      bare('chef-leo/respond'),
      200,
      aiChefLeoRespondResponseSchema,
    );
    expect(greeting.message).toMatch(/^Hi, I’m Chef Leo\./);
    expect(greeting.message).toMatch(/explain a technique/);
    const same = await expectBody(
      call('chef-leo/respond', {}),
      200,
      aiChefLeoRespondResponseSchema,
    );
    expect(same).toEqual(greeting);
  });

  it('talks the cook through the current step, and answers what they ask', async () => {
    const { bare, call } = await cookingHousehold();
    const step = await expectBody(bare('chef-leo/respond'), 200, aiChefLeoRespondResponseSchema);
    expect(step.message).toContain('Step 2 of 2: Melt the butter over low heat');
    const fold = await expectBody(
      call('chef-leo/respond', { userInput: 'What does fold mean?', context: 'cooking' }),
      200,
      aiChefLeoRespondResponseSchema,
    );
    expect(fold.message).toMatch(/fold/i);
    const first = await expectBody(
      call('chef-leo/respond', { userInput: 'where are we?', currentStep: 0 }),
      200,
      aiChefLeoRespondResponseSchema,
    );
    expect(first.message).toContain('step 1 of 2 of Soft Scrambled Eggs');
  });

  it('refuses a bad body with the schema’s sentence', async () => {
    const { call } = await household();
    await expectError(
      call('chef-leo/respond', { currentStep: -1 }),
      400,
      'invalid_request',
      'Current step must be at least 0',
    );
    await expectError(
      call('chef-leo/respond', { userInput: 42 }),
      400,
      'invalid_request',
      'User input must be text',
    );
  });
});

describe('POST /api/ai/generate-recipe', () => {
  const PANTRY = ['spinach', 'chickpeas', 'eggs', 'chicken breast', 'rice', 'onion', 'carrots'];

  it('composes recipes from the household’s pantry with no body, and keeps a vegan filter', async () => {
    const { device, bare, call } = await household();
    await stock(
      device,
      PANTRY.map((name) => ({ name })),
    );
    const any = await expectBody(bare('generate-recipe'), 200, aiGenerateRecipeResponseSchema);
    expect(any.length).toBeGreaterThanOrEqual(1);
    const vegan = await expectBody(
      call('generate-recipe', { dietaryRestrictions: ['vegan'] }),
      200,
      aiGenerateRecipeResponseSchema,
    );
    for (const recipe of vegan) {
      expect(recipe.dietaryTags).toContain('vegan');
      const names = recipe.ingredients.map((row) => findIngredient(row.name)?.name);
      expect(names).not.toContain(findIngredient('eggs')?.name);
      expect(names).not.toContain(findIngredient('chicken breast')?.name);
    }
  });

  it('cooks from the ingredients named instead of the pantry, and says why when it cannot', async () => {
    const { bare, call } = await household();
    await expectError(
      bare('generate-recipe'),
      422,
      'no_recipe',
      'None of the pantry items can be used under these filters.',
    );
    const named = ['tofu', 'rice', 'broccoli', 'carrots'];
    const recipes = await expectBody(
      call('generate-recipe', { ingredients: named }),
      200,
      aiGenerateRecipeResponseSchema,
    );
    const given = new Set(named.map((name) => findIngredient(name)?.name));
    for (const recipe of recipes) {
      const used = recipe.ingredients.filter((row) => given.has(findIngredient(row.name)?.name));
      expect(used.length).toBeGreaterThanOrEqual(2);
    }
  });

  it.each([
    [{ dietaryRestrictions: ['carnivore'] }, 'Diet must be one of: vegetarian, vegan, keto, paleo'],
    [{ cookTime: 'forever' }, 'Cook time must be one of: any, under-15, 15-30, 30-60, over-60'],
    [
      { ingredients: [] },
      'Name at least one ingredient, or leave ingredients out to cook from the pantry',
    ],
    [{ ingredients: 'rice' }, 'Ingredients must be a list of names'],
  ])('refuses %j with 400 “%s”', async (body, message) => {
    const { call } = await household();
    await expectError(call('generate-recipe', body), 400, 'invalid_request', message);
  });
});

describe('POST /api/ai/process-intent', () => {
  it('reads no words as the unknown intent, as the parser reads silence', async () => {
    const { bare, call } = await household();
    const silence = await expectBody(bare('process-intent'), 200, aiProcessIntentResponseSchema);
    expect(silence).toEqual({ intent: { kind: 'unknown' }, language: 'en' });
    expect(
      await expectBody(
        call('process-intent', { command: '  ' }),
        200,
        aiProcessIntentResponseSchema,
      ),
    ).toEqual(silence);
  });

  it.each([
    [{ command: 'set a timer for twelve minutes' }, { kind: 'setTimer', minutes: 12 }, 'en'],
    [
      { command: 'substitute the butter please' },
      { kind: 'substitute', ingredient: 'butter' },
      'en',
    ],
    [{ command: 'make it for six' }, { kind: 'adjustServing', servings: 6 }, 'en'],
    [{ command: 'what does fold mean?' }, { kind: 'explain', term: 'fold' }, 'en'],
    [{ command: 'siguiente', language: 'es' }, { kind: 'nextStep' }, 'es'],
    [{ command: 'Timer für zwölf Minuten' }, { kind: 'setTimer', minutes: 12 }, 'de'],
    [{ command: 'sing me a song' }, { kind: 'unknown' }, 'en'],
  ])('turns %j into its intent and slots', async (body, intent, language) => {
    const { call } = await household();
    const parsed = await expectBody(
      call('process-intent', body),
      200,
      aiProcessIntentResponseSchema,
    );
    expect(parsed).toEqual({ intent, language });
  });

  it.each([
    [{ command: 42 }, 'Command must be text'],
    [{ language: 'klingon' }, /^Language must be one of: en, es/],
  ])('refuses %j with 400', async (body, message) => {
    const { call } = await household();
    await expectError(call('process-intent', body), 400, 'invalid_request', message);
  });
});

describe('POST /api/ai/process-voice', () => {
  it('answers no command with what the cook can say, and no action', async () => {
    const { bare } = await household();
    const help = await expectBody(bare('process-voice'), 200, aiProcessVoiceResponseSchema);
    expect(help).toEqual({
      text: expect.stringMatching(/^I can help with: next step, repeat/) as unknown,
      emotion: 'warm',
      action: null,
    });
  });

  it('lets the interruption handler answer first, then the general one with its action', async () => {
    const { call } = await cookingHousehold();
    const voice = (body: object) =>
      expectBody(call('process-voice', body), 200, aiProcessVoiceResponseSchema);
    const where = await voice({ command: 'Where were we?' });
    expect(where.text).toContain('Melt the butter');
    expect(where.action).toBeNull();
    expect(await voice({ command: 'set a timer for an hour and a half' })).toMatchObject({
      action: { type: 'setTimer', duration: 90 },
    });
    const chef = await voice({
      command: 'siguiente',
      context: { currentRecipe: 'Soft Scrambled Eggs', currentStep: 0 },
      voiceSettings: { language: 'es', profile: 'michelin-chef' },
    });
    expect(chef).toMatchObject({ emotion: 'professional', action: { type: 'nextStep' } });
    // In the command's language and the profile's manner, on to the step after the one named.
    expect(chef.text).toBe(
      'Correcto. Paso 2 de 2: Melt the butter over low heat, then fold in the eggs.',
    );
  });

  it.each([
    [{ command: ['next'] }, 'Command must be text'],
    [{ context: { currentStep: -2 } }, 'Current step must be at least 0'],
    [{ voiceSettings: { mode: 'shouting' } }, /^Speaking style must be one of/],
  ])('refuses %j with 400', async (body, message) => {
    const { call } = await household();
    await expectError(call('process-voice', body), 400, 'invalid_request', message);
  });
});

describe('POST /api/ai/scout/analyze', () => {
  it('lists an item expiring tomorrow first, with its freshness, and what to cook', async () => {
    const { device, bare } = await household();
    const today = serverToday();
    await stock(device, [
      { name: 'Rice' },
      { name: 'Milk', expirationDate: addDays(today, 4) },
      { name: 'Spinach', expirationDate: addDays(today, 1) },
      { name: 'Eggs', expirationDate: addDays(today, 20) },
      { name: 'Onion' },
      { name: 'Butter' },
    ]);
    const scout = await expectBody(bare('scout/analyze'), 200, aiScoutResponseSchema);
    expect(scout.today).toBe(today);
    expect(
      scout.expiring.map(({ name, daysLeft, freshness, label }) => ({
        name,
        daysLeft,
        freshness,
        label,
      })),
    ).toEqual([
      { name: 'Spinach', daysLeft: 1, freshness: 25, label: '1 day' },
      { name: 'Milk', daysLeft: 4, freshness: 50, label: '4 days' },
    ]);
    expect(scout.summary).toMatch(/^Use soon: Spinach \(1 day\) and Milk \(4 days\)\./);
    expect(scout.useSoon.length).toBeGreaterThan(0);
    for (const recipe of scout.useSoon) expect(recipe.uses).toContain('Spinach');
    expect(scout.bestMatches).toHaveLength(5);
    const matches = scout.bestMatches.map((recipe) => recipe.match);
    expect(matches).toEqual([...matches].sort((a, b) => b - a));
    for (const match of scout.bestMatches) {
      // What is missing is what keeps the match under 100, from the recipe itself.
      expect(match.missing.length === 0).toBe(match.match === 100);
      const written = findSeedRecipe(match.id)?.ingredients.map((row) => row.name) ?? [];
      for (const name of match.missing) expect(written).toContain(name);
    }
  });

  it('takes the cook’s day and how many matches to list', async () => {
    const { device, call } = await household();
    await stock(device, [
      { name: 'Yoghurt', expirationDate: '2030-03-02' },
      { name: 'Spinach', expirationDate: '2030-03-04' },
      { name: 'Eggs' },
    ]);
    const scout = await expectBody(
      call('scout/analyze', { today: '2030-03-03T21:00:00-05:00', matches: 2 }),
      200,
      aiScoutResponseSchema,
    );
    expect(scout.today).toBe('2030-03-03');
    expect(scout.expiring.map(({ name, label }) => [name, label])).toEqual([
      ['Yoghurt', 'Expired'],
      ['Spinach', '1 day'],
    ]);
    expect(scout.summary).toMatch(/^Yoghurt is past its date\. Use soon: Spinach \(1 day\)\./);
    expect(scout.bestMatches).toHaveLength(2);
  });

  it('uses the household’s own recipes too', async () => {
    const { device, api, call } = await household();
    await stock(device, [{ name: 'Quinoa' }, { name: 'Kale' }]);
    await api.post('/api/recipes', {
      name: 'Green Quinoa Bowl',
      cookTime: 15,
      ingredients: [
        { name: 'quinoa', amount: '1', unit: 'cup' },
        { name: 'kale', amount: '2', unit: 'cup' },
      ],
      instructions: [{ step: 1, instruction: 'Cook the quinoa and wilt the kale in it.' }],
    });
    const scout = await expectBody(call('scout/analyze', {}), 200, aiScoutResponseSchema);
    expect(scout.bestMatches[0]).toMatchObject({
      name: 'Green Quinoa Bowl',
      match: 100,
      missing: [],
    });
    expect(scout.summary).toContain('You can make Green Quinoa Bowl with what you have.');
  });

  it.each([
    [{ today: 'tomorrow' }, 'Today must be a date (YYYY-MM-DD) or an ISO date-time with a zone'],
    [{ matches: 0 }, 'Matches must be at least 1'],
    [{ matches: 21 }, 'Matches must be at most 20'],
  ])('refuses %j with 400 “%s”', async (body, message) => {
    const { call } = await household();
    await expectError(call('scout/analyze', body), 400, 'invalid_request', message);
  });
});

describe('POST /api/ai/generate-meal-plan', () => {
  it('plans the next seven days from the server’s today with no body', async () => {
    const { api, bare } = await household();
    const { mealPlans, groceryItems } = await expectBody(
      bare('generate-meal-plan'),
      200,
      aiGenerateMealPlanResponseSchema,
    );
    const today = serverToday();
    expect(mealPlans).toHaveLength(21);
    for (const meal of mealPlans) {
      expect(meal.date >= today && meal.date <= addDays(today, 6)).toBe(true);
    }
    expect(groceryItems.length).toBeGreaterThan(0);
    const week = await api.get(`/api/meal-plans?startDate=${today}&endDate=${addDays(today, 6)}`);
    expect(((await week.json()) as unknown[]).length).toBe(21);
  });

  it('takes Auto-Plan’s days, start date (a timestamp too) and preferences', async () => {
    const { call } = await household();
    const { mealPlans } = await expectBody(
      call('generate-meal-plan', {
        startDate: '2030-03-03T00:00:00.000Z',
        days: 2,
        preferences: { dietaryRestrictions: ['Vegetarian'] },
      }),
      200,
      aiGenerateMealPlanResponseSchema,
    );
    expect(mealPlans.length).toBeGreaterThan(0);
    for (const meal of mealPlans) {
      expect(['2030-03-03', '2030-03-04']).toContain(meal.date);
      const recipe = findSeedRecipe(meal.recipeId ?? '');
      expect(recipe, meal.recipeName).toBeDefined();
      if (recipe) expect(keepsRestrictions(recipe, ['Vegetarian']), recipe.name).toBe(true);
    }
  });

  it.each([
    [{ days: 0 }, 'Days must be at least 1'],
    [{ days: 32 }, 'Days must be at most 31'],
    [{ preferences: { preferredCuisines: ['Martian'] } }, /^Preferred cuisine must be one of/],
  ])('refuses %j with 400', async (body, message) => {
    const { call } = await household();
    await expectError(call('generate-meal-plan', body), 400, 'invalid_request', message);
  });
});
