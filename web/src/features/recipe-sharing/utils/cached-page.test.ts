import { describe, expect, it } from 'vitest';
import { type CachedCommunityPage, isCachedCommunityPage, keysToDrop } from './cached-page';

const page = (savedAt: string): CachedCommunityPage => ({
  savedAt,
  nextCursor: 'next',
  recipes: [
    {
      id: 'r1',
      name: 'Tiramisu',
      description: 'Coffee and mascarpone',
      cookTime: 30,
      difficulty: 'medium',
      cuisine: 'dessert',
      dietaryTags: ['Vegetarian'],
      rating: null,
    },
  ],
});

describe('isCachedCommunityPage', () => {
  it('accepts a page as the app keeps it', () => {
    expect(isCachedCommunityPage(page('2025-03-01T12:00:00.000Z'))).toBe(true);
    expect(isCachedCommunityPage({ savedAt: '2025-03-01T12:00:00.000Z', recipes: [] })).toBe(true);
  });

  it('refuses anything of another shape', () => {
    const good = page('2025-03-01T12:00:00.000Z');
    const [recipe] = good.recipes;
    expect(isCachedCommunityPage(undefined)).toBe(false);
    expect(isCachedCommunityPage([])).toBe(false);
    expect(isCachedCommunityPage({ ...good, savedAt: 1 })).toBe(false);
    expect(isCachedCommunityPage({ ...good, nextCursor: 2 })).toBe(false);
    expect(isCachedCommunityPage({ ...good, recipes: [{ ...recipe, cookTime: '30' }] })).toBe(
      false,
    );
    expect(
      isCachedCommunityPage({ ...good, recipes: [{ ...recipe, difficulty: 'extreme' }] }),
    ).toBe(false);
    expect(isCachedCommunityPage({ ...good, recipes: [{ ...recipe, dietaryTags: [1] }] })).toBe(
      false,
    );
    expect(isCachedCommunityPage({ ...good, recipes: [{ ...recipe, rating: '5' }] })).toBe(false);
  });
});

describe('keysToDrop', () => {
  it('drops the oldest pages beyond the limit, never the pinned one', () => {
    const kept: [string, unknown][] = [
      ['all', page('2025-01-01T00:00:00.000Z')],
      ['soup', page('2025-03-01T00:00:00.000Z')],
      ['pie', page('2025-02-01T00:00:00.000Z')],
      ['tart', page('2025-04-01T00:00:00.000Z')],
    ];
    expect(keysToDrop(kept, 'all', 3)).toEqual(['pie']);
    expect(keysToDrop(kept, 'all', 4)).toEqual([]);
  });

  it('drops what it cannot read', () => {
    expect(keysToDrop([['old', { version: 0 }]], 'all')).toEqual(['old']);
  });
});
