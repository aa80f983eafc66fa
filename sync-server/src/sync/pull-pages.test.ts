// Rule S16: a pull comes a page at a time, never splitting one push's rows, and acknowledges the
// puller's own writes only on the last page, where their rows are sure to have arrived.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../testing/test-app';
import { pullAs, pushAs } from '../testing/sync-requests';
import { type TestDevice, createTwoHouseholds } from '../testing/two-households';

const at = '2026-11-30T08:00:00.000Z';
let server: TestApp;
let a: TestDevice;
let a2: TestDevice;

beforeAll(async () => {
  server = await createTestApp({ pullPageRows: 3 });
  ({ a, a2 } = await createTwoHouseholds(server.app));
});
afterAll(async () => {
  await server.close();
});

let items = 0;
const groceryAdd = (id: number) => ({
  id,
  name: 'grocery.add',
  args: {
    id: `00000000-0000-4000-8000-${String(++items).padStart(12, '0')}`,
    name: `Item ${items}`,
    estimatedPrice: 100,
    createdAt: at,
  },
  createdAt: at,
});

async function push(device: TestDevice, clientId: string, mutations: unknown[]) {
  expect((await pushAs(server.app, device, clientId, mutations)).status).toBe(200);
}
const pull = (device: TestDevice, clientId: string, cursor: number, acked: number) =>
  pullAs(server.app, device, clientId, cursor, acked);

it('pages a pull at whole pushes, and acknowledges the puller’s writes on the last page', async () => {
  // Three pushes of two rows each: three versions.
  await push(a, 'a-pages', [groceryAdd(1), groceryAdd(2)]);
  await push(a, 'a-pages', [groceryAdd(3), groceryAdd(4)]);
  await push(a, 'a-pages', [groceryAdd(5), groceryAdd(6)]);

  const first = await pull(a, 'a-pages', 0, 0);
  // Three rows asked for; the second push's other row comes along rather than be split off.
  expect(first.changes.map((change) => change.id)).toHaveLength(4);
  expect(first).toMatchObject({ more: true, reset: true, lastMutationId: 0, errors: [] });

  const second = await pull(a, 'a-pages', first.cursor, first.lastMutationId);
  expect(second.changes).toHaveLength(2);
  expect(second.more).toBeUndefined();
  expect(second).toMatchObject({ reset: false, lastMutationId: 6 });
  expect(second.cursor).toBeGreaterThan(first.cursor);

  const ids = [...first.changes, ...second.changes].map((change) => change.id);
  expect(new Set(ids).size).toBe(6);
});

it('sends a row deleted between two pages as a tombstone on the next page', async () => {
  const first = await pull(a2, 'a2-pages', 0, 0);
  expect(first.more).toBe(true);
  const early = first.changes[0];
  if (!early) throw new Error('the first page is empty');
  await push(a, 'a-pages', [
    { id: 7, name: 'grocery.remove', args: { id: early.id }, createdAt: at },
  ]);
  let cursor = first.cursor;
  const later: string[] = [];
  for (;;) {
    const page = await pull(a2, 'a2-pages', cursor, 0);
    later.push(...page.changes.filter((change) => change.deleted).map((change) => change.id));
    cursor = page.cursor;
    if (!page.more) break;
  }
  expect(later).toContain(early.id);
});
