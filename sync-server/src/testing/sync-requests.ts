// The sync routes as a test device calls them: a push answered as it came, a pull read through
// the protocol's schema.
import { SYNC_SCHEMA_VERSION } from '@mise/sync/mutation';
import { type PullResponse, pullResponseSchema } from '@mise/sync/protocol';
import { expect } from 'vitest';
import type { AppType } from '../app';
import type { TestDevice } from './two-households';

type App = Pick<AppType, 'request'>;

export function pushAs(app: App, device: TestDevice, clientId: string, mutations: unknown[]) {
  return app.request('/api/sync/push', {
    method: 'POST',
    headers: { ...device.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ schemaVersion: SYNC_SCHEMA_VERSION, clientId, mutations }),
  });
}

export async function pullAs(
  app: App,
  device: TestDevice,
  clientId: string,
  cursor = 0,
  acked = 0,
): Promise<PullResponse> {
  const query = new URLSearchParams({
    clientId,
    cursor: String(cursor),
    acked: String(acked),
    householdId: device.householdId,
  });
  const response = await app.request(`/api/sync/pull?${query.toString()}`, {
    headers: device.headers,
  });
  expect(response.status).toBe(200);
  return pullResponseSchema.parse(await response.json());
}
