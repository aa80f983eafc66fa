import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../testing/test-app';
import { type TestDevice, signInDevice } from '../testing/two-households';
import { JSON_BODY_MAX_BYTES } from './body-limits';

let server: TestApp;
let device: TestDevice;

beforeAll(async () => {
  server = await createTestApp();
  device = await signInDevice(server.app);
});
afterAll(async () => {
  await server.close();
});

/** A body of `total` bytes sent in 64 KB chunks, counting how many the server pulled. */
function streamedBody(total: number) {
  const chunk = new TextEncoder().encode('['.padEnd(64 * 1024, ' '));
  const read = { bytes: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read.bytes >= total) return controller.close();
      read.bytes += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { body, read };
}

const tooLarge = {
  error: 'payload_too_large',
  message: 'The request is larger than 1 MB, the most the server takes.',
};

describe('request bodies', () => {
  it('over the limit by their declared length are refused before they are read', async () => {
    const { body, read } = streamedBody(100 * 1024 * 1024);
    const response = await server.app.request('/api/pantry', {
      method: 'POST',
      headers: {
        ...device.headers,
        'content-type': 'application/json',
        'content-length': String(100 * 1024 * 1024),
      },
      body,
      duplex: 'half',
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(tooLarge);
    expect(read.bytes).toBeLessThanOrEqual(64 * 1024);
  });

  it('sent in chunks without a length are refused once they pass the limit (100 MB body)', async () => {
    const { body, read } = streamedBody(100 * 1024 * 1024);
    const response = await server.app.request('/api/recipes', {
      method: 'POST',
      headers: {
        ...device.headers,
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
      },
      body,
      duplex: 'half',
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(tooLarge);
    // Read up to the limit and a little past it (the stream's buffer), never the 100 MB.
    expect(read.bytes).toBeLessThan(JSON_BODY_MAX_BYTES + 512 * 1024);
  });

  it('are limited on every route, unknown ones too', async () => {
    for (const path of [
      '/api/grocery',
      '/api/household/join',
      '/api/no-such-route',
      '/api/auth/refresh',
    ]) {
      const response = await server.app.request(path, {
        method: 'POST',
        headers: { ...device.headers, 'content-length': String(JSON_BODY_MAX_BYTES + 1) },
        body: 'x',
      });
      expect(response.status, path).toBe(413);
    }
  });

  it('within the limit reach their route as before', async () => {
    const response = await server.app.request('/api/pantry', {
      method: 'POST',
      headers: { ...device.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Rice', category: 'pantry' }),
    });
    expect(response.status).toBe(201);
  });

  it('of uploads keep their own, larger limit', async () => {
    const response = await server.app.request('/api/pantry/scan-photo', {
      method: 'POST',
      headers: { ...device.headers, 'content-length': String(2 * 1024 * 1024) },
      body: 'x'.repeat(10),
    });
    expect(response.status).not.toBe(413);
  });
});
