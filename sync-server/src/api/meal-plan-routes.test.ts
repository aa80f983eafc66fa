// /api/meal-plans against a real migrated PGlite: the entries of a date range and new entries.
import { mealPlanEntrySchema } from '@mise/domain/entities/meal-plan-entry';
import { recipeSchema } from '@mise/domain/entities/recipe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { expectBody, expectError, restClient } from '../testing/rest-client';
import { createTwoHouseholds, signInDevice } from '../testing/two-households';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const entries = z.array(mealPlanEntrySchema);

async function planner() {
  const api = restClient(t.app, await signInDevice(t.app));
  const plan = (body: Record<string, unknown>) =>
    expectBody(api.post('/api/meal-plans', body), 201, mealPlanEntrySchema);
  const week = (query: string) => expectBody(api.get(`/api/meal-plans?${query}`), 200, entries);
  return { api, plan, week };
}

describe('POST /api/meal-plans', () => {
  it('plans a meal in a slot with a server id and time', async () => {
    const { plan } = await planner();
    const entry = await plan({ date: '2030-03-03', mealType: 'lunch', recipeName: 'Garden Salad' });
    expect(entry).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      date: '2030-03-03',
      mealType: 'lunch',
      recipeName: 'Garden Salad',
      createdAt: t.clock.now().toISOString(),
    });
  });

  it('links a recipe the household can see, and refuses one it cannot (404)', async () => {
    const { a, b } = await createTwoHouseholds(t.app);
    const created = await restClient(t.app, b).post('/api/recipes', {
      name: 'Secret stew',
      cookTime: 60,
      ingredients: [{ name: 'Beans', amount: '1', unit: 'can' }],
      instructions: [{ step: 1, instruction: 'Simmer.' }],
    });
    const secret = await expectBody(created, 201, recipeSchema);
    const body = {
      date: '2030-03-03',
      mealType: 'dinner',
      recipeName: 'Stew',
      recipeId: secret.id,
    };
    await expectError(
      restClient(t.app, a).post('/api/meal-plans', body),
      404,
      'not_found',
      'There is no such recipe in your household or the community.',
    );
    const own = await restClient(t.app, b).post('/api/meal-plans', body);
    expect((await expectBody(own, 201, mealPlanEntrySchema)).recipeId).toBe(secret.id);
  });

  it.each([
    ['a plain date', '2030-03-03', '2030-03-03'],
    ['a timestamp in UTC (toISOString)', '2030-03-03T00:00:00.000Z', '2030-03-03'],
    [
      'a timestamp with an offset, by the day written in it',
      '2030-03-03T01:30:00+02:00',
      '2030-03-03',
    ],
    [
      'an evening west of Greenwich, already the 4th in UTC',
      '2030-03-03T21:00:00-05:00',
      '2030-03-03',
    ],
  ])('plans on the calendar day of %s', async (_form, date, day) => {
    const { plan, week } = await planner();
    const entry = await plan({ date, mealType: 'dinner', recipeName: 'Soup' });
    expect(entry.date).toBe(day);
    expect(await week(`startDate=${day}&endDate=${day}`)).toEqual([entry]);
  });

  it.each([
    [{ mealType: 'lunch', recipeName: 'Salad' }, 'Date is required'],
    [
      { date: '2030-02-30', mealType: 'lunch', recipeName: 'Salad' },
      'Date must be a date (YYYY-MM-DD) or an ISO date-time with a zone',
    ],
    [
      { date: 'next tuesday', mealType: 'lunch', recipeName: 'Salad' },
      'Date must be a date (YYYY-MM-DD) or an ISO date-time with a zone',
    ],
    [
      { date: '2030-03-03T12:00:00', mealType: 'lunch', recipeName: 'Salad' },
      'Date must be a date (YYYY-MM-DD) or an ISO date-time with a zone',
    ],
    [
      { date: '2030-03-03', mealType: 'brunch', recipeName: 'Salad' },
      'Meal type must be one of: breakfast, lunch, dinner',
    ],
    [{ date: '2030-03-03', mealType: 'lunch' }, 'Recipe name is required'],
  ])('refuses %j with 400 and the message “%s”', async (body, message) => {
    const { api } = await planner();
    await expectError(api.post('/api/meal-plans', body), 400, 'invalid_request', message);
  });
});

describe('GET /api/meal-plans?startDate=&endDate=', () => {
  it('lists the entries of the range, both ends included, by day then breakfast, lunch, dinner', async () => {
    const { plan, week } = await planner();
    const slot = (date: string, mealType: string) =>
      plan({ date, mealType, recipeName: `${date} ${mealType}` });
    await slot('2030-03-02', 'dinner'); // the day before
    const sundayDinner = await slot('2030-03-03', 'dinner');
    const sundayBreakfast = await slot('2030-03-03', 'breakfast');
    const saturdayLunch = await slot('2030-03-09', 'lunch');
    await slot('2030-03-10', 'breakfast'); // the day after
    expect(await week('startDate=2030-03-03&endDate=2030-03-09')).toEqual([
      sundayBreakfast,
      sundayDinner,
      saturdayLunch,
    ]);
    // Clients sending toISOString() get the same week.
    expect(
      await week('startDate=2030-03-03T00:00:00.000Z&endDate=2030-03-09T23:59:59.999Z'),
    ).toHaveLength(3);
  });

  it.each([
    ['endDate=2030-03-09', 'Start date is required'],
    ['startDate=2030-03-03', 'End date is required'],
    ['startDate=2030-03-09&endDate=2030-03-03', 'End date must not be before start date'],
    [
      'startDate=next-week&endDate=2030-03-09',
      'Start date must be a date (YYYY-MM-DD) or an ISO date-time with a zone',
    ],
  ])('refuses ?%s with 400 and the message “%s”', async (query, message) => {
    const { api } = await planner();
    await expectError(api.get(`/api/meal-plans?${query}`), 400, 'invalid_request', message);
  });
});
