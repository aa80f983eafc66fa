import 'fake-indexeddb/auto';
import { SyncClient } from '@mise/sync/client/sync-client';
import { emptyRows, listRows, memoryTx } from '@mise/sync/memory-tx';
import { runMutation } from '@mise/sync/mutators/registry';
import { afterEach, describe, expect, it } from 'vitest';
import { MiseDatabase } from '../db/db';
import { DexieStore } from '../db/dexie-store';
import { adoptNewClient } from '@mise/sync/client/adopt-client';

const at = '2026-11-22T08:00:00.000Z';
const ids = ['1', '2', '3'].map((n) => `00000000-0000-4000-8000-00000000000${n}`);
const [eggs = '', milk = '', flour = ''] = ids;
const item = (id: string, name: string, quantity: number) => ({
  id,
  name,
  category: 'pantry' as const,
  quantity,
  unit: 'piece',
  addedAt: at,
});

const databases: MiseDatabase[] = [];
afterEach(async () => {
  await Promise.all(databases.splice(0).map((database) => database.delete()));
});

async function deviceWithPendingWrites() {
  const database = new MiseDatabase(`mise-${crypto.randomUUID()}`);
  databases.push(database);
  const store = new DexieStore(database);
  const client = new SyncClient({
    store,
    transport: {
      push: () => Promise.reject(new Error('offline')),
      pull: () => Promise.reject(new Error('offline')),
    },
    now: () => new Date(at),
    newClientId: () => 'old-client',
    schedule: () => () => undefined,
    random: () => 0,
  });
  client.setOnline(false);
  // Rows the old household had confirmed, then three writes still queued on top of them.
  await database.pantryItems.bulkPut([item(milk, 'Milk', 2), item(flour, 'Flour', 1)]);
  await client.mutate('pantry.add', item(eggs, 'Eggs', 12));
  await client.mutate('pantry.adjustQuantity', { id: milk, delta: 3 });
  await client.mutate('pantry.remove', { id: flour });
  return { database, store };
}

describe('S8: adopting a new sync client after signing in again', () => {
  it('queues the confirmed rows first, then the pending writes, numbered from 1', async () => {
    const { database, store } = await deviceWithPendingWrites();
    const restored = await adoptNewClient(store, {
      restoreRows: true,
      newClientId: () => 'new-client',
      now: () => new Date(at),
    });
    expect(restored).toBe(2);
    const queue = await database.outbox.orderBy('id').toArray();
    expect(queue.map((entry) => [entry.id, entry.name])).toEqual([
      [1, 'rows.restore'],
      [2, 'rows.restore'],
      [3, 'pantry.add'],
      [4, 'pantry.adjustQuantity'],
      [5, 'pantry.remove'],
    ]);
    const state = await store.transaction((tx) => tx.readState());
    expect(state).toMatchObject({ clientId: 'new-client', nextMutationId: 6, lastMutationId: 0 });

    // An empty household replaying the queue ends with exactly what the device shows.
    const household = emptyRows();
    for (const entry of queue) await runMutation(memoryTx(household), entry.name, entry.args);
    const byName = (rows: { name: string }[]) => rows.map((row) => row.name).sort();
    expect(byName(listRows(household, 'pantryItems'))).toEqual(['Eggs', 'Milk']);
    expect(listRows(household, 'pantryItems').find((row) => row.id === milk)?.quantity).toBe(5);
    expect(byName(await database.pantryItems.toArray())).toEqual(['Eggs', 'Milk']);
  });

  it('only renumbers the pending writes when joining another household', async () => {
    const { database, store } = await deviceWithPendingWrites();
    await adoptNewClient(store, {
      restoreRows: false,
      newClientId: () => 'new-client',
      now: () => new Date(at),
    });
    const queue = await database.outbox.orderBy('id').toArray();
    expect(queue.map((entry) => [entry.id, entry.name])).toEqual([
      [1, 'pantry.add'],
      [2, 'pantry.adjustQuantity'],
      [3, 'pantry.remove'],
    ]);
    expect(await database.pantryItems.count()).toBe(2);
  });
});
