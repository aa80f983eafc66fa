import 'fake-indexeddb/auto';
import { SyncClient } from '@mise/sync/client/sync-client';
import type { SyncTransport } from '@mise/sync/client/transport';
import { SYNC_SCHEMA_VERSION } from '@mise/sync/mutation';
import type { PullResponse } from '@mise/sync/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { MiseDatabase } from './db';
import { DexieStore } from './dexie-store';

const at = '2026-11-22T08:00:00.000Z';
const milkId = '00000000-0000-4000-8000-000000000002';
const databases: MiseDatabase[] = [];
afterEach(async () => {
  await Promise.all(databases.splice(0).map((database) => database.delete()));
});

function device(transport: SyncTransport) {
  const database = new MiseDatabase(`mise-store-${crypto.randomUUID()}`);
  databases.push(database);
  const client = new SyncClient({
    store: new DexieStore(database),
    transport,
    now: () => new Date(at),
    newClientId: () => 'client-1',
    schedule: () => () => undefined,
    random: () => 0,
  });
  return { database, client };
}

const offline: SyncTransport = {
  push: () => Promise.reject(new Error('offline')),
  pull: () => Promise.reject(new Error('offline')),
};

describe('Dexie store for the sync engine', () => {
  it('writes the row and its outbox entry together (S1)', async () => {
    const { database, client } = device(offline);
    await client.mutate('grocery.add', {
      id: milkId,
      name: 'Milk',
      estimatedPrice: 299,
      createdAt: at,
    });
    await client.idle();
    expect(await database.groceryItems.get(milkId)).toMatchObject({
      name: 'Milk',
      completed: false,
    });
    expect((await database.outbox.toArray()).map((entry) => entry.name)).toEqual(['grocery.add']);
  });

  it('writes nothing at all when the mutation is refused on the device', async () => {
    const { database, client } = device(offline);
    await expect(
      client.mutate('grocery.add', { id: milkId, name: ' ', estimatedPrice: 299, createdAt: at }),
    ).rejects.toThrow('Name is required');
    expect(await database.groceryItems.count()).toBe(0);
    expect(await database.outbox.count()).toBe(0);
  });

  it('rebases a pending check-off on pulled rows in one transaction (S7)', async () => {
    // The server processed the add (1) but not yet the check-off (2), and meanwhile another
    // device renamed the item: the device shows the server's row with its own check-off on top.
    const serverRow = {
      id: milkId,
      name: 'Oat milk',
      quantity: 2,
      unit: 'piece',
      estimatedPrice: 349,
      completed: false,
      createdAt: at,
    };
    const transport: SyncTransport = {
      push: () => Promise.resolve({ ok: { lastMutationId: 1, errors: [] } }),
      pull: () =>
        Promise.resolve({
          schemaVersion: SYNC_SCHEMA_VERSION,
          householdId: 'h',
          cursor: 5,
          lastMutationId: 1,
          reset: false,
          changes: [{ collection: 'groceryItems', id: milkId, deleted: false, data: serverRow }],
          errors: [],
        }),
    };
    const { database, client } = device(transport);
    client.setOnline(false);
    await client.mutate('grocery.add', {
      id: milkId,
      name: 'Milk',
      estimatedPrice: 299,
      createdAt: at,
    });
    await client.mutate('grocery.setCompleted', { id: milkId, completed: true });
    client.setOnline(true);
    await client.idle();
    expect(await database.groceryItems.get(milkId)).toEqual({ ...serverRow, completed: true });
    expect((await database.outbox.toArray()).map((entry) => entry.id)).toEqual([2]);
  });

  it('lays a page of pulled rows down, deleting the tombstoned ones', async () => {
    const row = (n: number) => ({
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      name: `Item ${n}`,
      quantity: 1,
      unit: 'piece',
      estimatedPrice: 100,
      completed: false,
      createdAt: at,
    });
    const page = (cursor: number, changes: PullResponse['changes']) =>
      Promise.resolve<PullResponse>({
        schemaVersion: SYNC_SCHEMA_VERSION,
        householdId: 'h',
        cursor,
        lastMutationId: 0,
        reset: cursor === 1,
        changes,
        errors: [],
      });
    const pages = [
      page(
        1,
        [1, 2, 3].map((n) => ({
          collection: 'groceryItems',
          id: row(n).id,
          deleted: false,
          data: row(n),
        })),
      ),
      page(2, [{ collection: 'groceryItems', id: row(2).id, deleted: true }]),
    ];
    const { database, client } = device({
      push: (request) => offline.push(request),
      pull: () => pages.shift() ?? page(2, []),
    });
    client.setOnline(true);
    await client.idle();
    expect((await database.groceryItems.toArray()).map((item) => item.name)).toEqual([
      'Item 1',
      'Item 2',
      'Item 3',
    ]);
    client.requestSync();
    await client.idle();
    expect((await database.groceryItems.toArray()).map((item) => item.name)).toEqual([
      'Item 1',
      'Item 3',
    ]);
  });
});
