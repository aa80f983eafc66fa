import { describe, expect, it } from 'vitest';
import type { PantryItem } from '@mise/domain/entities/pantry-item';
import { listRows } from '../memory-tx';
import { loggedTx } from './logged-tx';
import { MemoryStore } from './memory-store';
import { netChangeTx } from './net-change-tx';

const at = '2026-11-27T08:00:00.000Z';
const item = (id: string, name: string, quantity: number): PantryItem => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  name,
  category: 'pantry',
  quantity,
  unit: 'piece',
  addedAt: at,
});
const eggs = item('1', 'Eggs', 12);
const milk = item('2', 'Milk', 1);
const flour = item('3', 'Flour', 2);

/** A store whose row writes are logged, to see which reach the database. */
async function storeWith(...rows: PantryItem[]) {
  const store = new MemoryStore();
  await store.transaction(async (tx) => {
    for (const row of rows) await tx.put('pantryItems', row);
  });
  const writes: string[] = [];
  const run = (fn: (tx: ReturnType<typeof netChangeTx>) => Promise<void>) =>
    store.transaction(async (tx) => {
      const net = netChangeTx(loggedTx(tx, writes));
      await fn(net);
      await net.flush();
    });
  return { store, writes, run, pantry: () => listRows(store.rows, 'pantryItems') };
}

describe('net-change transaction', () => {
  it('writes nothing when the rows end as they were', async () => {
    const { writes, run, pantry } = await storeWith(eggs, milk);
    await run(async (tx) => {
      // A rebase: the pending write taken back, the server's copy of it, the write replayed.
      await tx.delete('pantryItems', eggs.id);
      await tx.put('pantryItems', { ...eggs, quantity: 11 });
      await tx.put('pantryItems', { ...eggs });
      // A row deleted and put back, with its fields in another order.
      await tx.delete('pantryItems', milk.id);
      const { name, ...rest } = milk;
      await tx.put('pantryItems', { ...rest, name });
      // A row created and deleted again.
      await tx.put('pantryItems', flour);
      await tx.delete('pantryItems', flour.id);
    });
    expect(writes).toEqual([]);
    expect(pantry()).toEqual([eggs, milk]);
  });

  it('writes each row that changed, once, with its last value', async () => {
    const { writes, run, pantry } = await storeWith(eggs, milk);
    await run(async (tx) => {
      await tx.put('pantryItems', { ...eggs, quantity: 10 });
      await tx.put('pantryItems', { ...eggs, quantity: 9 });
      await tx.delete('pantryItems', milk.id);
      await tx.put('pantryItems', flour);
    });
    expect(writes.sort()).toEqual([`delete ${milk.id}`, `put ${eggs.id}`, `put ${flour.id}`]);
    expect(pantry()).toEqual([{ ...eggs, quantity: 9 }, flour]);
  });

  it('reads its own writes, in key order, as copies', async () => {
    const { run } = await storeWith(eggs, flour);
    await run(async (tx) => {
      await tx.put('pantryItems', milk);
      await tx.delete('pantryItems', flour.id);
      expect(await tx.get('pantryItems', flour.id)).toBeUndefined();
      expect((await tx.scan('pantryItems')).map((row) => row.name)).toEqual(['Eggs', 'Milk']);

      const read = await tx.get('pantryItems', milk.id);
      if (read) read.quantity = 99;
      expect((await tx.get('pantryItems', milk.id))?.quantity).toBe(1);
    });
  });

  it('after clearing, sees only what was written since, and stores just that', async () => {
    const { writes, run, pantry } = await storeWith(eggs, milk);
    await run(async (tx) => {
      await tx.clearRows();
      expect(await tx.scan('pantryItems')).toEqual([]);
      expect(await tx.get('pantryItems', eggs.id)).toBeUndefined();
      await tx.put('pantryItems', eggs);
    });
    expect(writes).toEqual(['clear', `put ${eggs.id}`]);
    expect(pantry()).toEqual([eggs]);
  });

  it('reads many rows at once as it would one by one: its own writes, else the store', async () => {
    const { run } = await storeWith(eggs, milk);
    await run(async (tx) => {
      await tx.bulkPut('pantryItems', [{ ...eggs, quantity: 3 }, flour]);
      await tx.bulkDelete('pantryItems', [flour.id]);
      const ids = [milk.id, eggs.id, 'unknown', flour.id];
      const many = await tx.bulkGet('pantryItems', ids);
      const one = await Promise.all(ids.map((id) => tx.get('pantryItems', id)));
      expect(many).toEqual(one);
      expect(many.map((row) => row?.quantity)).toEqual([1, 3, undefined, undefined]);
    });
  });
});
