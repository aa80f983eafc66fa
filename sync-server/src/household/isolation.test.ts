// Isolation (issue: "data of one household is never readable or writable with another
// household's token"): every identity, household and data endpoint, called by a device of A
// that names B wherever the request has room for it (B's ids in paths and bodies), must
// neither reveal nor change B.
import { householdResponseSchema, inviteResponseSchema } from '@mise/domain/api/household';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECIPE, householdSnapshot, seedHouseholdData } from '../testing/household-data';
import type { HouseholdData } from '../testing/household-data';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { createTwoHouseholds, signInDevice } from '../testing/two-households';
import type { TestDevice } from '../testing/two-households';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = (device: TestDevice, body: unknown) => ({
  method: 'POST',
  headers: { ...device.headers, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const send = (device: TestDevice, method: string, path: string, body?: unknown) =>
  t.app.request(path, {
    method,
    headers: { ...device.headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Each endpoint as an attacker from A would call it, smuggling B's ids into the request. */
type Attack = (a: TestDevice, b: TestDevice, bData: HouseholdData) => Response | Promise<Response>;
const meal = { date: '2030-03-03', mealType: 'lunch', recipeName: 'x' };
/** Requests naming one of B's rows: each must answer 404, as for a row that does not exist. */
const namingBRows: [string, Attack][] = [
  [
    'PUT /api/pantry/{B’s}',
    (a, _, d) => send(a, 'PUT', `/api/pantry/${d.pantryItemId}`, { quantity: 9 }),
  ],
  ['DELETE /api/pantry/{B’s}', (a, _, d) => send(a, 'DELETE', `/api/pantry/${d.pantryItemId}`)],
  ['GET /api/recipes/{B’s}', (a, _, d) => send(a, 'GET', `/api/recipes/${d.recipeId}`)],
  [
    'PATCH /api/recipes/{B’s}/share',
    (a, _, d) => send(a, 'PATCH', `/api/recipes/${d.recipeId}/share`, { isShared: true }),
  ],
  [
    'POST /api/recipes/{B’s}/favorite',
    (a, _, d) => send(a, 'POST', `/api/recipes/${d.recipeId}/favorite`),
  ],
  [
    'PUT /api/cooking/session/{B’s}',
    (a, _, d) =>
      send(a, 'PUT', `/api/cooking/session/${d.sessionId}`, { currentStep: 3, isActive: false }),
  ],
  [
    'PUT /api/grocery/{B’s}',
    (a, _, d) => send(a, 'PUT', `/api/grocery/${d.groceryItemId}`, { completed: true }),
  ],
  [
    'POST /api/cooking/start with B’s recipe',
    (a, _, d) => send(a, 'POST', '/api/cooking/start', { recipeId: d.recipeId }),
  ],
  [
    'POST /api/meal-plans with B’s recipe',
    (a, _, d) => send(a, 'POST', '/api/meal-plans', { ...meal, recipeId: d.recipeId }),
  ],
  [
    'POST /api/grocery with B’s recipe',
    (a, _, d) =>
      send(a, 'POST', '/api/grocery', { name: 'x', estimatedPrice: 1, recipeId: d.recipeId }),
  ],
];
const reads = [
  '/api/pantry',
  '/api/recipes',
  '/api/recipes/my',
  '/api/recipes/shared?limit=100',
  '/api/recipes/quick',
  '/api/cooking/session',
  '/api/meal-plans?startDate=2030-03-01&endDate=2030-03-31',
  '/api/grocery',
  '/api/preferences',
];
const attacks: [string, Attack][] = [
  ['GET /api/household', (a) => t.app.request('/api/household', { headers: a.headers })],
  [
    'GET /api/household?householdId=B',
    (a, b) => t.app.request(`/api/household?householdId=${b.householdId}`, { headers: a.headers }),
  ],
  [
    'POST /api/household/invites naming B',
    (a, b) => t.app.request('/api/household/invites', json(a, { householdId: b.householdId })),
  ],
  [
    'POST /api/household/leave naming B’s device',
    (a, b) =>
      t.app.request(
        '/api/household/leave',
        json(a, { deviceId: b.deviceId, householdId: b.householdId }),
      ),
  ],
  [
    'POST /api/household/join with A’s own code, naming B',
    async (a, b) => {
      const created = await t.app.request('/api/household/invites', json(a, {}));
      const { code } = inviteResponseSchema.parse(await created.json());
      return t.app.request('/api/household/join', json(a, { code, householdId: b.householdId }));
    },
  ],
  [
    'POST /api/auth/refresh with A’s token',
    (a) => t.app.request('/api/auth/refresh', json(a, { refreshToken: a.refreshToken })),
  ],
  ...namingBRows,
  ...reads.map((path): [string, Attack] => [`GET ${path}`, (a) => send(a, 'GET', path)]),
  [
    'POST /api/pantry naming B',
    (a, b) =>
      send(a, 'POST', '/api/pantry', { name: 'x', category: 'fridge', householdId: b.householdId }),
  ],
  [
    'POST /api/recipes with B’s recipe id',
    (a, b, d) =>
      send(a, 'POST', '/api/recipes', { ...RECIPE, id: d.recipeId, householdId: b.householdId }),
  ],
  [
    'PUT /api/preferences naming B',
    (a, b) =>
      send(a, 'PUT', '/api/preferences', { skillLevel: 'beginner', householdId: b.householdId }),
  ],
];

async function householdOf(device: TestDevice) {
  const response = await t.app.request('/api/household', { headers: device.headers });
  return householdResponseSchema.parse(await response.json());
}

describe('a device of household A', () => {
  it.each(attacks)('%s: reveals nothing of B and changes nothing in B', async (_name, attack) => {
    const { a, b } = await createTwoHouseholds(t.app);
    const bData = await seedHouseholdData(t.app, b);
    const before = await householdOf(b);
    const dataBefore = await householdSnapshot(t.db, b.householdId);

    const response = await attack(a, b, bData);
    expect(response.status).toBeLessThan(500);
    const body = await response.text();
    for (const secret of [b.householdId, b.deviceId, ...bData.secrets]) {
      expect(body).not.toContain(secret);
    }
    expect(await householdOf(b)).toEqual(before);
    expect(await householdSnapshot(t.db, b.householdId)).toEqual(dataBefore);
  });

  it.each(namingBRows)('%s: answers 404, as for a row that does not exist', async (_, attack) => {
    const { a, b } = await createTwoHouseholds(t.app);
    const response = await attack(a, b, await seedHouseholdData(t.app, b));
    expect(response.status).toBe(404);
  });

  it('creates invites only to its own household, whatever the request names', async () => {
    const { a, b } = await createTwoHouseholds(t.app);
    const created = await t.app.request(
      '/api/household/invites',
      json(a, { householdId: b.householdId }),
    );
    const { code } = inviteResponseSchema.parse(await created.json());
    const newcomer = await signInDevice(t.app);
    await t.app.request('/api/household/join', json(newcomer, { code }));
    expect((await householdOf(newcomer)).id).toBe(a.householdId);
    expect((await householdOf(b)).deviceCount).toBe(1);
  });

  it('moves only itself when it leaves, never another device', async () => {
    const { a, a2, b } = await createTwoHouseholds(t.app);
    await t.app.request('/api/household/leave', json(a, { deviceId: a2.deviceId }));
    expect((await householdOf(a2)).id).toBe(a.householdId);
    expect((await householdOf(b)).id).toBe(b.householdId);
  });

  it('sees B only after joining B with an invite B created', async () => {
    const { a, b } = await createTwoHouseholds(t.app);
    expect((await householdOf(a)).id).not.toBe(b.householdId);
    const created = await t.app.request('/api/household/invites', json(b, {}));
    const { code } = inviteResponseSchema.parse(await created.json());
    await t.app.request('/api/household/join', json(a, { code }));
    expect((await householdOf(a)).id).toBe(b.householdId);
  });

  it('loses access to A at once when it leaves, with the same access token', async () => {
    const { a, a2 } = await createTwoHouseholds(t.app);
    await t.app.request('/api/household/leave', json(a2, {}));
    const seen = await householdOf(a2);
    expect(seen.id).not.toBe(a.householdId);
    expect(seen.deviceCount).toBe(1);
  });
});
