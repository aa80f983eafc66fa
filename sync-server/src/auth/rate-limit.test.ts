// Per-client limits of the auth endpoints. Requests carry a fake Node socket as the server
// environment, which is where getConnInfo reads the client's address in production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authLimits: { anonymous: 2, refresh: 3 } });
});
afterAll(() => t.close());

/** The bindings @hono/node-server passes for a request arriving on a socket from `address`. */
const fromAddress = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

const signIn = (address: string, headers: Record<string, string> = {}) =>
  t.app.request('/api/auth/anonymous', { method: 'POST', headers }, fromAddress(address));

describe('rate limits on the auth endpoints', () => {
  it('answers the anonymous sign-in over the limit with 429, a message and Retry-After', async () => {
    expect((await signIn('203.0.113.1')).status).toBe(201);
    expect((await signIn('203.0.113.1')).status).toBe(201);
    const limited = await signIn('203.0.113.1');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      error: 'rate_limited',
      message: 'Too many sign-in requests from this address. Wait a minute and try again.',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts each client address separately', async () => {
    await signIn('203.0.113.2');
    await signIn('203.0.113.2');
    expect((await signIn('203.0.113.2')).status).toBe(429);
    expect((await signIn('203.0.113.3')).status).toBe(201);
  });

  it('ignores X-Forwarded-For, which any client could vary to escape the limit', async () => {
    await signIn('203.0.113.4', { 'x-forwarded-for': '198.51.100.1' });
    await signIn('203.0.113.4', { 'x-forwarded-for': '198.51.100.2' });
    const limited = await signIn('203.0.113.4', { 'x-forwarded-for': '198.51.100.3' });
    expect(limited.status).toBe(429);
  });

  it('limits refresh on its own budget', async () => {
    const signedIn = await signIn('203.0.113.5');
    const device = z.object({ refreshToken: z.string() }).parse(await signedIn.json());
    const refresh = () =>
      t.app.request(
        '/api/auth/refresh',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ refreshToken: device.refreshToken }),
        },
        fromAddress('203.0.113.5'),
      );
    // Used-token replays count too: a limit that only counted successes would not slow a guesser.
    expect((await refresh()).status).toBe(200);
    expect((await refresh()).status).toBe(401);
    expect((await refresh()).status).toBe(401);
    const limited = await refresh();
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ error: 'rate_limited' });
    expect(limited.headers.get('retry-after')).not.toBeNull();
  });
});
