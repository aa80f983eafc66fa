import 'fake-indexeddb/auto';
import type { PantryItem } from '@mise/domain/entities/pantry-item';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MiseDatabase } from './db';
import { db } from './db';
import {
  answerEarly,
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

  it("shows an answer read before Dexie loaded, until Dexie's own arrives", async () => {
    let answer: (value: string) => void = () => undefined;
    let asked: () => void = () => undefined;
    const dexieAsked = new Promise<void>((resolve) => (asked = resolve));
    const slow: DbQuery<string> = () =>
      new Promise((resolve) => {
        answer = resolve;
        asked();
      });
    const primed = primeLiveDbQueries([slow], 5_000);
    answerEarly(slow, Promise.resolve('read at start'));
    await primed;
    expect(liveQueryStore(slow).getSnapshot()).toEqual({ status: 'ready', value: 'read at start' });
    await dexieAsked;
    answer('from Dexie');
    await until(liveQueryStore(slow), (value) => value === 'from Dexie');
  });

  it('keeps the early answer when Dexie confirms it, so readers do not render again', async () => {
    // A table no other test writes, so no earlier write's change event re-runs the query.
    let dexieAnswered: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (dexieAnswered = resolve));
    const names: DbQuery<string[]> = async (database) => {
      const value = (await database.groceryItems.toArray()).map((item) => item.name);
      // From a task of its own: the test's write must not run inside Dexie's read-only query.
      setTimeout(dexieAnswered);
      return value;
    };
    const early: string[] = [];
    const store = liveQueryStore(names);
    const renders: unknown[] = [];
    const stop = store.subscribe(() => renders.push(store.getSnapshot()));
    answerEarly(names, Promise.resolve(early));
    await until(store, (value) => value === early);
    // Dexie has read the same rows; a write after that read is the next thing readers see.
    await answered;
    await db.groceryItems.add({
      id: 'milk',
      name: 'Milk',
      quantity: 1,
      unit: 'carton',
      estimatedPrice: 299,
      completed: false,
      createdAt: '2026-11-01',
    });
    await until(store, (value) => value.length === 1);
    expect(renders).toEqual([
      { status: 'ready', value: [] },
      { status: 'ready', value: ['Milk'] },
    ]);
    stop();
    await db.groceryItems.clear();
  });

  it("never puts an early answer over Dexie's, nor shows 'no answer'", async () => {
    const count: DbQuery<number> = (database) => database.pantryItems.count();
    await primeLiveDbQueries([count], 5_000);
    answerEarly(count, Promise.resolve(41));
    const none: DbQuery<string> = () => new Promise(() => undefined);
    void primeLiveDbQueries([none], 5_000);
    answerEarly(none, Promise.resolve(undefined));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(liveQueryStore(count).getSnapshot()).toEqual({ status: 'ready', value: 0 });
    expect(liveQueryStore(none).getSnapshot()).toEqual({ status: 'loading' });
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
