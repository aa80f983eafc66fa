// /api/household against a real migrated PGlite: summary, invites, join and leave.
import {
  householdChangeResponseSchema,
  householdResponseSchema,
  inviteResponseSchema,
  openInvitesResponseSchema,
} from '@mise/domain/api/household';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { joinDevice, refreshDevice, signInDevice } from '../testing/two-households';
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

async function openInvites(device: TestDevice) {
  const response = await t.app.request('/api/household/invites', { headers: device.headers });
  expect(response.status).toBe(200);
  return openInvitesResponseSchema.parse(await response.json());
}

const revoke = (device: TestDevice, code: string) =>
  t.app.request(`/api/household/invites/${code}`, { method: 'DELETE', headers: device.headers });

const NOT_VALID = { error: 'invite_not_found', message: 'This invite code is not valid.' };

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

  it.each([
    'GET /api/household',
    'POST /api/household/invites',
    'GET /api/household/invites',
    'DELETE /api/household/invites/ABCDEFGH',
    'POST /api/household/join',
    'POST /api/household/leave',
  ])('%s answers 401 without an access token', async (route) => {
    const [method, path] = route.split(' ');
    const response = await t.app.request(path ?? '', { method });
    expect(response.status).toBe(401);
  });
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

describe('an invite whose creator is no longer a member', () => {
  it('admits no one once its creator has left the household', async () => {
    const owner = await signInDevice(t.app);
    const inviter = await joinDevice(t.app, owner);
    const { code } = await invite(inviter);
    expect((await post('/api/household/leave', inviter)).status).toBe(200);

    const joiner = await signInDevice(t.app);
    const response = await post('/api/household/join', joiner, { code });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(NOT_VALID);
    expect(await household(joiner)).toMatchObject({ id: joiner.householdId });
    expect(await openInvites(owner)).not.toContainEqual(expect.objectContaining({ code }));
  });

  it('admits no one once its creator has joined another household', async () => {
    const inviter = await signInDevice(t.app);
    const { code } = await invite(inviter);
    const elsewhere = await signInDevice(t.app);
    expect(
      (await post('/api/household/join', inviter, { code: (await invite(elsewhere)).code })).status,
    ).toBe(200);

    const joiner = await signInDevice(t.app);
    expect((await post('/api/household/join', joiner, { code })).status).toBe(404);
    expect(await household(joiner)).toMatchObject({ id: joiner.householdId });
  });

  it('stays closed when its creator comes back', async () => {
    const owner = await signInDevice(t.app);
    const inviter = await joinDevice(t.app, owner);
    const { code } = await invite(inviter);
    await post('/api/household/leave', inviter);
    await post('/api/household/join', inviter, { code: (await invite(owner)).code });

    const joiner = await signInDevice(t.app);
    expect((await post('/api/household/join', joiner, { code })).status).toBe(404);
  });

  it('still works when another member who did not create it leaves', async () => {
    const owner = await signInDevice(t.app);
    const other = await joinDevice(t.app, owner);
    const { code } = await invite(owner);
    await post('/api/household/leave', other);
    const joiner = await signInDevice(t.app);
    expect((await post('/api/household/join', joiner, { code })).status).toBe(200);
  });
});

describe('GET /api/household/invites', () => {
  it('lists the household’s open invites, newest first, marking the caller’s own', async () => {
    const owner = await signInDevice(t.app);
    const member = await joinDevice(t.app, owner);
    const [joinedWith] = await openInvites(owner);
    t.clock.advance(1000);
    const mine = await invite(member);

    const listed = await openInvites(member);
    expect(listed).toEqual([
      {
        code: mine.code,
        url: `/settings?invite=${mine.code}`,
        expiresAt: mine.expiresAt,
        createdAt: t.clock.now().toISOString(),
        createdByThisDevice: true,
      },
      { ...joinedWith, createdByThisDevice: false },
    ]);
    expect((await openInvites(owner)).map((one) => one.createdByThisDevice)).toEqual([false, true]);
  });

  it('leaves out expired and revoked invites, and other households’', async () => {
    let owner = await signInDevice(t.app);
    const expiring = await invite(owner);
    t.clock.advance(INVITE_TTL_MS - 1000);
    owner = await refreshDevice(t.app, owner);
    const revoked = await invite(owner);
    expect((await revoke(owner, revoked.code)).status).toBe(204);
    const open = await invite(owner);
    const stranger = await signInDevice(t.app);
    await invite(stranger);

    expect(await openInvites(owner)).toMatchObject([{ code: open.code }, { code: expiring.code }]);
    t.clock.advance(1000);
    expect(await openInvites(owner)).toMatchObject([{ code: open.code }]);
  });
});

describe('DELETE /api/household/invites/{code}', () => {
  it('lets any member revoke an invite, after which it admits no one', async () => {
    const owner = await signInDevice(t.app);
    const member = await joinDevice(t.app, owner);
    const { code } = await invite(owner);

    const response = await revoke(member, code.toLowerCase());
    expect(response.status).toBe(204);
    expect(await openInvites(owner)).not.toContainEqual(expect.objectContaining({ code }));

    const joiner = await signInDevice(t.app);
    const refused = await post('/api/household/join', joiner, { code });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual(NOT_VALID);
    expect(await household(joiner)).toMatchObject({ id: joiner.householdId });
  });

  it('answers 404 for another household’s invite and leaves it working', async () => {
    const owner = await signInDevice(t.app);
    const { code } = await invite(owner);
    const stranger = await signInDevice(t.app);

    const response = await revoke(stranger, code);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: 'not_found',
      message: 'This kitchen has no open invite with that code.',
    });
    expect(await openInvites(owner)).toMatchObject([{ code }]);
    expect((await post('/api/household/join', stranger, { code })).status).toBe(200);
  });

  it.each([
    ['already revoked', true],
    ['never issued', false],
  ])('answers 404 for a code %s', async (_label, issued) => {
    const owner = await signInDevice(t.app);
    const code = issued ? (await invite(owner)).code : 'ABCDEFGH';
    if (issued) await revoke(owner, code);
    expect((await revoke(owner, code)).status).toBe(404);
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
