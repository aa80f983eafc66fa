// POST /api/auth/anonymous and /api/auth/refresh against a real migrated PGlite, with a clock
// moved by hand instead of sleeping through token lifetimes.
import { deviceUserSchema } from '@mise/domain/api/household';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { signInDevice } from '../testing/two-households';
import { ACCESS_TOKEN_TTL_SECONDS, accessTokens } from './access-token';
import { REFRESH_TOKEN_TTL_MS } from './refresh-tokens';

const sessionSchema = z.strictObject({
  accessToken: z.string(),
  refreshToken: z.string(),
  user: deviceUserSchema.strict(),
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (refreshToken: unknown) =>
  t.app.request('/api/auth/refresh', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });

const getHousehold = (accessToken: string) =>
  t.app.request('/api/household', { headers: { authorization: `Bearer ${accessToken}` } });

describe('POST /api/auth/anonymous', () => {
  it('creates a device in a new household and returns tokens and the user', async () => {
    const response = await t.app.request('/api/auth/anonymous', { method: 'POST' });
    expect(response.status).toBe(201);
    const session = sessionSchema.parse(await response.json());
    expect(session.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const devices = await t.db.query('select household_id from devices where id = $1', [
      session.user.id,
    ]);
    expect(devices).toEqual([{ household_id: session.user.householdId }]);
  });

  it('stores only a hash of the refresh token', async () => {
    const device = await signInDevice(t.app);
    const rows = await t.db.query<{ token_hash: string }>(
      'select token_hash from refresh_tokens where device_id = $1',
      [device.deviceId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(device.refreshToken);
  });

  it('gives every sign-in its own device and household', async () => {
    const [one, two] = await Promise.all([signInDevice(t.app), signInDevice(t.app)]);
    expect(one.deviceId).not.toBe(two.deviceId);
    expect(one.householdId).not.toBe(two.householdId);
  });
});

describe('access tokens', () => {
  it('are accepted until they are 15 minutes old, then answered with 401', async () => {
    const device = await signInDevice(t.app);
    expect((await getHousehold(device.accessToken)).status).toBe(200);
    t.clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000 - 1000);
    expect((await getHousehold(device.accessToken)).status).toBe(200);
    t.clock.advance(1000);
    const expired = await getHousehold(device.accessToken);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({
      error: 'unauthorized',
      message: 'The access token is invalid or has expired.',
    });
  });

  it.each([
    ['garbage', () => Promise.resolve('not-a-token')],
    ["a real device's token signed with another secret", signedElsewhere],
    ['a refresh token', async () => (await signInDevice(t.app)).refreshToken],
  ])('answer 401 for %s', async (_label, token) => {
    const response = await getHousehold(await token());
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'unauthorized' });
  });
});

async function signedElsewhere(): Promise<string> {
  const device = await signInDevice(t.app);
  return accessTokens('another-secret-of-at-least-32-characters', t.clock.now).issue(
    device.deviceId,
  );
}

describe('a server restart', () => {
  it('keeps issued access and refresh tokens valid', async () => {
    const device = await signInDevice(t.app);
    t.restartApp();
    expect((await getHousehold(device.accessToken)).status).toBe(200);
    expect((await refresh(device.refreshToken)).status).toBe(200);
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates: returns a new access and refresh token for the same device', async () => {
    const device = await signInDevice(t.app);
    const response = await refresh(device.refreshToken);
    expect(response.status).toBe(200);
    const session = sessionSchema.parse(await response.json());
    expect(session.user).toEqual({ id: device.deviceId, householdId: device.householdId });
    expect(session.refreshToken).not.toBe(device.refreshToken);
    expect((await getHousehold(session.accessToken)).status).toBe(200);
    // The successor rotates in turn.
    expect((await refresh(session.refreshToken)).status).toBe(200);
  });

  it('revokes the whole family when a used token comes back, newest token included', async () => {
    const device = await signInDevice(t.app);
    const first = sessionSchema.parse(await (await refresh(device.refreshToken)).json());
    const second = sessionSchema.parse(await (await refresh(first.refreshToken)).json());

    const replay = await refresh(device.refreshToken);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ error: 'unauthorized', message: 'Session expired' });
    expect((await refresh(second.refreshToken)).status).toBe(401);
  });

  it('leaves other families of the same device alone when one is revoked', async () => {
    const device = await signInDevice(t.app);
    await refresh(device.refreshToken);
    await refresh(device.refreshToken);
    const other = await signInDevice(t.app);
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it('refuses a refresh token older than 90 days', async () => {
    const device = await signInDevice(t.app);
    t.clock.advance(REFRESH_TOKEN_TTL_MS);
    expect((await refresh(device.refreshToken)).status).toBe(401);
  });

  it.each([
    ['garbage', 'garbage'],
    ['a well-formed token never issued', 'A'.repeat(43)],
  ])('answers 401 for %s', async (_label, token) => {
    const response = await refresh(token);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'unauthorized', message: 'Session expired' });
  });

  it('answers 400 with a message when the refresh token is missing', async () => {
    const response = await refresh(undefined);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid_request',
      message: 'Refresh token is required',
    });
  });

  it('reports the household the device is in now, not the one it signed in to', async () => {
    const device = await signInDevice(t.app);
    const left = await t.app.request('/api/household/leave', {
      method: 'POST',
      headers: device.headers,
    });
    const { householdId } = z.object({ householdId: z.string() }).parse(await left.json());
    const session = sessionSchema.parse(await (await refresh(device.refreshToken)).json());
    expect(session.user.householdId).toBe(householdId);
  });
});
