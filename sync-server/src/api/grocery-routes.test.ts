// /api/grocery against a real migrated PGlite: the list, a new line, checking a line off.
import { groceryItemSchema } from '@mise/domain/entities/grocery-item';
import { SAMPLE_GROCERY_ITEM } from '@mise/domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { expectBody, expectError, restClient } from '../testing/rest-client';
import { signInDevice } from '../testing/two-households';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function shopper() {
  const api = restClient(t.app, await signInDevice(t.app));
  const add = (body: Record<string, unknown>) =>
    expectBody(api.post('/api/grocery', body), 201, groceryItemSchema);
  return { api, add };
}

describe('POST /api/grocery', () => {
  it('adds a line with a server id and time, unchecked, quantity 1 piece by default', async () => {
    const { add } = await shopper();
    const item = await add({ name: 'Sample Item', estimatedPrice: 299 });
    expect(item).toEqual({
      ...SAMPLE_GROCERY_ITEM,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      completed: false,
      createdAt: t.clock.now().toISOString(),
    });
  });

  it.each([
    [{ estimatedPrice: 100 }, 'Name is required'],
    [{ name: 'Milk' }, 'Estimated price is required'],
    [{ name: 'Milk', estimatedPrice: 2.5 }, 'Estimated price must be a whole number'],
    [{ name: 'Milk', estimatedPrice: 100, quantity: 0 }, 'Quantity must be more than 0'],
  ])('refuses %j with 400 and the message “%s”', async (body, message) => {
    const { api } = await shopper();
    await expectError(api.post('/api/grocery', body), 400, 'invalid_request', message);
  });

  it('refuses a line for a recipe the household cannot see (404)', async () => {
    const { api } = await shopper();
    const body = { name: 'Milk', estimatedPrice: 100, recipeId: 'someone-elses' };
    await expectError(
      api.post('/api/grocery', body),
      404,
      'not_found',
      'There is no such recipe in your household or the community.',
    );
  });
});

describe('GET /api/grocery', () => {
  it('lists the household’s lines in the order they were added', async () => {
    const { api, add } = await shopper();
    const milk = await add({ name: 'Milk', estimatedPrice: 199 });
    t.clock.advance(1000);
    const bread = await add({ name: 'Bread', quantity: 0.5, unit: 'loaf', estimatedPrice: 350 });
    expect(await expectBody(api.get('/api/grocery'), 200, z.array(groceryItemSchema))).toEqual([
      milk,
      bread,
    ]);
  });
});

describe('PUT /api/grocery/{id}', () => {
  it('checks a line off and back on', async () => {
    const { api, add } = await shopper();
    const milk = await add({ name: 'Milk', estimatedPrice: 199 });
    const put = (completed: boolean) =>
      expectBody(api.put(`/api/grocery/${milk.id}`, { completed }), 200, groceryItemSchema);
    expect(await put(true)).toEqual({ ...milk, completed: true });
    expect(await put(false)).toEqual(milk);
  });

  it.each([
    [{}, 'Completed must be true or false'],
    [{ completed: 'yes' }, 'Completed must be true or false'],
    [{ completed: true, name: 'Oat milk' }, /name/],
  ])('refuses %j with 400 and the message “%s”', async (body, message) => {
    const { api, add } = await shopper();
    const { id } = await add({ name: 'Milk', estimatedPrice: 199 });
    await expectError(api.put(`/api/grocery/${id}`, body), 400, 'invalid_request', message);
  });

  it('answers 404 for a line the household does not have', async () => {
    const { api } = await shopper();
    await expectError(
      api.put(`/api/grocery/${UNKNOWN_ID}`, { completed: true }),
      404,
      'not_found',
      'There is no such item on your grocery list.',
    );
  });
});
