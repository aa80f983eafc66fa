// /api/pantry against a real migrated PGlite: list, create, partial update, delete, and the
// validation messages of the domain schemas.
import { pantryItemSchema } from '@mise/domain/entities/pantry-item';
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

const eggs = { name: 'Eggs', category: 'fridge', quantity: 12, unit: 'piece' };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function kitchen() {
  const device = await signInDevice(t.app);
  const api = restClient(t.app, device);
  const add = async (body: unknown) =>
    expectBody(api.post('/api/pantry', body), 201, pantryItemSchema);
  return { api, add };
}

describe('POST /api/pantry', () => {
  it('stores the item with a server id, the server time and the §3 defaults', async () => {
    const { add } = await kitchen();
    const item = await add({ name: ' Flour ', category: 'pantry', expirationDate: '' });
    expect(item).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      name: 'Flour',
      category: 'pantry',
      quantity: 1,
      unit: 'piece',
      addedAt: t.clock.now().toISOString(),
    });
  });

  it.each([
    [{ category: 'fridge' }, 'Name is required'],
    [{ name: '   ', category: 'fridge' }, 'Name is required'],
    [{ name: 'Eggs', category: 'garage' }, 'Category must be one of: fridge, freezer, pantry'],
    [{ name: 'Eggs', category: 'fridge', quantity: 0 }, 'Quantity must be at least 1'],
    [
      { name: 'Eggs', category: 'fridge', expirationDate: 'soon' },
      /Expiration date must be a date/,
    ],
  ])('refuses %j with 400 and the message “%s”', async (body, message) => {
    const { api } = await kitchen();
    await expectError(api.post('/api/pantry', body), 400, 'invalid_request', message);
  });
});

describe('GET /api/pantry', () => {
  it('lists the household’s items, from any of its devices, in the order they were added', async () => {
    const { a, a2, b } = await createTwoHouseholds(t.app);
    const first = await expectBody(
      restClient(t.app, a).post('/api/pantry', eggs),
      201,
      pantryItemSchema,
    );
    t.clock.advance(1000);
    const second = await expectBody(
      restClient(t.app, a2).post('/api/pantry', { name: 'Milk', category: 'fridge' }),
      201,
      pantryItemSchema,
    );
    const listed = await expectBody(
      restClient(t.app, a).get('/api/pantry'),
      200,
      z.array(pantryItemSchema),
    );
    expect(listed).toEqual([first, second]);
    expect(
      await expectBody(restClient(t.app, b).get('/api/pantry'), 200, z.array(z.unknown())),
    ).toEqual([]);
  });

  it('answers 401 without an access token', async () => {
    expect((await t.app.request('/api/pantry')).status).toBe(401);
  });
});

describe('PUT /api/pantry/{id}', () => {
  it('changes only the fields sent; null clears an optional one', async () => {
    const { api, add } = await kitchen();
    const milk = await add({ name: 'Milk', category: 'fridge', expirationDate: '2030-01-05' });
    const updated = await expectBody(
      api.put(`/api/pantry/${milk.id}`, { quantity: 2, expirationDate: null }),
      200,
      pantryItemSchema,
    );
    expect(updated).toEqual({ ...milk, quantity: 2, expirationDate: undefined });
    expect(updated).not.toHaveProperty('expirationDate');
  });

  it('refuses an empty change, an unknown field and a bad value with the schema’s message', async () => {
    const { api, add } = await kitchen();
    const { id } = await add(eggs);
    await expectError(
      api.put(`/api/pantry/${id}`, {}),
      400,
      'invalid_request',
      'Nothing to update',
    );
    await expectError(
      api.put(`/api/pantry/${id}`, { colour: 'red' }),
      400,
      'invalid_request',
      /colour/,
    );
    await expectError(
      api.put(`/api/pantry/${id}`, { quantity: 1.5 }),
      400,
      'invalid_request',
      'Quantity must be a whole number',
    );
  });

  it('answers 404 for an id the household does not have and 400 for one that is not a UUID', async () => {
    const { api } = await kitchen();
    const missing = 'There is no such item in your pantry.';
    await expectError(
      api.put(`/api/pantry/${UNKNOWN_ID}`, { quantity: 2 }),
      404,
      'not_found',
      missing,
    );
    await expectError(
      api.put('/api/pantry/eggs', { quantity: 2 }),
      400,
      'invalid_request',
      'Id must be a UUID',
    );
  });
});

describe('DELETE /api/pantry/{id}', () => {
  it('removes the item (204), and a second delete finds nothing (404)', async () => {
    const { api, add } = await kitchen();
    const { id } = await add(eggs);
    expect((await api.delete(`/api/pantry/${id}`)).status).toBe(204);
    expect(await expectBody(api.get('/api/pantry'), 200, z.array(z.unknown()))).toEqual([]);
    await expectError(
      api.delete(`/api/pantry/${id}`),
      404,
      'not_found',
      'There is no such item in your pantry.',
    );
  });
});
