/**
 * No conflict outcome is silent: a change dropped because another device deleted the row
 * (S12) and an add folded into the same thing another device had added (S15) are both said
 * to the device whose write it was, in the push's answer and in every pull until acknowledged.
 */
import { SYNC_SCHEMA_VERSION } from '@mise/sync/mutation';
import { type MutationError, pullResponseSchema, pushResponseSchema } from '@mise/sync/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../testing/test-app';
import { type TestDevice, createTwoHouseholds } from '../testing/two-households';

const at = '2026-11-22T08:00:00.000Z';
let server: TestApp;
let phone: TestDevice;
let tablet: TestDevice;

beforeAll(async () => {
  server = await createTestApp();
  ({ a: phone, a2: tablet } = await createTwoHouseholds(server.app));
});
afterAll(async () => {
  await server.close();
});

let ids = 0;
const newId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;
let clients = 0;

/** One sync client of a device, numbering its own mutations. */
function client(device: TestDevice) {
  const clientId = `notices-${++clients}`;
  let next = 0;
  return {
    clientId,
    async push(name: string, args: Record<string, unknown>): Promise<MutationError[]> {
      const response = await server.app.request('/api/sync/push', {
        method: 'POST',
        headers: { ...device.headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          schemaVersion: SYNC_SCHEMA_VERSION,
          clientId,
          mutations: [{ id: ++next, name, args, createdAt: at }],
        }),
      });
      expect(response.status).toBe(200);
      return pushResponseSchema.parse(await response.json()).errors;
    },
    async rows(collection: string) {
      const query = new URLSearchParams({ clientId, cursor: '0' });
      const response = await server.app.request(`/api/sync/pull?${query.toString()}`, {
        headers: device.headers,
      });
      const pull = pullResponseSchema.parse(await response.json());
      return {
        errors: pull.errors,
        rows: pull.changes.flatMap((change) =>
          change.collection === collection && !change.deleted ? [change.data] : [],
        ),
      };
    },
  };
}

const pantryItem = (name: string, extra: Record<string, unknown> = {}) => ({
  id: newId(),
  name,
  category: 'fridge',
  addedAt: at,
  ...extra,
});
const groceryLine = (name: string, extra: Record<string, unknown> = {}) => ({
  id: newId(),
  name,
  estimatedPrice: 299,
  createdAt: at,
  ...extra,
});

describe('S12: a change to a row another device deleted', () => {
  it('is dropped, and its device is told which item and why', async () => {
    const onPhone = client(phone);
    const onTablet = client(tablet);
    const milk = pantryItem('Whole milk');
    await onPhone.push('pantry.add', milk);
    await onTablet.push('pantry.remove', { id: milk.id });
    const said = await onPhone.push('pantry.update', { id: milk.id, changes: { quantity: 3 } });
    expect(said).toEqual([
      {
        mutationId: 2,
        name: 'pantry.update',
        message: 'Whole milk was deleted on another device, so this change was not kept.',
        kind: 'refused',
      },
    ]);
    // Said again by every pull until the device acknowledges it (S5).
    expect((await onPhone.rows('pantryItems')).errors.map((error) => error.message)).toEqual([
      'Whole milk was deleted on another device, so this change was not kept.',
    ]);
  });

  it('names a checked-off grocery line, and says nothing when a removal meets a removal', async () => {
    const onPhone = client(phone);
    const onTablet = client(tablet);
    const basil = groceryLine('Basil');
    await onPhone.push('grocery.add', basil);
    await onTablet.push('grocery.remove', { id: basil.id });
    expect(await onPhone.push('grocery.setCompleted', { id: basil.id, completed: true })).toEqual([
      expect.objectContaining({
        message: 'Basil was deleted on another device, so this change was not kept.',
      }),
    ]);
    expect(await onPhone.push('grocery.remove', { id: basil.id })).toEqual([]);
  });
});

describe('S15: two devices adding the same thing', () => {
  it('end with one grocery line of the larger amount, and the later device is told', async () => {
    const onPhone = client(phone);
    const onTablet = client(tablet);
    await onPhone.push('grocery.add', groceryLine('Oat milk', { quantity: 1, unit: 'carton' }));
    const said = await onTablet.push(
      'grocery.add',
      groceryLine(' oat MILK ', { quantity: 2, unit: 'cartons', estimatedPrice: 598 }),
    );
    expect(said).toEqual([
      {
        mutationId: 1,
        name: 'grocery.add',
        message: 'Oat milk was already on the list, so they are one line now.',
        kind: 'notice',
      },
    ]);
    const lines = (await onTablet.rows('groceryItems')).rows.filter((line) =>
      String(line.name).toLowerCase().includes('oat milk'),
    );
    expect(lines).toEqual([
      expect.objectContaining({ name: 'Oat milk', quantity: 2, estimatedPrice: 598 }),
    ]);
  });

  it('keep lines apart that a cook would: another unit, or one already bought', async () => {
    const onPhone = client(phone);
    await onPhone.push('grocery.add', groceryLine('Flour', { unit: 'kg' }));
    expect(await onPhone.push('grocery.add', groceryLine('Flour', { unit: 'bag' }))).toEqual([]);
    const bought = groceryLine('Lemons', { completed: true });
    await onPhone.push('grocery.add', bought);
    expect(await onPhone.push('grocery.add', groceryLine('Lemon'))).toEqual([]);
  });

  it('count a pantry item once, its amounts added up, unless it expires another day', async () => {
    const onPhone = client(phone);
    const onTablet = client(tablet);
    await onPhone.push('pantry.add', pantryItem('Eggs', { quantity: 6 }));
    const said = await onTablet.push('pantry.add', pantryItem('egg', { quantity: 12 }));
    expect(said.map(({ message, kind }) => ({ message, kind }))).toEqual([
      {
        message: 'Eggs was already in the pantry, so this was added to it: 18 piece in all.',
        kind: 'notice',
      },
    ]);
    await onTablet.push('pantry.add', pantryItem('Eggs', { expirationDate: '2026-12-24' }));
    const eggs = (await onTablet.rows('pantryItems')).rows.filter((item) =>
      String(item.name).toLowerCase().startsWith('egg'),
    );
    expect(eggs.map((item) => item.quantity).sort()).toEqual([1, 18]);
  });
});
