/**
 * Authentication from memory (issue 27) on every storage engine: a device that leaves or joins
 * a household reads its new household's data from its very next request, never the old one's,
 * even when its household was being looked up as it moved; tokens still expire on time; and
 * last_seen_at is still written once a minute.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { migrate } from '../storage/migrate';
import { enginesUnderTest } from '../storage/storage-test-engines';
import { type HeldQueries, holdingQueries } from '../testing/held-queries';
import { restClient } from '../testing/rest-client';
import { type TestApp, createTestApp } from '../testing/test-app';
import { type TestDevice, joinDevice, signInDevice } from '../testing/two-households';

const engines = enginesUnderTest();

const named = z.array(z.object({ name: z.string() }));
const householdSchema = z.object({ householdId: z.string() });

describe.each(engines)('cached authentication on $label', (engine) => {
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

  const pantry = async (device: TestDevice) => {
    const response = await server.app.request('/api/pantry', { headers: device.headers });
    expect(response.status).toBe(200);
    return named.parse(await response.json()).map((item) => item.name);
  };

  /** A household with a secret in its pantry, and a second device that joined it. */
  async function sharedKitchen() {
    const owner = await signInDevice(server.app);
    await restClient(server.app, owner).post('/api/pantry', {
      name: 'Saffron',
      category: 'pantry',
    });
    const member = await joinDevice(server.app, owner);
    expect(await pantry(member)).toEqual(['Saffron']);
    return { owner, member };
  }

  it('gives a device that left its new household at once, never the old one', async () => {
    const { member } = await sharedKitchen();
    const left = await server.app.request('/api/household/leave', {
      method: 'POST',
      headers: member.headers,
    });
    const { householdId } = householdSchema.parse(await left.json());
    expect(await pantry(member)).toEqual([]);
    const me = await server.app.request('/api/household', { headers: member.headers });
    expect(z.object({ id: z.string() }).parse(await me.json()).id).toBe(householdId);
  });

  it('gives a device that joined another household that one at once', async () => {
    const { member } = await sharedKitchen();
    const other = await signInDevice(server.app);
    await restClient(server.app, other).post('/api/pantry', { name: 'Basil', category: 'fridge' });
    expect(await pantry(other)).toEqual(['Basil']);
    const invite = await server.app.request('/api/household/invites', {
      method: 'POST',
      headers: other.headers,
    });
    const { code } = z.object({ code: z.string() }).parse(await invite.json());
    const joined = await server.app.request('/api/household/join', {
      method: 'POST',
      headers: { ...member.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    expect(joined.status).toBe(200);
    expect(await pantry(member)).toEqual(['Basil']);
  });

  it('does not keep a household read while the device was moving', async () => {
    const { member } = await sharedKitchen();
    // A new instance of the app: nothing remembered yet, so the next request looks it up.
    server.restartApp();
    const hold = held.holdNext(
      (sql, params) => sql.includes('from devices where id') && params[0] === member.deviceId,
    );
    const early = pantry(member);
    await hold.ran;
    const elsewhere = await signInDevice(server.app);
    await server.db.query('update devices set household_id = $2 where id = $1', [
      member.deviceId,
      elsewhere.householdId,
    ]);
    server.pokes.moveCommitted(member.deviceId);
    hold.release();
    // Begun before the move, it may still answer for the old household; the next may not.
    expect(await early).toEqual(['Saffron']);
    expect(await pantry(member)).toEqual([]);
  });

  it('still refuses a remembered token once it expires', async () => {
    const device = await signInDevice(server.app);
    expect(await pantry(device)).toEqual([]);
    server.clock.advance(15 * 60_000);
    const expired = await server.app.request('/api/pantry', { headers: device.headers });
    expect(expired.status).toBe(401);
  });

  it('records the device as seen at most once a minute', async () => {
    const device = await signInDevice(server.app);
    const lastSeen = async () => {
      const rows = await server.db.query('select last_seen_at from devices where id = $1', [
        device.deviceId,
      ]);
      return z.object({ last_seen_at: z.date() }).parse(rows[0]).last_seen_at.getTime();
    };
    const signedIn = await lastSeen();
    await pantry(device);
    expect(await lastSeen()).toBe(signedIn);
    server.clock.advance(60_000);
    await pantry(device);
    const seen = await lastSeen();
    expect(seen).toBe(server.clock.now().getTime());
    server.clock.advance(30_000);
    await pantry(device);
    expect(await lastSeen()).toBe(seen);
    server.clock.advance(30_000);
    await pantry(device);
    expect(await lastSeen()).toBe(server.clock.now().getTime());
  });
});
