import 'fake-indexeddb/auto';
import { httpTransport } from '@mise/sync/client/http-transport';
import { SyncClient } from '@mise/sync/client/sync-client';
import { createStore, getMany } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import { MiseDatabase } from '../../db/db';
import { DexieStore } from '../../db/dexie-store';
import { pageLock } from '../locks';
import { fakeAuthServer } from '../testing/fake-auth-server';
import { type SessionChange, createAuthClient } from './auth-client';
import { idbSessionStore } from './session-store';

const databases: MiseDatabase[] = [];
afterEach(async () => {
  await Promise.all(databases.splice(0).map((database) => database.delete()));
});

function signedInDevice() {
  const server = fakeAuthServer();
  const sessionDb = `session-${crypto.randomUUID()}`;
  const changes: SessionChange[] = [];
  const auth = createAuthClient({
    fetch: server.fetch,
    store: idbSessionStore(sessionDb),
    withLock: pageLock(),
    onChange: (change) => changes.push(change),
  });
  const database = new MiseDatabase(`mise-${crypto.randomUUID()}`);
  databases.push(database);
  const client = new SyncClient({
    store: new DexieStore(database),
    transport: httpTransport(auth.apiFetch),
    now: () => new Date('2026-11-22T08:00:00.000Z'),
    newClientId: () => 'client-1',
    schedule: () => () => undefined,
    random: () => 0,
  });
  return { server, auth, sessionDb, changes, database, client };
}

describe('a refresh the server refuses', () => {
  it('clears the three session items, keeps local data and queued writes, and halts sync', async () => {
    const { server, auth, sessionDb, changes, database, client } = signedInDevice();
    await auth.apiFetch('/api/thing');
    client.setOnline(false);
    await client.mutate('pantry.add', {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Eggs',
      category: 'fridge',
      addedAt: '2026-11-22T08:00:00.000Z',
    });
    server.expireAccessTokens();
    server.revokeRefreshTokens();

    client.setOnline(true);
    await client.idle();

    expect(client.getStatus()).toMatchObject({ phase: 'halted', pending: 1 });
    expect(server.count('/api/auth/refresh')).toBe(1);
    expect(changes.at(-1)).toEqual({ kind: 'ended', reason: 'Session expired' });
    const items = await getMany(
      ['accessToken', 'refreshToken', 'user'],
      createStore(sessionDb, 'items'),
    );
    expect(items).toEqual([undefined, undefined, undefined]);
    expect((await database.pantryItems.toArray()).map((item) => item.name)).toEqual(['Eggs']);
    expect((await database.outbox.toArray()).map((entry) => entry.name)).toEqual(['pantry.add']);
  });

  it('then answers 401 without a request, and never signs in anonymously by itself', async () => {
    const { server, auth } = signedInDevice();
    await auth.apiFetch('/api/thing');
    server.expireAccessTokens();
    server.revokeRefreshTokens();
    expect((await auth.apiFetch('/api/thing')).status).toBe(401);
    const before = server.calls.length;

    const answer = await auth.apiFetch('/api/thing');
    expect(answer.status).toBe(401);
    await expect(answer.json()).resolves.toMatchObject({ message: 'Session expired' });
    expect(server.calls.length).toBe(before);
    expect(server.count('/api/auth/anonymous')).toBe(1);
  });
});
