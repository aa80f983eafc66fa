/**
 * Test support for isolation tests: devices signed in through the real API, in two separate
 * households, so every endpoint can prove that household A's token never reaches B's data.
 */
import {
  deviceUserSchema,
  householdChangeResponseSchema,
  inviteResponseSchema,
} from '@mise/domain/api/household';
import { z } from 'zod';
import type { AppType } from '../app';

export type RequestApp = Pick<AppType, 'request'>;

export interface TestDevice {
  deviceId: string;
  householdId: string;
  accessToken: string;
  refreshToken: string;
  /** Spread into app.request()'s init: `{ headers: device.headers }`. */
  headers: { authorization: string };
}

const sessionSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  user: deviceUserSchema,
});

async function expectJson(response: Response, status: number): Promise<unknown> {
  if (response.status !== status) {
    throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
  }
  return response.json();
}

/** A new device in a new household of its own, through POST /api/auth/anonymous. */
export async function signInDevice(app: RequestApp): Promise<TestDevice> {
  const response = await app.request('/api/auth/anonymous', { method: 'POST' });
  const session = sessionSchema.parse(await expectJson(response, 201));
  return {
    deviceId: session.user.id,
    householdId: session.user.householdId,
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    headers: { authorization: `Bearer ${session.accessToken}` },
  };
}

/**
 * The device with a new session through POST /api/auth/refresh, as its app gets one after a
 * test moved the clock past the access token's 15 minutes.
 */
export async function refreshDevice(app: RequestApp, device: TestDevice): Promise<TestDevice> {
  const response = await app.request('/api/auth/refresh', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken: device.refreshToken }),
  });
  const session = sessionSchema.parse(await expectJson(response, 200));
  return {
    ...device,
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    headers: { authorization: `Bearer ${session.accessToken}` },
  };
}

/** A new device that joined `member`'s household with an invite, as a second phone would. */
export async function joinDevice(app: RequestApp, member: TestDevice): Promise<TestDevice> {
  const created = await app.request('/api/household/invites', {
    method: 'POST',
    headers: member.headers,
  });
  const { code } = inviteResponseSchema.parse(await expectJson(created, 201));
  const device = await signInDevice(app);
  const joined = await app.request('/api/household/join', {
    method: 'POST',
    headers: { ...device.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  const { householdId } = householdChangeResponseSchema.parse(await expectJson(joined, 200));
  return { ...device, householdId };
}

/**
 * Household A with two devices (a, a2) and household B with one (b). Two devices in A let a
 * test tell "my household's data" from "my own device's data".
 */
export async function createTwoHouseholds(
  app: RequestApp,
): Promise<{ a: TestDevice; a2: TestDevice; b: TestDevice }> {
  const a = await signInDevice(app);
  const b = await signInDevice(app);
  const a2 = await joinDevice(app, a);
  return { a, a2, b };
}
