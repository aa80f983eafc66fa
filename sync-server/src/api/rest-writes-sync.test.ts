// "One truth" (ARCHITECTURE §4): every REST write of spec §7 runs a mutator in a transaction
// that bumps the household version, so the household's syncing devices are poked and pull
// the row; a refused write pokes nobody and leaves the version alone.
import { type CollectionName, PREFERENCES_ID } from '@mise/sync/collections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { pullAll, restClient } from '../testing/rest-client';
import type { RestClient } from '../testing/rest-client';
import { createTwoHouseholds } from '../testing/two-households';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const withId = z.object({ id: z.string() });
const idOf = async (response: Response | Promise<Response>) =>
  withId.parse(await (await response).clone().json()).id;
const recipe = {
  name: 'Porridge',
  cookTime: 10,
  ingredients: [{ name: 'Oats', amount: '1', unit: 'cup' }],
  instructions: [{ step: 1, instruction: 'Simmer.' }],
};
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const eggs = { name: 'Eggs', category: 'fridge' };
const milk = { name: 'Milk', estimatedPrice: 199 };
const dinner = { date: '2030-03-03', mealType: 'dinner', recipeName: 'Grilled Salmon' };

/** What a write needs first; its result is the id the write acts on. */
type Prepare = (api: RestClient) => Promise<string | undefined>;
const nothing: Prepare = () => Promise.resolve(undefined);
const pantryItem: Prepare = (api) => idOf(api.post('/api/pantry', eggs));
const ownRecipe: Prepare = (api) => idOf(api.post('/api/recipes', recipe));
const groceryItem: Prepare = (api) => idOf(api.post('/api/grocery', milk));
const session: Prepare = async (api) =>
  idOf(api.post('/api/cooking/start', { recipeId: await ownRecipe(api) }));

/** [call, collection written, preparation, the write given the prepared id] */
type WriteCase = [
  string,
  CollectionName,
  Prepare,
  (api: RestClient, id: string) => Promise<Response>,
];
const writes: WriteCase[] = [
  ['POST /api/pantry', 'pantryItems', nothing, (api) => api.post('/api/pantry', eggs)],
  [
    'PUT /api/pantry/{id}',
    'pantryItems',
    pantryItem,
    (api, id) => api.put(`/api/pantry/${id}`, { quantity: 6 }),
  ],
  [
    'DELETE /api/pantry/{id}',
    'pantryItems',
    pantryItem,
    (api, id) => api.delete(`/api/pantry/${id}`),
  ],
  ['POST /api/recipes', 'recipes', nothing, (api) => api.post('/api/recipes', recipe)],
  [
    'PATCH /api/recipes/{id}/share',
    'recipes',
    ownRecipe,
    (api, id) => api.patch(`/api/recipes/${id}/share`, { isShared: true }),
  ],
  [
    'POST /api/recipes/{id}/favorite',
    'favorites',
    ownRecipe,
    (api, id) => api.post(`/api/recipes/${id}/favorite`),
  ],
  [
    'POST /api/cooking/start',
    'cookingSessions',
    ownRecipe,
    (api, recipeId) => api.post('/api/cooking/start', { recipeId }),
  ],
  [
    'PUT /api/cooking/session/{id}',
    'cookingSessions',
    session,
    (api, id) => api.put(`/api/cooking/session/${id}`, { isActive: false }),
  ],
  [
    'POST /api/meal-plans',
    'mealPlanEntries',
    nothing,
    (api) => api.post('/api/meal-plans', dinner),
  ],
  ['POST /api/grocery', 'groceryItems', nothing, (api) => api.post('/api/grocery', milk)],
  [
    'PUT /api/grocery/{id}',
    'groceryItems',
    groceryItem,
    (api, id) => api.put(`/api/grocery/${id}`, { completed: true }),
  ],
  [
    'PUT /api/preferences',
    'preferences',
    nothing,
    (api) => api.put('/api/preferences', { measurementUnit: 'metric' }),
  ],
];
/** Creates answer the new row, whose id the preparation could not know. */
const writtenId = async (written: Response, prepared: string | undefined, collection: string) =>
  written.status === 201 ? idOf(written) : collection === 'preferences' ? PREFERENCES_ID : prepared;

const refused: [string, Prepare, (api: RestClient, id: string) => Promise<Response>][] = [
  ['400 invalid_request', nothing, (api) => api.post('/api/pantry', { category: 'fridge' })],
  ['404 not_found', nothing, (api) => api.put(`/api/grocery/${UNKNOWN_ID}`, { completed: true })],
  [
    '422 rejected',
    session,
    (api, id) => api.put(`/api/cooking/session/${id}`, { currentStep: null }),
  ],
];

/** Counts the pokes each household receives from now on. */
function countPokes(...householdIds: string[]) {
  const counts = new Map(householdIds.map((id) => [id, 0]));
  const stops = householdIds.map((id) =>
    t.pokes.subscribe(id, () => counts.set(id, (counts.get(id) ?? 0) + 1)),
  );
  return {
    of: (id: string) => counts.get(id),
    stop: () => stops.forEach((stop) => stop()),
  };
}

async function householdVersion(householdId: string): Promise<unknown> {
  const rows = await t.db.query('select version from households where id = $1', [householdId]);
  return rows[0]?.version;
}

describe('a REST write', () => {
  it.each(writes)(
    '%s pokes the household once and reaches its other device’s pull',
    async (_name, collection, prepare, write) => {
      const { a, a2, b } = await createTwoHouseholds(t.app);
      const api = restClient(t.app, a);
      const prepared = await prepare(api);
      const { cursor } = await pullAll(t.app, a2);
      const pokes = countPokes(a.householdId, b.householdId);
      const response = await write(api, prepared ?? '');
      pokes.stop();
      expect(response.status).toBeLessThan(300);
      expect(pokes.of(a.householdId)).toBe(1);
      expect(pokes.of(b.householdId)).toBe(0);

      const id = await writtenId(response, prepared, collection);
      const pulled = await pullAll(t.app, a2, cursor);
      expect(pulled.reset).toBe(cursor === 0);
      const change = pulled.changes.find((row) => row.collection === collection && row.id === id);
      if (response.status === 204) {
        expect(change).toEqual({ collection, id, deleted: true });
      } else {
        expect(change).toEqual({ collection, id, deleted: false, data: await response.json() });
      }
    },
  );

  it.each(refused)('answered %s pokes nobody and changes no version', async (_, prepare, write) => {
    const { a } = await createTwoHouseholds(t.app);
    const api = restClient(t.app, a);
    const prepared = await prepare(api);
    const before = await householdVersion(a.householdId);
    const pokes = countPokes(a.householdId);
    const response = await write(api, prepared ?? '');
    pokes.stop();
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(pokes.of(a.householdId)).toBe(0);
    expect(await householdVersion(a.householdId)).toBe(before);
  });
});
