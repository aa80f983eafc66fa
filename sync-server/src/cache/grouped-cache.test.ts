// The cache under the household reads and the device identities: what it keeps, what it
// forgets, and the race between a load and a change announced while it runs.
import { describe, expect, it } from 'vitest';
import { GroupedCache } from './grouped-cache';

/** Loads the test finishes by hand, in any order, counting how many were started. */
function manualLoads() {
  const pending: ((value: string) => void)[] = [];
  return {
    loader: () => new Promise<string>((resolve) => pending.push(resolve)),
    /** Finishes the `n`th load started (0 the first). */
    finish: async (n: number, value: string) => {
      // A load is started a microtask after it is asked for.
      while (pending.length <= n) await Promise.resolve();
      pending[n]?.(value);
    },
    started: () => pending.length,
  };
}

const reliable = () => true;

describe('GroupedCache', () => {
  it('keeps a loaded value until its group is forgotten', async () => {
    const cache = new GroupedCache<string>({ maxSize: 10, isReliable: reliable });
    expect(await cache.load('a pantry', 'a', () => Promise.resolve('milk'))).toBe('milk');
    expect(await cache.load('b pantry', 'b', () => Promise.resolve('eggs'))).toBe('eggs');
    expect(cache.get('a pantry')).toBe('milk');
    cache.forget('a');
    expect(cache.get('a pantry')).toBeUndefined();
    expect(cache.get('b pantry')).toBe('eggs');
  });

  it('runs one load for requests that miss together', async () => {
    const cache = new GroupedCache<string>({ maxSize: 10, isReliable: reliable });
    const loads = manualLoads();
    const first = cache.load('a pantry', 'a', loads.loader);
    const second = cache.load('a pantry', 'a', loads.loader);
    await loads.finish(0, 'milk');
    expect([await first, await second]).toEqual(['milk', 'milk']);
    expect(loads.started()).toBe(1);
  });

  it('does not keep, nor share, a load whose group changed while it ran', async () => {
    const cache = new GroupedCache<string>({ maxSize: 10, isReliable: reliable });
    const loads = manualLoads();
    const before = cache.load('a pantry', 'a', loads.loader);
    cache.forget('a');
    // Asked after the change: it must not wait for the answer begun before it.
    const after = cache.load('a pantry', 'a', loads.loader);
    // The later load answers first; the earlier one's older answer must not replace it.
    await loads.finish(1, 'milk and eggs');
    expect(await after).toBe('milk and eggs');
    await loads.finish(0, 'milk');
    expect(await before).toBe('milk');
    expect(cache.get('a pantry')).toBe('milk and eggs');
  });

  it('keeps nothing while changes may go unheard, and forgets everything when told', async () => {
    let heard = true;
    const cache = new GroupedCache<string>({ maxSize: 10, isReliable: () => heard });
    await cache.load('a pantry', 'a', () => Promise.resolve('milk'));
    cache.forgetAll();
    heard = false;
    await cache.load('a pantry', 'a', () => Promise.resolve('milk'));
    expect(cache.get('a pantry')).toBeUndefined();
  });

  it('does not keep a value `keep` refuses, nor a failed load', async () => {
    const cache = new GroupedCache<string>({ maxSize: 10, isReliable: reliable });
    await cache.load(
      'a prefs',
      'a',
      () => Promise.resolve('defaults'),
      () => false,
    );
    await expect(
      cache.load('a list', 'a', () => Promise.reject(new Error('down'))),
    ).rejects.toThrow();
    expect(cache.get('a prefs')).toBeUndefined();
    expect(await cache.load('a list', 'a', () => Promise.resolve('back'))).toBe('back');
  });

  it('holds at most its budget, dropping the least recently used first', async () => {
    const cache = new GroupedCache<string>({
      maxSize: 10,
      sizeOf: (value) => value.length,
      isReliable: reliable,
    });
    await cache.load('a', 'a', () => Promise.resolve('1234'));
    await cache.load('b', 'b', () => Promise.resolve('1234'));
    cache.get('a');
    await cache.load('c', 'c', () => Promise.resolve('1234'));
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['1234', undefined, '1234']);
    expect(cache.size).toBe(8);
    // Forgetting a group whose value the budget already dropped finds nothing to do.
    cache.forget('b');
    expect(cache.size).toBe(8);
  });
});
