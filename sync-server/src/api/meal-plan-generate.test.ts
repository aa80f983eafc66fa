// POST /api/meal-plans/generate against a real migrated PGlite: the built-in planner over the
// household's data, its stored allergens always honoured, and the week's groceries listed.
import {
  mealPlanGenerateRequestSchema,
  mealPlanGenerateResponseSchema,
} from '@mise/domain/api/meal-plans';
import { ingredientAllergens } from '@mise/assistant/planner/allergens';
import { findSeedRecipe } from '@mise/catalog/recipes/index';
import { groceryItemSchema } from '@mise/domain/entities/grocery-item';
import { userPreferencesSchema } from '@mise/domain/entities/user-preferences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plannerPreferences } from '../assistant/plan-meals';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { apiErrorSchema, expectBody, restClient } from '../testing/rest-client';
import { signInDevice } from '../testing/two-households';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SUNDAY = '2030-03-03';

async function household() {
  const api = restClient(t.app, await signInDevice(t.app));
  const generate = (body: Record<string, unknown>) =>
    expectBody(api.post('/api/meal-plans/generate', body), 200, mealPlanGenerateResponseSchema);
  return { api, generate };
}

describe('POST /api/meal-plans/generate', () => {
  it('plans the empty slots of the week, each with a reason, and lists its groceries', async () => {
    const { api, generate } = await household();
    await api.post('/api/meal-plans', {
      date: SUNDAY,
      mealType: 'dinner',
      recipeName: 'Pizza night',
    });
    const { mealPlans, groceryItems } = await generate({ startDate: SUNDAY, days: 7 });

    expect(mealPlans).toHaveLength(20);
    expect(mealPlans.some((m) => m.date === SUNDAY && m.mealType === 'dinner')).toBe(false);
    expect(new Set(mealPlans.map((m) => m.recipeId)).size).toBe(20);
    for (const meal of mealPlans) {
      expect(meal.notes).toMatch(/\w/);
      expect(meal.date >= SUNDAY && meal.date <= '2030-03-09').toBe(true);
    }
    expect(groceryItems.length).toBeGreaterThan(0);
    for (const item of groceryItems) {
      expect(Number.isInteger(item.estimatedPrice)).toBe(true);
      expect(item.recipeId).toBeDefined();
    }
    const list = await expectBody(api.get('/api/grocery'), 200, z.array(groceryItemSchema));
    expect(list.map((item) => item.id).sort()).toEqual(groceryItems.map((i) => i.id).sort());

    // A second run finds nothing left to plan or to buy.
    const again = await generate({ startDate: SUNDAY, days: 7 });
    expect(again).toEqual({ mealPlans: [], groceryItems: [] });
  });

  it('never plans a recipe with an allergen the household avoids, whatever the request says', async () => {
    const { api, generate } = await household();
    await api.put('/api/preferences', { allergens: ['Eggs'] });
    // The spec's client sends neutral preferences: the stored allergen still applies.
    const { mealPlans } = await generate({
      startDate: SUNDAY,
      days: 7,
      preferences: { dietaryRestrictions: [], preferredCuisines: [] },
    });
    expect(mealPlans.length).toBeGreaterThan(0);
    for (const meal of mealPlans) {
      const recipe = findSeedRecipe(meal.recipeId ?? '');
      expect(recipe, meal.recipeName).toBeDefined();
      for (const ingredient of recipe?.ingredients ?? []) {
        expect(ingredientAllergens(ingredient.name).has('Eggs'), ingredient.name).toBe(false);
      }
    }
  });

  it('keeps to the asked days, and plans from the server’s today without a start date', async () => {
    const { generate } = await household();
    const three = await generate({ startDate: '2030-03-05', days: 3 });
    expect(new Set(three.mealPlans.map((m) => m.date))).toEqual(
      new Set(['2030-03-05', '2030-03-06', '2030-03-07']),
    );
    const today = t.clock.now().toISOString().slice(0, 10);
    const fromToday = await generate({ days: 1 });
    expect(fromToday.mealPlans.map((m) => m.date)).toEqual([today, today, today]);
  });

  it('plans each meal for the servings asked and buys for them (issue 22)', async () => {
    const day = { startDate: '2030-03-05', days: 1 };
    const asWritten = await (await household()).generate(day);
    const forTwelve = await (await household()).generate({ ...day, servings: 12 });

    expect(forTwelve.mealPlans.map((m) => m.recipeId)).toEqual(
      asWritten.mealPlans.map((m) => m.recipeId),
    );
    for (const meal of forTwelve.mealPlans) expect(meal.servings).toBe(12);
    for (const meal of asWritten.mealPlans) expect(meal).not.toHaveProperty('servings');
    // Every seed recipe serves fewer than 12, so a day for twelve costs more than one as written.
    const total = (items: readonly { estimatedPrice: number }[]) =>
      items.reduce((sum, item) => sum + item.estimatedPrice, 0);
    expect(total(forTwelve.groceryItems)).toBeGreaterThan(total(asWritten.groceryItems));
  });

  it('says what is wrong with servings it cannot plan for', async () => {
    const { api } = await household();
    const body = await expectBody(
      api.post('/api/meal-plans/generate', { servings: 0 }),
      400,
      apiErrorSchema,
    );
    expect(body.message).toContain('Servings must be at least 1');
  });
});

describe('plannerPreferences', () => {
  const stored = userPreferencesSchema.parse({
    id: 'preferences',
    updatedAt: '2030-03-01T00:00:00.000Z',
    skillLevel: 'beginner',
    dietaryRestrictions: ['Vegetarian'],
    preferredCuisines: ['Thai'],
    cookingTimePreference: 'quick',
  });
  // What the spec's client sends: the request schema's defaults.
  const asked = (preferences: Record<string, unknown> = {}) =>
    mealPlanGenerateRequestSchema.parse({ preferences }).preferences;

  it('keeps what the household stored when the request sends the neutral defaults', () => {
    expect(plannerPreferences(stored, asked())).toMatchObject({
      skillLevel: 'beginner',
      dietaryRestrictions: ['Vegetarian'],
      preferredCuisines: ['Thai'],
      cookingTimePreference: 'quick',
    });
  });

  it('narrows them with what the request asks beyond the defaults', () => {
    const narrower = asked({ dietaryRestrictions: ['Keto'], skillLevel: 'advanced' });
    expect(plannerPreferences(stored, narrower)).toMatchObject({
      skillLevel: 'advanced',
      dietaryRestrictions: ['Vegetarian', 'Keto'],
    });
  });
});
