import { describe, expect, it } from 'vitest';
import { CLIP_LIFETIME_MS, createClipStore } from './clip-store';

function manualClock() {
  let now = Date.parse('2025-03-01T18:00:00Z');
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const audio = (size: number, fill = 1) => new Uint8Array(size).fill(fill);

describe('createClipStore', () => {
  it('gives a clip back to its household until it expires, 10 minutes after it was made', () => {
    const clock = manualClock();
    const store = createClipStore({ clock: clock.now });
    const id = store.put('household-a', audio(10, 7));
    expect(store.get('household-a', id)?.[0]).toBe(7);
    clock.advance(CLIP_LIFETIME_MS - 1);
    expect(store.get('household-a', id)?.[0]).toBe(7);
    clock.advance(1);
    expect(store.get('household-a', id)).toBeUndefined();
  });

  it("never gives one household's clip to another", () => {
    const store = createClipStore({ clock: manualClock().now });
    const id = store.put('household-a', audio(10));
    expect(store.get('household-b', id)).toBeUndefined();
    expect(store.get('household-a', id)).toBeDefined();
  });

  it('makes room for a new clip by dropping the oldest when over its byte budget', () => {
    const store = createClipStore({ clock: manualClock().now, maxBytes: 25 });
    const first = store.put('h', audio(10, 1));
    const second = store.put('h', audio(10, 2));
    const third = store.put('h', audio(10, 3));
    expect(store.get('h', first)).toBeUndefined();
    expect(store.get('h', second)?.[0]).toBe(2);
    expect(store.get('h', third)?.[0]).toBe(3);
  });

  it('keeps a clip that was just fetched over an older one nobody asked for again', () => {
    const store = createClipStore({ clock: manualClock().now, maxBytes: 25 });
    const first = store.put('h', audio(10, 1));
    const second = store.put('h', audio(10, 2));
    expect(store.get('h', first)?.[0]).toBe(1);
    const third = store.put('h', audio(10, 3));
    expect(store.get('h', second)).toBeUndefined();
    expect(store.get('h', first)?.[0]).toBe(1);
    expect(store.get('h', third)?.[0]).toBe(3);
  });

  it('names every clip with its own random UUID', () => {
    const store = createClipStore({ clock: manualClock().now });
    const ids = new Set(Array.from({ length: 50 }, () => store.put('h', audio(1))));
    expect(ids.size).toBe(50);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
