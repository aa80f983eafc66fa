import 'fake-indexeddb/auto';
import type { PantryItem } from '@mise/domain/entities/pantry-item';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../../db/db';
import { liveQueryStore } from '../../../db/live-query-store';
import { watchLibrary } from './use-library-answer';

afterEach(async () => {
  await db.pantryItems.clear();
});

const item = (n: number): PantryItem => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Item ${n}`,
  quantity: 1,
  unit: 'piece',
  category: 'pantry',
  addedAt: '2026-12-01T08:00:00.000Z',
});

describe('watching the library for changes', () => {
  it('answers anew when any row changes, not only the one it read', async () => {
    await db.pantryItems.bulkAdd([item(1), item(2), item(3)]);
    const store = liveQueryStore(watchLibrary);
    const answers: unknown[] = [];
    const unsubscribe = store.subscribe(() => {
      const snapshot = store.getSnapshot();
      if (snapshot.status === 'ready' && answers.at(-1) !== snapshot.value) {
        answers.push(snapshot.value);
      }
    });
    const next = async (count: number) => {
      await expect.poll(() => answers.length).toBe(count);
    };
    try {
      await next(1);
      // The last row, an update: not the row the watch read.
      await db.pantryItems.update(item(3).id, { quantity: 5 });
      await next(2);
      await db.pantryItems.delete(item(2).id);
      await next(3);
    } finally {
      unsubscribe();
    }
  });
});
