import { beforeEach, describe, expect, it, vi } from 'vitest';

// The store keeps its state in localStorage, which Node has not: a small one stands in, there
// before the store's module reads it.
const saved = vi.hoisted(() => {
  const items = new Map<string, string>();
  const storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
  return items;
});

const { useCookingUi } = await import('./cooking-ui-store');

const KEY = 'mise-cooking-guide';
const DISH = { sessionId: 'session-1', recipeName: 'Avocado Toast', message: 'Well done!' };

describe('the cooking guide store', () => {
  beforeEach(() => {
    useCookingUi.setState({ line: undefined, servings: {}, finished: undefined });
    saved.clear();
  });

  it('keeps the congratulation in this page only, never in what a reload reads back', () => {
    useCookingUi.getState().setServings('session-1', 4);
    useCookingUi.getState().finish(DISH);
    expect(useCookingUi.getState().finished).toEqual(DISH);
    const stored = saved.get(KEY) ?? '';
    expect(stored).toContain('"servings":{"session-1":4}');
    expect(stored).not.toContain('Avocado Toast');
  });

  it('forgets a congratulation an older version saved, and keeps the rest', async () => {
    saved.set(
      KEY,
      JSON.stringify({
        state: {
          line: { text: 'Step 2. Toast the bread.' },
          servings: {},
          finished: { recipeName: 'Avocado Toast', message: 'Well done!' },
        },
        version: 1,
      }),
    );
    await useCookingUi.persist.rehydrate();
    expect(useCookingUi.getState().line).toEqual({ text: 'Step 2. Toast the bread.' });
    expect(useCookingUi.getState().finished).toBeUndefined();
  });
});
