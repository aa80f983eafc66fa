import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { pageLock } from '../locks';
import { type SessionChange, createAuthClient } from './auth-client';
import { idbSessionStore } from './session-store';
import { fakeAuthServer } from '../testing/fake-auth-server';

function device(server = fakeAuthServer(), dbName = `session-${crypto.randomUUID()}`) {
  const changes: SessionChange[] = [];
  const store = idbSessionStore(dbName);
  const auth = createAuthClient({
    fetch: server.fetch,
    store,
    withLock: pageLock(),
    onChange: (change) => changes.push(change),
  });
  return { server, store, auth, changes, dbName };
}

describe('apiFetch', () => {
  it('signs a fresh device in anonymously once, then sends JSON with the bearer token', async () => {
    const { server, auth, changes } = device();
    const [a, b] = await Promise.all([
      auth.apiFetch('/api/thing', { method: 'POST', body: '{}' }),
      auth.apiFetch('/api/thing'),
    ]);
    expect([a?.status, b?.status]).toEqual([200, 200]);
    expect(server.count('/api/auth/anonymous')).toBe(1);
    const sent = server.calls.find((call) => call.path === '/api/thing' && call.body === '{}');
    expect(sent?.headers.get('authorization')).toBe('Bearer access-1');
    expect(sent?.headers.get('content-type')).toBe('application/json');
    expect(sent?.credentials).toBe('include');
    expect(changes).toEqual([{ kind: 'signed-in' }]);
  });

  it('answers a 401 with one refresh and one retry, and keeps the rotated tokens', async () => {
    const { server, store, auth } = device();
    await auth.apiFetch('/api/thing');
    server.expireAccessTokens();
    const response = await auth.apiFetch('/api/thing');
    expect(response.status).toBe(200);
    expect(server.paths()).toEqual([
      '/api/auth/anonymous',
      '/api/thing',
      '/api/thing',
      '/api/auth/refresh',
      '/api/thing',
    ]);
    expect(await store.read()).toMatchObject({
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
    });
  });

  it('does not loop when the retry is refused too', async () => {
    const { server, auth } = device();
    await auth.apiFetch('/api/thing');
    server.rejectEveryAccessToken();
    const response = await auth.apiFetch('/api/thing');
    expect(response.status).toBe(401);
    expect(server.count('/api/auth/refresh')).toBe(1);
    expect(server.count('/api/thing')).toBe(3);
  });

  it('refreshes once for concurrent 401s, in one tab and across tabs', async () => {
    const server = fakeAuthServer();
    const first = device(server);
    // A second tab: the same stored session, the same (cross-tab) lock.
    const withLock = pageLock();
    const tabs = [first.store, first.store].map((store) =>
      createAuthClient({ fetch: server.fetch, store, withLock }),
    );
    await first.auth.apiFetch('/api/thing');
    server.expireAccessTokens();
    const answers = await Promise.all([...tabs, ...tabs].map((tab) => tab.apiFetch('/api/thing')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    // A second refresh would have reused refresh-1 and revoked the family.
    expect(server.count('/api/auth/refresh')).toBe(1);
    expect(server.revoked).toBe(false);
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    const { server, store, auth } = device();
    await auth.apiFetch('/api/thing');
    server.expireAccessTokens();
    server.goOffline('/api/auth/refresh');
    await expect(auth.apiFetch('/api/thing')).rejects.toThrow('Failed to fetch');
    expect(await store.read()).toMatchObject({ refreshToken: 'refresh-1' });
  });

  it('ends the session with "Not authenticated" on a 401 with no stored refresh token', async () => {
    const { server, auth, changes, dbName } = device();
    await auth.apiFetch('/api/thing');
    await createStore(dbName, 'items')('readwrite', (items) => items.delete('refreshToken'));
    server.expireAccessTokens();
    expect((await auth.apiFetch('/api/thing')).status).toBe(401);
    expect(server.count('/api/auth/refresh')).toBe(0);
    expect(changes.at(-1)).toEqual({ kind: 'ended', reason: 'Not authenticated' });
  });
});
