/**
 * Household reads answered by the HTTP server before the app (issue 27), on every storage
 * engine, over a real socket as main.ts serves them: the same bytes and headers the app's
 * route gives, only for the household of a token known to be valid, 304s and coded copies.
 */
import { gunzipSync } from 'node:zlib';
import { type MockInstance, afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrate } from '../storage/migrate';
import { enginesUnderTest } from '../storage/storage-test-engines';
import { type ServedApp, serveWithSockets } from '../testing/live-sockets';
import { rawGet } from '../testing/raw-get';
import { restClient } from '../testing/rest-client';
import { type TestApp, createTestApp } from '../testing/test-app';
import { type TestDevice, signInDevice } from '../testing/two-households';

const engines = enginesUnderTest();

describe.each(engines)('reads answered before the app on $label', (engine) => {
  let server: TestApp;
  let served: ServedApp;
  let firstLook: MockInstance<TestApp['app']['answerFromMemory']>;

  beforeAll(async () => {
    const { db } = await engine.create();
    await migrate(db);
    server = await createTestApp({ db });
    firstLook = vi.spyOn(server.app, 'answerFromMemory');
    served = await serveWithSockets(server.app);
  });
  afterAll(async () => {
    await served.close();
    await server.close();
    await engine.cleanup();
  });

  /** A read over the socket, and whether the server answered it before the app. */
  async function read(device: TestDevice | undefined, headers: Record<string, string> = {}) {
    firstLook.mockClear();
    const {
      status,
      headers: answered,
      body,
    } = await rawGet(`${served.baseUrl}/api/pantry`, {
      ...device?.headers,
      ...headers,
    });
    return {
      status,
      headers: answered,
      body,
      fromMemory: firstLook.mock.results[0]?.value === true,
    };
  }
  const namesIn = (body: Buffer) =>
    (JSON.parse(body.toString('utf8')) as { name: string }[]).map((row) => row.name);

  it('answer the second read from memory, as the app answered the first', async () => {
    const cook = await signInDevice(server.app);
    await restClient(server.app, cook).post('/api/pantry', { name: 'Saffron', category: 'pantry' });
    const first = await read(cook);
    const second = await read(cook);
    expect([first.fromMemory, second.fromMemory]).toEqual([false, true]);
    expect(namesIn(second.body)).toEqual(['Saffron']);
    expect(second.body.equals(first.body)).toBe(true);
    const { date: _date, ...headers } = second.headers;
    expect(first.headers).toEqual({ ...headers, date: first.headers.date });

    const unchanged = await read(cook, { 'if-none-match': String(first.headers.etag) });
    expect(unchanged).toMatchObject({ fromMemory: true, status: 304 });
    expect(unchanged.body.byteLength).toBe(0);

    server.clock.advance(1_000);
    await restClient(server.app, cook).post('/api/pantry', { name: 'Cumin', category: 'pantry' });
    const changed = await read(cook);
    expect(changed.fromMemory).toBe(false);
    expect(namesIn(changed.body)).toEqual(['Saffron', 'Cumin']);
  });

  it('answer from memory only the household of a token known to be valid', async () => {
    const cook = await signInDevice(server.app);
    const neighbour = await signInDevice(server.app);
    await restClient(server.app, cook).post('/api/pantry', { name: 'Mace', category: 'pantry' });
    for (let round = 0; round < 2; round += 1) {
      expect(namesIn((await read(cook)).body)).toEqual(['Mace']);
      expect(namesIn((await read(neighbour)).body)).toEqual([]);
    }
    const forged = await read(undefined, { authorization: `${cook.headers.authorization}x` });
    expect(forged).toMatchObject({ fromMemory: false, status: 401 });
    expect((await read(undefined)).status).toBe(401);
  });

  it('answer a coded copy from memory once the app has made it', async () => {
    const cook = await signInDevice(server.app);
    const api = restClient(server.app, cook);
    // A list over the 1 KB below which nothing is coded.
    for (let n = 0; n < 20; n += 1)
      await api.post('/api/pantry', { name: `Spice ${n}`, category: 'pantry' });
    await read(cook);
    const gzip = { 'accept-encoding': 'gzip' };
    const made = await read(cook, gzip);
    const kept = await read(cook, gzip);
    expect([made.fromMemory, kept.fromMemory]).toEqual([false, true]);
    expect(kept.headers['content-encoding']).toBe('gzip');
    expect(namesIn(gunzipSync(kept.body))).toHaveLength(20);
  });
});
