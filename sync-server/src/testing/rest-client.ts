/**
 * Test support for the data API: JSON requests as one device, and the checks every route
 * test repeats (status, then a body parsed with the domain's schema, never cast).
 */
import { pullResponseSchema } from '@mise/sync/protocol';
import { expect } from 'vitest';
import { z } from 'zod';
import type { RequestApp, TestDevice } from './two-households';

export interface RestClient {
  get(path: string): Promise<Response>;
  post(path: string, body?: unknown): Promise<Response>;
  put(path: string, body?: unknown): Promise<Response>;
  patch(path: string, body?: unknown): Promise<Response>;
  delete(path: string): Promise<Response>;
}

export function restClient(app: RequestApp, device: TestDevice): RestClient {
  const send = async (method: string, path: string, body?: unknown) =>
    app.request(path, {
      method,
      headers:
        body === undefined
          ? device.headers
          : { ...device.headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    get: (path) => send('GET', path),
    post: (path, body) => send('POST', path, body),
    put: (path, body) => send('PUT', path, body),
    patch: (path, body) => send('PATCH', path, body),
    delete: (path) => send('DELETE', path),
  };
}

/** Asserts the status, then parses the JSON body with `schema`. */
export async function expectBody<T extends z.ZodType>(
  response: Response | Promise<Response>,
  status: number,
  schema: T,
): Promise<z.infer<T>> {
  const settled = await response;
  const text = await settled.text();
  expect(settled.status, text).toBe(status);
  return schema.parse(JSON.parse(text));
}

export const apiErrorSchema = z.object({ error: z.string(), message: z.string() });

/** Asserts an error answer of the API: its status, code and human message. */
export async function expectError(
  response: Response | Promise<Response>,
  status: number,
  error: string,
  message: string | RegExp,
): Promise<void> {
  const body = await expectBody(response, status, apiErrorSchema);
  expect(body.error).toBe(error);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
}

/**
 * What a syncing device of `device`'s household receives: everything on a first pull
 * (cursor 0), or the changes since `cursor`.
 */
export async function pullAll(app: RequestApp, device: TestDevice, cursor = 0) {
  const query = new URLSearchParams({
    clientId: `rest-test-${device.deviceId}`,
    cursor: String(cursor),
    householdId: device.householdId,
  });
  const response = await app.request(`/api/sync/pull?${query.toString()}`, {
    headers: device.headers,
  });
  return expectBody(response, 200, pullResponseSchema);
}
