// Isolation (issue: "data of one household is never readable or writable with another
// household's token"): every identity and household endpoint, called by a device of A that
// names B wherever the request has room for it, must neither reveal nor change B.
import { householdResponseSchema, inviteResponseSchema } from '@mise/domain/api/household';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { createTwoHouseholds, signInDevice } from '../testing/two-households';
import type { TestDevice } from '../testing/two-households';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = (device: TestDevice, body: unknown) => ({
  method: 'POST',
  headers: { ...device.headers, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Each endpoint as an attacker from A would call it, smuggling B's ids into the request. */
type Attack = (a: TestDevice, b: TestDevice) => Response | Promise<Response>;
const attacks: [string, Attack][] = [
  ['GET /api/household', (a) => t.app.request('/api/household', { headers: a.headers })],
  [
    'GET /api/household?householdId=B',
    (a, b) => t.app.request(`/api/household?householdId=${b.householdId}`, { headers: a.headers }),
  ],
  [
    'POST /api/household/invites naming B',
    (a, b) => t.app.request('/api/household/invites', json(a, { householdId: b.householdId })),
  ],
  [
    'POST /api/household/leave naming B’s device',
    (a, b) =>
      t.app.request(
        '/api/household/leave',
        json(a, { deviceId: b.deviceId, householdId: b.householdId }),
      ),
  ],
  [
    'POST /api/household/join with A’s own code, naming B',
    async (a, b) => {
      const created = await t.app.request('/api/household/invites', json(a, {}));
      const { code } = inviteResponseSchema.parse(await created.json());
      return t.app.request('/api/household/join', json(a, { code, householdId: b.householdId }));
    },
  ],
  [
    'POST /api/auth/refresh with A’s token',
    (a) => t.app.request('/api/auth/refresh', json(a, { refreshToken: a.refreshToken })),
  ],
];

async function householdOf(device: TestDevice) {
  const response = await t.app.request('/api/household', { headers: device.headers });
  return householdResponseSchema.parse(await response.json());
}

describe('a device of household A', () => {
  it.each(attacks)('%s: reveals nothing of B and changes nothing in B', async (_name, attack) => {
    const { a, b } = await createTwoHouseholds(t.app);
    const before = await householdOf(b);

    const response = await attack(a, b);
    expect(response.status).toBeLessThan(500);
    const body = await response.text();
    expect(body).not.toContain(b.householdId);
    expect(body).not.toContain(b.deviceId);
    expect(await householdOf(b)).toEqual(before);
  });

  it('creates invites only to its own household, whatever the request names', async () => {
    const { a, b } = await createTwoHouseholds(t.app);
    const created = await t.app.request(
      '/api/household/invites',
      json(a, { householdId: b.householdId }),
    );
    const { code } = inviteResponseSchema.parse(await created.json());
    const newcomer = await signInDevice(t.app);
    await t.app.request('/api/household/join', json(newcomer, { code }));
    expect((await householdOf(newcomer)).id).toBe(a.householdId);
    expect((await householdOf(b)).deviceCount).toBe(1);
  });

  it('moves only itself when it leaves, never another device', async () => {
    const { a, a2, b } = await createTwoHouseholds(t.app);
    await t.app.request('/api/household/leave', json(a, { deviceId: a2.deviceId }));
    expect((await householdOf(a2)).id).toBe(a.householdId);
    expect((await householdOf(b)).id).toBe(b.householdId);
  });

  it('sees B only after joining B with an invite B created', async () => {
    const { a, b } = await createTwoHouseholds(t.app);
    expect((await householdOf(a)).id).not.toBe(b.householdId);
    const created = await t.app.request('/api/household/invites', json(b, {}));
    const { code } = inviteResponseSchema.parse(await created.json());
    await t.app.request('/api/household/join', json(a, { code }));
    expect((await householdOf(a)).id).toBe(b.householdId);
  });

  it('loses access to A at once when it leaves, with the same access token', async () => {
    const { a, a2 } = await createTwoHouseholds(t.app);
    await t.app.request('/api/household/leave', json(a2, {}));
    const seen = await householdOf(a2);
    expect(seen.id).not.toBe(a.householdId);
    expect(seen.deviceCount).toBe(1);
  });
});
