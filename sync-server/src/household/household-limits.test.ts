// The household routes' limits at their production values: invite-code tries per device and
// per address, invite creation per device and open invites per household, and new households
// per device. Requests carry a fake Node socket, which is where the client address is read.
import { inviteResponseSchema, openInvitesResponseSchema } from '@mise/domain/api/household';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { joinDevice, refreshDevice, signInDevice } from '../testing/two-households';
import type { TestDevice } from '../testing/two-households';
import { defaultHouseholdLimits } from './household-limits';
import { INVITE_ALPHABET, INVITE_TTL_MS } from './invite-code';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ householdLimits: defaultHouseholdLimits });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The bindings @hono/node-server passes for a request arriving on a socket from `address`. */
const fromAddress = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

const send = (method: string, path: string, device: TestDevice, address: string, body?: unknown) =>
  t.app.request(
    path,
    {
      method,
      headers: { ...device.headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    fromAddress(address),
  );

const join = (device: TestDevice, address: string, code: string) =>
  send('POST', '/api/household/join', device, address, { code });

const createInvite = (device: TestDevice, address = '192.0.2.1') =>
  send('POST', '/api/household/invites', device, address);

async function inviteCode(device: TestDevice): Promise<string> {
  const response = await createInvite(device);
  expect(response.status).toBe(201);
  return inviteResponseSchema.parse(await response.json()).code;
}

const revoke = (device: TestDevice, code: string) =>
  send('DELETE', `/api/household/invites/${code}`, device, '192.0.2.1');

/** The i-th code a guesser sends: well formed, and (almost surely) no invite's. */
const guess = (i: number) =>
  `ZZZZZZ${INVITE_ALPHABET.charAt(i % 30)}${INVITE_ALPHABET.charAt(i / 30)}`;

async function listCodes(device: TestDevice): Promise<string[]> {
  const response = await send('GET', '/api/household/invites', device, '192.0.2.1');
  return openInvitesResponseSchema.parse(await response.json()).map((invite) => invite.code);
}

async function expectRateLimited(response: Response, message: string) {
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual({ error: 'rate_limited', message });
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  return retryAfter;
}

const TOO_MANY_TRIES = 'Too many tries to join a kitchen. Wait a minute and try again.';

describe('POST /api/household/join, tried over and over', () => {
  it('refuses a device’s 11th try within a minute with 429 and Retry-After, and lets it try again after', async () => {
    const guesser = await signInDevice(t.app);
    // Different addresses: the device's own limit, not its address's, is what stops it.
    for (let i = 0; i < 10; i += 1) {
      expect((await join(guesser, `198.51.100.${i + 1}`, guess(i))).status).toBe(404);
    }
    const limited = await join(guesser, '198.51.100.11', guess(10));
    expect(await expectRateLimited(limited, TOO_MANY_TRIES)).toBeLessThanOrEqual(60);

    // Even the right code waits: otherwise a 404 against a 429 would still tell codes apart.
    const owner = await signInDevice(t.app);
    const code = await inviteCode(owner);
    expect((await join(guesser, '198.51.100.12', code)).status).toBe(429);

    t.clock.advance(MINUTE);
    expect((await join(guesser, '198.51.100.13', code)).status).toBe(200);
  });

  it('refuses an address’s 11th try within a minute, whichever of its devices sends it', async () => {
    const address = '203.0.113.20';
    const devices = await Promise.all([1, 2, 3, 4].map(() => signInDevice(t.app)));
    for (let i = 0; i < 10; i += 1) {
      const device = devices[i % 3];
      if (device === undefined) throw new Error('no device');
      expect((await join(device, address, guess(i))).status).toBe(404);
    }
    const fresh = devices[3];
    if (fresh === undefined) throw new Error('no device');
    await expectRateLimited(await join(fresh, address, guess(10)), TOO_MANY_TRIES);
    // Another address is counted on its own.
    expect((await join(fresh, '203.0.113.21', guess(11))).status).toBe(404);

    t.clock.advance(MINUTE);
    expect((await join(fresh, address, guess(12))).status).toBe(404);
  });

  it('counts successful joins too', async () => {
    const owner = await signInDevice(t.app);
    const code = await inviteCode(owner);
    const device = await signInDevice(t.app);
    for (let i = 0; i < 10; i += 1) {
      expect((await join(device, `203.0.113.${30 + i}`, code)).status).toBe(200);
    }
    expect((await join(device, '203.0.113.40', code)).status).toBe(429);
  });
});

describe('POST /api/household/invites, bounded', () => {
  it('refuses a household’s 11th open invite with 409, until one is revoked or expires', async () => {
    const owner = await signInDevice(t.app);
    const member = await joinDevice(t.app, owner);
    const codes = await listCodes(owner); // the invite the member joined with
    for (let i = 0; i < 9; i += 1) codes.push(await inviteCode(i % 2 === 0 ? owner : member));
    expect(await listCodes(member)).toHaveLength(10);

    const refused = await createInvite(member);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: 'too_many_invites',
      message: 'This kitchen already has 10 open invites. Revoke one before creating another.',
    });

    expect((await revoke(owner, codes[0] ?? '')).status).toBe(204);
    expect((await createInvite(member)).status).toBe(201);
    expect((await createInvite(member)).status).toBe(409);

    t.clock.advance(INVITE_TTL_MS);
    expect((await createInvite(await refreshDevice(t.app, member))).status).toBe(201);
  });

  it('refuses a device’s 11th invite within an hour with 429, even when it revoked the others', async () => {
    const device = await signInDevice(t.app);
    for (let i = 0; i < 10; i += 1) {
      expect((await revoke(device, await inviteCode(device))).status).toBe(204);
    }
    const limited = await createInvite(device);
    const retryAfter = await expectRateLimited(
      limited,
      'This device has created too many invites. Try again in 60 minutes.',
    );
    expect(retryAfter).toBe(3600);

    t.clock.advance(HOUR);
    expect((await createInvite(await refreshDevice(t.app, device))).status).toBe(201);
  });
});

describe('POST /api/household/leave, bounded', () => {
  it('lets a device start 5 new households an hour, then answers 429 until the hour is over', async () => {
    let device = await signInDevice(t.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await send('POST', '/api/household/leave', device, '192.0.2.9')).status).toBe(200);
    }
    t.clock.advance(30 * MINUTE);
    device = await refreshDevice(t.app, device);
    const limited = await send('POST', '/api/household/leave', device, '192.0.2.9');
    expect(
      await expectRateLimited(
        limited,
        'This device has started too many new kitchens. Try again in 30 minutes.',
      ),
    ).toBe(1800);
    const before = await t.db.query('select household_id from devices where id = $1', [
      device.deviceId,
    ]);

    t.clock.advance(30 * MINUTE);
    device = await refreshDevice(t.app, device);
    expect((await send('POST', '/api/household/leave', device, '192.0.2.9')).status).toBe(200);
    const after = await t.db.query('select household_id from devices where id = $1', [
      device.deviceId,
    ]);
    expect(after).not.toEqual(before);
  });
});
