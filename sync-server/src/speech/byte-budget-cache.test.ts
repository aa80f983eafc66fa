import { describe, expect, it } from 'vitest';
import { byteBudgetCache } from './byte-budget-cache';

const bytes = (size: number, fill = 1) => new Uint8Array(size).fill(fill);

describe('byteBudgetCache', () => {
  it('forgets the least recently used values once the budget is full', () => {
    const cache = byteBudgetCache(10);
    cache.set('a', bytes(4, 1));
    cache.set('b', bytes(4, 2));
    expect(cache.get('a')?.[0]).toBe(1); // a is now the most recently used
    cache.set('c', bytes(4, 3));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.[0]).toBe(1);
    expect(cache.get('c')?.[0]).toBe(3);
    expect(cache.bytes).toBe(8);
  });

  it('replaces a value under the same key without counting it twice', () => {
    const cache = byteBudgetCache(10);
    cache.set('a', bytes(6, 1));
    cache.set('a', bytes(8, 2));
    expect(cache.bytes).toBe(8);
    expect(cache.get('a')?.[0]).toBe(2);
  });

  it('does not keep a value larger than the whole budget, nor evict others for it', () => {
    const cache = byteBudgetCache(10);
    cache.set('small', bytes(5));
    cache.set('huge', bytes(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')).toBeDefined();
    expect(cache.bytes).toBe(5);
  });
});
