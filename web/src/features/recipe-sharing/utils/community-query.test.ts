import { describe, expect, it } from 'vitest';
import type { SharedRecipeSummary } from '@mise/domain/api/recipes';
import {
  COMMUNITY_PAGE_SIZE,
  NO_FILTER,
  appendPage,
  communityCacheKey,
  communityQuery,
  isFiltered,
} from './community-query';

const summary = (id: string): SharedRecipeSummary => ({
  id,
  name: `Recipe ${id}`,
  cookTime: 20,
  difficulty: 'easy',
  dietaryTags: [],
});

describe('communityQuery', () => {
  it('asks for one page of everything when nothing is filtered', () => {
    expect(communityQuery(NO_FILTER)).toBe(`limit=${COMMUNITY_PAGE_SIZE}`);
  });

  it('sends the trimmed search, the cuisine and the cursor of the next page', () => {
    const query = new URLSearchParams(
      communityQuery({ search: '  Lemon tart ', cuisine: 'dessert' }, 'abc'),
    );
    expect(Object.fromEntries(query)).toEqual({
      limit: String(COMMUNITY_PAGE_SIZE),
      q: 'Lemon tart',
      cuisine: 'dessert',
      cursor: 'abc',
    });
  });

  it('leaves out a search of spaces only', () => {
    expect(communityQuery({ search: '   ', cuisine: 'all' })).toBe(`limit=${COMMUNITY_PAGE_SIZE}`);
  });
});

describe('isFiltered', () => {
  it('is true for any search text or a cuisine other than all', () => {
    expect(isFiltered(NO_FILTER)).toBe(false);
    expect(isFiltered({ search: '  ', cuisine: 'all' })).toBe(false);
    expect(isFiltered({ search: 'soup', cuisine: 'all' })).toBe(true);
    expect(isFiltered({ search: '', cuisine: 'asian' })).toBe(true);
  });
});

describe('communityCacheKey', () => {
  it('is one key for searches the server answers alike', () => {
    expect(communityCacheKey({ search: ' Pasta', cuisine: 'all' })).toBe(
      communityCacheKey({ search: 'pasta ', cuisine: 'all' }),
    );
    expect(communityCacheKey({ search: 'pasta', cuisine: 'all' })).not.toBe(
      communityCacheKey({ search: 'pasta', cuisine: 'italian' }),
    );
  });
});

describe('appendPage', () => {
  it('adds the next page after the shown recipes, each recipe once', () => {
    const shown = [summary('a'), summary('b')];
    expect(appendPage(shown, [summary('b'), summary('c')]).map(({ id }) => id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});
