/**
 * Test support for isolation tests of the data API: one row of every kind in a household,
 * created through the API, and a snapshot of everything the household stores, so a test can
 * prove that a request from another household neither revealed nor changed any of it.
 */
import { z } from 'zod';
import type { Queryable } from '../storage/database';
import { restClient } from './rest-client';
import type { RequestApp, TestDevice } from './two-households';

export interface HouseholdData {
  pantryItemId: string;
  /** Private: another household must never see it. */
  recipeId: string;
  sessionId: string;
  mealPlanId: string;
  groceryItemId: string;
  /** Words only this household's rows contain: a response carrying one leaked a row. */
  secrets: string[];
}

/** A valid POST /api/recipes body. */
export const RECIPE = {
  name: 'Bean stew',
  cookTime: 10,
  ingredients: [{ name: 'Beans', amount: '1', unit: 'can' }],
  instructions: [{ step: 1, instruction: 'Simmer.' }],
};

const created = z.object({ id: z.string() });

async function idOf(response: Promise<Response>): Promise<string> {
  const settled = await response;
  if (settled.status !== 201) throw new Error(`expected 201, got ${settled.status}`);
  return created.parse(await settled.json()).id;
}

export async function seedHouseholdData(
  app: RequestApp,
  device: TestDevice,
): Promise<HouseholdData> {
  const api = restClient(app, device);
  const secret = (what: string) => `${what}-${device.deviceId.slice(0, 8)}`;
  const pantryItemId = await idOf(
    api.post('/api/pantry', { name: secret('saffron'), category: 'pantry' }),
  );
  const recipeId = await idOf(
    api.post('/api/recipes', {
      ...RECIPE,
      name: secret('stew'),
      description: secret('family recipe'),
    }),
  );
  const sessionId = await idOf(api.post('/api/cooking/start', { recipeId }));
  const mealPlanId = await idOf(
    api.post('/api/meal-plans', {
      date: '2030-03-03',
      mealType: 'dinner',
      recipeName: secret('dinner'),
      recipeId,
    }),
  );
  const groceryItemId = await idOf(
    api.post('/api/grocery', { name: secret('truffle'), estimatedPrice: 9999, recipeId }),
  );
  await api.put('/api/preferences', { allergens: ['Sesame'] });
  await api.post(`/api/recipes/${recipeId}/favorite`);
  const ids = [pantryItemId, recipeId, sessionId, mealPlanId, groceryItemId];
  const words = ['saffron', 'stew', 'family recipe', 'dinner', 'truffle'].map(secret);
  return {
    pantryItemId,
    recipeId,
    sessionId,
    mealPlanId,
    groceryItemId,
    secrets: [...ids, ...words],
  };
}

/** Every row the household stores, tombstones and versions included, and its own version. */
export async function householdSnapshot(db: Queryable, householdId: string) {
  const household = await db.query('select version from households where id = $1', [householdId]);
  const rows = await db.query(
    `select collection, id, data, version, deleted from entities
     where household_id = $1 order by collection, id`,
    [householdId],
  );
  return { household, rows };
}
