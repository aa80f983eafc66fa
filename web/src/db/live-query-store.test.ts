import 'fake-indexeddb/auto';
import type { PantryItem } from '@mise/domain/entities/pantry-item';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MiseDatabase } from './db';
import { db } from './db';
import {
  type DbQuery,
  KEEP_ALIVE_MS,
  type LiveQueryStore,
  liveQueryStore,
  primeLiveDbQueries,
  showBeforeWritten,
} from './live-query-store';

afterEach(async () => {
  vi.useRealTimers();
  await db.pantryItems.clear();
});

function pantryItem(name: string): PantryItem {
  return {
    id: crypto.randomUUID(),
    name,
    quantity: 1,
    unit: 'bag',
    category: 'pantry',
    addedAt: new Date().toISOString(),
  };
}

/** Resolves once the store's snapshot passes `test`, as a component would see it. */
function until<T>(store: LiveQueryStore<T>, test: (value: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const check = () => {
      const snapshot = store.getSnapshot();
      if (snapshot.status === 'ready' && test(snapshot.value)) {
        unsubscribe();
        resolve(snapshot.value);
      }
    };
    const unsubscribe = store.subscribe(check);
    check();
  });
}

describe('shared live queries', () => {
  it('gives every reader of a query the same answers, and follows writes', async () => {
    const names: DbQuery<string[]> = async (database: MiseDatabase) =>
      (await database.pantryItems.toArray()).map((item) => item.name);
    const store = liveQueryStore(names);
    expect(liveQueryStore(names)).toBe(store);
    expect(store.getSnapshot()).toEqual({ status: 'loading' });

    const heard: string[][] = [];
    const stopFirst = store.subscribe(() => {
      const snapshot = store.getSnapshot();
      if (snapshot.status === 'ready') heard.push(snapshot.value);
    });
    await until(store, (value) => value.length === 0);
    await db.pantryItems.add(pantryItem('Rice'));
    expect(await until(store, (value) => value.length === 1)).toEqual(['Rice']);
    expect(heard.at(-1)).toEqual(['Rice']);
    stopFirst();
  });

  it('has a primed answer ready before the first reader subscribes', async () => {
    await db.pantryItems.add(pantryItem('Oats'));
    const count: DbQuery<number> = (database) => database.pantryItems.count();
    await primeLiveDbQueries([count], 5_000);
    // What a component's first render reads: already the answer, not the loading state.
    expect(liveQueryStore(count).getSnapshot()).toEqual({ status: 'ready', value: 1 });
  });

  it('stops waiting for a slow query after the time it was given', async () => {
    let answer: (value: number) => void = () => undefined;
    const slow: DbQuery<number> = () => new Promise((resolve) => (answer = resolve));
    const started = performance.now();
    await primeLiveDbQueries([slow], 50);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(liveQueryStore(slow).getSnapshot()).toEqual({ status: 'loading' });
    answer(7);
    await until(liveQueryStore(slow), (value) => value === 7);
  });

  it('shows a failure, and starts over for the next reader (a retry)', async () => {
    let fail = true;
    const flaky: DbQuery<string> = async (database) => {
      await database.pantryItems.count();
      if (fail) throw new Error('disk full');
      return 'read';
    };
    const store = liveQueryStore(flaky);
    const failed = new Promise<unknown>((resolve) => {
      const stop = store.subscribe(() => {
        const snapshot = store.getSnapshot();
        if (snapshot.status === 'failed') {
          stop();
          resolve(snapshot.error);
        }
      });
    });
    expect(await failed).toEqual(new Error('disk full'));

    fail = false;
    // The error boundary's retry renders again: it must not be handed the old failure.
    expect(store.getSnapshot()).toEqual({ status: 'loading' });
    expect(await until(store, () => true)).toBe('read');
  });

  it('drops an answer nobody has read for a while, so it never shows stale', async () => {
    const count: DbQuery<number> = (database) => database.pantryItems.count();
    const store = liveQueryStore(count);
    await until(store, () => true);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    // Back within the keep-alive time: still there, at once.
    const stop = store.subscribe(() => undefined);
    stop();
    vi.advanceTimersByTime(KEEP_ALIVE_MS - 1);
    expect(store.getSnapshot().status).toBe('ready');

    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual({ status: 'loading' });
  });

  describe('a write shown before IndexedDB has it', () => {
    const names: DbQuery<string[]> = async (database) =>
      (await database.pantryItems.toArray()).map((item) => item.name).sort();
    const withName = (name: string) => (answer: string[]) =>
      answer.includes(name) ? answer : [...answer, name].sort();
    const valueOf = <T>(store: LiveQueryStore<T>) => {
      const snapshot = store.getSnapshot();
      return snapshot.status === 'ready' ? snapshot.value : undefined;
    };

    it('is in the answer at once, and once only after the commit', async () => {
      const store = liveQueryStore(names);
      const stop = store.subscribe(() => undefined);
      await until(store, (value) => value.length === 0);

      let settle: (ok: boolean) => void = () => undefined;
      showBeforeWritten(names, withName('Basil'), new Promise((resolve) => (settle = resolve)));
      expect(valueOf(store)).toEqual(['Basil']);

      // IndexedDB answers with the write before the write's promise resolves: still one Basil.
      await db.pantryItems.add(pantryItem('Basil'));
      await until(store, (value) => value.length === 1);
      expect(valueOf(store)).toEqual(['Basil']);
      settle(true);

      // After the commit, the answer alone decides: another device's removal shows.
      await Promise.resolve();
      await db.pantryItems.clear();
      expect(await until(store, (value) => value.length === 0)).toEqual([]);
      stop();
    });

    it('leaves the answer as it was when the write is refused', async () => {
      const store = liveQueryStore(names);
      const stop = store.subscribe(() => undefined);
      await until(store, (value) => value.length === 0);
      let settle: (ok: boolean) => void = () => undefined;
      showBeforeWritten(names, withName('Saffron'), new Promise((resolve) => (settle = resolve)));
      expect(valueOf(store)).toEqual(['Saffron']);
      settle(false);
      await until(store, (value) => value.length === 0);
      expect(valueOf(store)).toEqual([]);
      stop();
    });
  });
});
