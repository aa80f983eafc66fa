// The middleware every device route sits behind, tested on a one-route app of its own.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { requireDevice } from './require-device';
import type { DeviceEnv } from './require-device';

let t: TestApp;
let probe: Hono<DeviceEnv>;
beforeAll(async () => {
  t = await createTestApp();
  probe = new Hono<DeviceEnv>()
    .use(requireDevice(t.tokens))
    .get('/me', (c) => c.json(c.var.device));
});
afterAll(() => t.close());

const me = (authorization?: string) =>
  probe.request('/me', { headers: authorization === undefined ? {} : { authorization } });

async function lastSeenAt(deviceId: string): Promise<Date> {
  const rows = await t.db.query('select last_seen_at from devices where id = $1', [deviceId]);
  return z.object({ last_seen_at: z.date() }).parse(rows[0]).last_seen_at;
}

describe('requireDevice', () => {
  it('puts the device and its household on the context', async () => {
    const { accessToken, user } = await t.tokens.signInAnonymously();
    const response = await me(`Bearer ${accessToken}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deviceId: user.id, householdId: user.householdId });
  });

  it.each([
    ['no Authorization header', undefined],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['a bearer without a token', 'Bearer '],
  ])('answers 401 JSON with WWW-Authenticate for %s', async (_label, authorization) => {
    const response = await me(authorization);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response.json()).toEqual({
      error: 'unauthorized',
      message: 'Missing access token: send Authorization: Bearer <accessToken>.',
    });
  });

  it('reads the household at each request, so a move applies to tokens already issued', async () => {
    const { accessToken, user } = await t.tokens.signInAnonymously();
    const other = await t.tokens.signInAnonymously();
    await t.db.query('update devices set household_id = $2 where id = $1', [
      user.id,
      other.user.householdId,
    ]);
    const response = await me(`Bearer ${accessToken}`);
    expect(await response.json()).toEqual({
      deviceId: user.id,
      householdId: other.user.householdId,
    });
  });

  it('records the device as seen at most once a minute', async () => {
    const { accessToken, user } = await t.tokens.signInAnonymously();
    const signedInAt = await lastSeenAt(user.id);

    t.clock.advance(30_000);
    await me(`Bearer ${accessToken}`);
    expect(await lastSeenAt(user.id)).toEqual(signedInAt);

    t.clock.advance(31_000);
    await me(`Bearer ${accessToken}`);
    const touchedAt = await lastSeenAt(user.id);
    expect(touchedAt).toEqual(t.clock.now());

    t.clock.advance(59_000);
    await me(`Bearer ${accessToken}`);
    expect(await lastSeenAt(user.id)).toEqual(touchedAt);
  });
});
