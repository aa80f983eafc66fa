// /api/household against a real migrated PGlite: summary, invites, join and leave.
import {
  householdChangeResponseSchema,
  householdResponseSchema,
  inviteResponseSchema,
} from '@mise/domain/api/household';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { joinDevice, signInDevice } from '../testing/two-households';
import type { TestDevice } from '../testing/two-households';
import { INVITE_TTL_MS } from './invite-code';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (path: string, device: TestDevice, body?: unknown) =>
  t.app.request(path, {
    method: 'POST',
    headers: { ...device.headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function household(device: TestDevice) {
  const response = await t.app.request('/api/household', { headers: device.headers });
  expect(response.status).toBe(200);
  return householdResponseSchema.parse(await response.json());
}

async function invite(device: TestDevice) {
  const response = await post('/api/household/invites', device);
  expect(response.status).toBe(201);
  return inviteResponseSchema.parse(await response.json());
}

async function addClient(device: TestDevice): Promise<string> {
  const clientId = `client-${device.deviceId}`;
  await t.db.query('insert into clients (id, household_id, device_id) values ($1, $2, $3)', [
    clientId,
    device.householdId,
    device.deviceId,
  ]);
  return clientId;
}

async function clientHousehold(clientId: string): Promise<unknown> {
  const rows = await t.db.query('select household_id from clients where id = $1', [clientId]);
  return rows[0]?.household_id;
}

describe('GET /api/household', () => {
  it('describes the caller’s household', async () => {
    const device = await signInDevice(t.app);
    expect(await household(device)).toEqual({
      id: device.householdId,
      deviceCount: 1,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
    });
  });

  it.each(['GET /api/household', 'POST /api/household/invites', 'POST /api/household/leave'])(
    '%s answers 401 without an access token',
    async (route) => {
      const [method, path] = route.split(' ');
      const response = await t.app.request(path ?? '', { method });
      expect(response.status).toBe(401);
    },
  );
});

describe('POST /api/household/invites', () => {
  it('returns an 8-character unambiguous code, its relative link and a 24-hour expiry', async () => {
    const device = await signInDevice(t.app);
    const created = await invite(device);
    expect(created.code).toMatch(/^[2-9A-HJKMNP-TV-Z]{8}$/);
    expect(created.url).toBe(`/settings?invite=${created.code}`);
    expect(Date.parse(created.expiresAt)).toBe(t.clock.now().getTime() + INVITE_TTL_MS);
  });

  it('hands out a different code each time', async () => {
    const device = await signInDevice(t.app);
    const codes = new Set(
      await Promise.all([invite(device), invite(device), invite(device)]).then((all) =>
        all.map((one) => one.code),
      ),
    );
    expect(codes.size).toBe(3);
  });
});

describe('POST /api/household/join', () => {
  it('moves the device and its sync clients into the invite’s household', async () => {
    const owner = await signInDevice(t.app);
    const joiner = await signInDevice(t.app);
    const clientId = await addClient(joiner);
    const { code } = await invite(owner);

    const response = await post('/api/household/join', joiner, { code });
    expect(response.status).toBe(200);
    expect(householdChangeResponseSchema.parse(await response.json())).toEqual({
      householdId: owner.householdId,
    });
    expect(await household(joiner)).toMatchObject({ id: owner.householdId, deviceCount: 2 });
    expect(await household(owner)).toMatchObject({ deviceCount: 2 });
    expect(await clientHousehold(clientId)).toBe(owner.householdId);
  });

  it('forgives lower case, spaces and a dash in the typed code', async () => {
    const owner = await signInDevice(t.app);
    const { code } = await invite(owner);
    const typed = ` ${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `;
    const joiner = await signInDevice(t.app);
    expect((await post('/api/household/join', joiner, { code: typed })).status).toBe(200);
  });

  it('lets several devices join with one code until it expires', async () => {
    const owner = await signInDevice(t.app);
    const second = await joinDevice(t.app, owner);
    const { code } = await invite(owner);
    const third = await signInDevice(t.app);
    expect((await post('/api/household/join', third, { code })).status).toBe(200);
    expect(await household(second)).toMatchObject({ deviceCount: 3 });
  });

  it('is a no-op 200 for the caller’s own household', async () => {
    const owner = await signInDevice(t.app);
    const { code } = await invite(owner);
    const response = await post('/api/household/join', owner, { code });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ householdId: owner.householdId });
    expect(await household(owner)).toMatchObject({ id: owner.householdId, deviceCount: 1 });
  });

  it.each([
    ['an unknown code', 'ABCDEFGH'],
    ['a code that cannot be ours', 'hello'],
  ])('answers 404 "not valid" for %s and leaves the device where it was', async (_l, code) => {
    const device = await signInDevice(t.app);
    const response = await post('/api/household/join', device, { code });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: 'invite_not_found',
      message: 'This invite code is not valid.',
    });
    expect(await household(device)).toMatchObject({ id: device.householdId });
  });

  it('answers 410 for an expired invite and leaves the device where it was', async () => {
    const owner = await signInDevice(t.app);
    const { code } = await invite(owner);
    t.clock.advance(INVITE_TTL_MS);
    const joiner = await signInDevice(t.app);
    const response = await post('/api/household/join', joiner, { code });
    expect(response.status).toBe(410);
    expect(await response.json()).toEqual({
      error: 'invite_expired',
      message: 'This invite has expired. Ask for a new one.',
    });
    expect(await household(joiner)).toMatchObject({ id: joiner.householdId });
  });

  it('answers 400 with a message when the code is missing', async () => {
    const device = await signInDevice(t.app);
    const response = await post('/api/household/join', device, {});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid_request',
      message: 'Invite code is required',
    });
  });
});

describe('POST /api/household/leave', () => {
  it('puts the device and its clients in a new empty household of their own', async () => {
    const owner = await signInDevice(t.app);
    const leaver = await joinDevice(t.app, owner);
    const clientId = await addClient(leaver);

    const response = await post('/api/household/leave', leaver);
    expect(response.status).toBe(200);
    const { householdId } = householdChangeResponseSchema.parse(await response.json());
    expect(householdId).not.toBe(owner.householdId);
    expect(await household(leaver)).toMatchObject({ id: householdId, deviceCount: 1 });
    expect(await household(owner)).toMatchObject({ id: owner.householdId, deviceCount: 1 });
    expect(await clientHousehold(clientId)).toBe(householdId);
  });
});
