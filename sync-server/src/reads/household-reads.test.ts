/**
 * Household reads served from memory (issue 27), on every storage engine: what a device reads
 * after any commit is that commit's result, whether it came by REST or by a sync push, and
 * whether or not a read was already on its way when it landed; ETags and compression as HTTP
 * clients expect them.
 */
import { gunzipSync } from 'node:zlib';
import { SYNC_SCHEMA_VERSION } from '@mise/sync/mutation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { migrate } from '../storage/migrate';
import { enginesUnderTest } from '../storage/storage-test-engines';
import { type HeldQueries, holdingQueries } from '../testing/held-queries';
import { restClient } from '../testing/rest-client';
import { type TestApp, createTestApp } from '../testing/test-app';
import { type TestDevice, signInDevice } from '../testing/two-households';

const engines = enginesUnderTest();

const named = z.array(z.object({ name: z.string() }));
const WEEK = '/api/meal-plans?startDate=2030-03-01&endDate=2030-03-07';

describe.each(engines)('household reads on $label', (engine) => {
  let server: TestApp;
  let held: HeldQueries;

  beforeAll(async () => {
    const { db } = await engine.create();
    await migrate(db);
    held = holdingQueries(db);
    server = await createTestApp({ db: held.db });
  });
  afterAll(async () => {
    await server.close();
    await engine.cleanup();
  });

  const get = (device: TestDevice, path: string, headers: Record<string, string> = {}) =>
    server.app.request(path, { headers: { ...device.headers, ...headers } });
  const names = async (device: TestDevice, path: string) => {
    const response = await get(device, path);
    expect(response.status).toBe(200);
    return named.parse(await response.json()).map((row) => row.name);
  };

  it('show a REST write in the next read of every list, cached before or not', async () => {
    const device = await signInDevice(server.app);
    const api = restClient(server.app, device);
    const lists = ['/api/pantry', '/api/recipes', '/api/recipes/my', '/api/grocery', WEEK];
    for (const path of lists) expect(await names(device, path)).toEqual([]);

    await api.post('/api/pantry', { name: 'Milk', category: 'fridge' });
    await api.post('/api/recipes', {
      name: 'Bean stew',
      cookTime: 10,
      ingredients: [{ name: 'Beans', amount: '1', unit: 'can' }],
      instructions: [{ step: 1, instruction: 'Simmer.' }],
    });
    await api.post('/api/grocery', { name: 'Bread', estimatedPrice: 250 });
    await api.post('/api/meal-plans', {
      date: '2030-03-03',
      mealType: 'dinner',
      recipeName: 'Soup',
    });

    expect(await names(device, '/api/pantry')).toEqual(['Milk']);
    expect(await names(device, '/api/recipes')).toEqual(['Bean stew']);
    expect(await names(device, '/api/recipes/my')).toEqual(['Bean stew']);
    expect(await names(device, '/api/grocery')).toEqual(['Bread']);
    const week = await get(device, WEEK);
    expect(z.array(z.object({ recipeName: z.string() })).parse(await week.json())).toEqual([
      { recipeName: 'Soup' },
    ]);

    const preferences = z.object({ allergens: z.array(z.string()) });
    const before = preferences.parse(await (await get(device, '/api/preferences')).json());
    expect(before.allergens).toEqual([]);
    await api.put('/api/preferences', { allergens: ['Sesame'] });
    const after = preferences.parse(await (await get(device, '/api/preferences')).json());
    expect(after.allergens).toEqual(['Sesame']);
    await api.put('/api/preferences', { allergens: ['Peanuts'] });
    const again = preferences.parse(await (await get(device, '/api/preferences')).json());
    expect(again.allergens).toEqual(['Peanuts']);
  });

  it('show a sync push in the next read', async () => {
    const device = await signInDevice(server.app);
    expect(await names(device, '/api/pantry')).toEqual([]);
    const at = server.clock.now().toISOString();
    const pushed = await server.app.request('/api/sync/push', {
      method: 'POST',
      headers: { ...device.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        schemaVersion: SYNC_SCHEMA_VERSION,
        clientId: `reads-${device.deviceId}`,
        mutations: [
          {
            id: 1,
            name: 'pantry.add',
            args: { id: crypto.randomUUID(), name: 'Eggs', category: 'fridge', addedAt: at },
            createdAt: at,
          },
        ],
      }),
    });
    expect(pushed.status).toBe(200);
    expect(await names(device, '/api/pantry')).toEqual(['Eggs']);
  });

  it('answer 304 to the ETag they gave until the list changes, then 200 with a new one', async () => {
    const device = await signInDevice(server.app);
    const first = await get(device, '/api/pantry');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');

    const unchanged = await get(device, '/api/pantry', { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect(unchanged.headers.get('content-type')).toBeNull();

    await restClient(server.app, device).post('/api/pantry', { name: 'Salt', category: 'pantry' });
    const changed = await get(device, '/api/pantry', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(named.parse(await changed.json()).map((row) => row.name)).toEqual(['Salt']);
  });

  it('do not keep a list read before a commit that was announced while it was on its way', async () => {
    const device = await signInDevice(server.app);
    const api = restClient(server.app, device);
    await api.post('/api/pantry', { name: 'Flour', category: 'pantry' });
    // The read runs its query, then waits with the rows of before the write.
    const hold = held.holdNext(
      (sql, params) => sql.includes('from entities') && params[1] === 'pantryItems',
    );
    const early = get(device, '/api/pantry');
    await hold.ran;
    server.clock.advance(1_000);
    await api.post('/api/pantry', { name: 'Sugar', category: 'pantry' });
    hold.release();
    // It began before the write, so it may answer without it, but that answer is not kept.
    expect(named.parse(await (await early).json()).map((row) => row.name)).toEqual(['Flour']);
    expect(await names(device, '/api/pantry')).toEqual(['Flour', 'Sugar']);
  });

  it('answer from memory only the household of a token known to be valid', async () => {
    const cook = await signInDevice(server.app);
    const neighbour = await signInDevice(server.app);
    await restClient(server.app, cook).post('/api/pantry', { name: 'Saffron', category: 'pantry' });
    // Twice each: the second read of each is answered before the routes run.
    for (let read = 0; read < 2; read += 1) {
      expect(await names(cook, '/api/pantry')).toEqual(['Saffron']);
      expect(await names(neighbour, '/api/pantry')).toEqual([]);
    }
    const forged = { authorization: `${cook.headers.authorization}x` };
    expect((await server.app.request('/api/pantry', { headers: forged })).status).toBe(401);
    expect((await server.app.request('/api/pantry')).status).toBe(401);
  });

  it('carry the security headers every other answer carries', async () => {
    const device = await signInDevice(server.app);
    const other = await server.app.request('/api/household', { headers: device.headers });
    const read = await get(device, '/api/pantry');
    const unchanged = await get(device, '/api/pantry', {
      'if-none-match': read.headers.get('etag') ?? '',
    });
    const names = [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'cross-origin-resource-policy',
      'strict-transport-security',
    ];
    for (const name of names) {
      expect(other.headers.get(name)).toBeTruthy();
      expect(read.headers.get(name)).toBe(other.headers.get(name));
      expect(unchanged.headers.get(name)).toBe(other.headers.get(name));
    }
  });

  it('compress a large list once when asked, and leave a small one as it is', async () => {
    const device = await signInDevice(server.app);
    const api = restClient(server.app, device);
    const small = await get(device, '/api/pantry', { 'accept-encoding': 'gzip' });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toContain('Accept-Encoding');
    for (let n = 0; n < 20; n += 1) {
      await api.post('/api/pantry', { name: `Spice number ${n}`, category: 'pantry' });
    }
    const plain = Buffer.from(await (await get(device, '/api/pantry')).arrayBuffer());
    expect(plain.byteLength).toBeGreaterThan(1024);

    for (let request = 0; request < 2; request += 1) {
      const gzipped = await get(device, '/api/pantry', { 'accept-encoding': 'gzip' });
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
      expect(gzipped.headers.get('vary')).toContain('Accept-Encoding');
      const bytes = Buffer.from(await gzipped.arrayBuffer());
      // Compressed exactly once, not again by the app's compression middleware.
      expect(gunzipSync(bytes).equals(plain)).toBe(true);
    }
    const brotli = await get(device, '/api/pantry', { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
  });
});
