import { describe, expect, it } from 'vitest';
import { listRows } from '../memory-tx';
import { MemoryStore } from './memory-store';

const at = '2026-11-22T08:00:00.000Z';
const milk = {
  id: 'g-1',
  name: 'Milk',
  quantity: 1,
  unit: 'piece',
  estimatedPrice: 299,
  completed: false,
  createdAt: at,
};

describe('memory store', () => {
  it('takes every write of a failed transaction back', async () => {
    const store = new MemoryStore();
    await store.transaction((tx) => tx.put('groceryItems', milk));
    await expect(
      store.transaction(async (tx) => {
        await tx.put('groceryItems', { ...milk, name: 'Oat milk' });
        await tx.outboxPut({ id: 1, name: 'grocery.update', args: {}, createdAt: at, undo: [] });
        await tx.clearRows();
        throw new Error('power cut');
      }),
    ).rejects.toThrow('power cut');
    expect(listRows(store.rows, 'groceryItems')).toEqual([milk]);
    await expect(store.transaction((tx) => tx.outboxList())).resolves.toEqual([]);
  });

  it('never lets a caller change a stored row by reference', async () => {
    const store = new MemoryStore();
    const row = { ...milk };
    await store.transaction((tx) => tx.put('groceryItems', row));
    row.name = 'changed';
    expect(listRows(store.rows, 'groceryItems')[0]?.name).toBe('Milk');
  });
});
