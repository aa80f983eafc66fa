/**
 * What one server instance remembers (household reads, devices' households) on PostgreSQL with
 * another instance committing: a commit or a move made on one is heard by the other through
 * LISTEN/NOTIFY, and while the other cannot hear (its listener connection was cut) it serves
 * everything from the database until it hears again.
 */
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { EngineDatabase } from '../storage/database';
import { migrate } from '../storage/migrate';
import { postgresInSchemas } from '../storage/storage-test-engines';
import { type CacheNotice, type Pokes, postgresPokes } from '../sync/pokes';
import { restClient } from '../testing/rest-client';
import { type TestApp, createTestApp } from '../testing/test-app';
import { type TestDevice, joinDevice, signInDevice } from '../testing/two-households';

const url = process.env.TEST_DATABASE_URL;
const logger = pino({ level: 'silent' });
const named = z.array(z.object({ name: z.string() }));

/** Resolves when `pokes` hears a notice `matches` accepts; subscribe before acting. */
function heard(pokes: Pokes, matches: (notice: CacheNotice) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const stop = pokes.notices.subscribe((notice) => {
      if (!matches(notice)) return;
      stop();
      resolve();
    });
  });
}

const aboutHousehold = (device: TestDevice) => (notice: CacheNotice) =>
  notice.kind === 'household' && notice.householdId === device.householdId;

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe.skipIf(url === undefined)('two server instances on PostgreSQL', () => {
  const engine = postgresInSchemas(url);
  // The second instance's listener is told apart by name, so the test can cut it alone.
  const listenerName = `mise_reads_${crypto.randomUUID().slice(0, 8)}`;
  let db: EngineDatabase;
  let first: TestApp;
  let second: TestApp;
  let secondPokes: Pokes;

  beforeAll(async () => {
    ({ db } = await engine.create());
    await migrate(db);
    const named = new URL(url ?? '');
    named.searchParams.set('application_name', listenerName);
    secondPokes = await postgresPokes(named.toString(), logger);
    first = await createTestApp({ db, pokes: await postgresPokes(url ?? '', logger) });
    second = await createTestApp({ db, pokes: secondPokes });
  });
  afterAll(async () => {
    await Promise.all([first.pokes.close(), secondPokes.close()]);
    // Both close the shared database; closing twice is allowed.
    await first.close();
    await second.close();
    await engine.cleanup();
  });

  const pantryOn = async (server: TestApp, device: TestDevice) => {
    const response = await server.app.request('/api/pantry', { headers: device.headers });
    expect(response.status).toBe(200);
    return named.parse(await response.json()).map((item) => item.name);
  };

  it('serve a commit made on the other instance once its notice arrives', async () => {
    const device = await signInDevice(first.app);
    expect(await pantryOn(second, device)).toEqual([]);
    const notice = heard(secondPokes, aboutHousehold(device));
    await restClient(first.app, device).post('/api/pantry', { name: 'Milk', category: 'fridge' });
    await notice;
    expect(await pantryOn(second, device)).toEqual(['Milk']);
  });

  it('give a device that left on the other instance its new household, not the old one', async () => {
    const owner = await signInDevice(first.app);
    await restClient(first.app, owner).post('/api/pantry', { name: 'Saffron', category: 'pantry' });
    const member = await joinDevice(first.app, owner);
    expect(await pantryOn(second, member)).toEqual(['Saffron']);
    const moved = heard(secondPokes, (n) => n.kind === 'device' && n.deviceId === member.deviceId);
    const left = await first.app.request('/api/household/leave', {
      method: 'POST',
      headers: member.headers,
    });
    expect(left.status).toBe(200);
    await moved;
    expect(await pantryOn(second, member)).toEqual([]);
  });

  it('read from the database while the listener is cut, and remember again once it is back', async () => {
    const device = await signInDevice(first.app);
    const api = restClient(first.app, device);
    expect(await pantryOn(second, device)).toEqual([]);
    await db.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [listenerName],
    );
    await until(() => !secondPokes.notices.reliable);
    // Read while it cannot hear, then changed: the notice of the change goes nowhere.
    expect(await pantryOn(second, device)).toEqual([]);
    await api.post('/api/pantry', { name: 'Oats', category: 'pantry' });
    expect(await pantryOn(second, device)).toEqual(['Oats']);

    await until(() => secondPokes.notices.reliable);
    expect(await pantryOn(second, device)).toEqual(['Oats']);
    const notice = heard(secondPokes, aboutHousehold(device));
    first.clock.advance(1_000);
    await api.post('/api/pantry', { name: 'Rye', category: 'pantry' });
    await notice;
    expect(await pantryOn(second, device)).toEqual(['Oats', 'Rye']);
  });
});
