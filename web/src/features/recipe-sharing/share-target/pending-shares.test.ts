import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { keepSharedLink, takeSharedLink } from './pending-shares';
import { sharedLinksWaiting } from './share-signals';

/** The browser's localStorage, in memory: the tests run under Node. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => items.set(key, value),
    removeItem: (key) => items.delete(key),
  };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  return () => vi.unstubAllGlobals();
});

describe('pending shared links', () => {
  it('keeps every link shared offline and gives them back oldest first, once', async () => {
    expect(sharedLinksWaiting()).toBe(false);
    expect(await keepSharedLink('https://example.com/soup')).toBe(1);
    expect(await keepSharedLink('https://example.com/stew')).toBe(2);
    expect(sharedLinksWaiting()).toBe(true);
    expect(await keepSharedLink('https://example.com/soup')).toBe(2);
    expect(await takeSharedLink()).toBe('https://example.com/stew');
    expect(sharedLinksWaiting()).toBe(true);
    expect(await takeSharedLink()).toBe('https://example.com/soup');
    // None left: the next start opens nothing.
    expect(sharedLinksWaiting()).toBe(false);
    expect(await takeSharedLink()).toBeUndefined();
  });
});
