import { describe, expect, it } from 'vitest';
import type { SharedRecipeSummary } from '@mise/domain/api/recipes';
import { ApiError } from '../../../sync/api-error';
import type { CachedCommunityPage } from '../utils/cached-page';
import { type CommunityFilter, NO_FILTER, communityCacheKey } from '../utils/community-query';
import {
  type CommunityPage,
  CommunityListing,
  type CommunitySource,
  OFFLINE_PROBLEM,
} from './community-listing';

const summary = (id: string): SharedRecipeSummary => ({
  id,
  name: `Recipe ${id}`,
  cookTime: 20,
  difficulty: 'easy',
  dietaryTags: [],
});

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

interface Request {
  filter: CommunityFilter;
  cursor: string | undefined;
  signal: AbortSignal;
  answer: Deferred<CommunityPage>;
}

/** A server and a device store the test answers by hand, in the order it chooses. */
function fakeSource(kept: Record<string, CachedCommunityPage> = {}) {
  const requests: Request[] = [];
  const written = new Map<string, CachedCommunityPage>();
  const source: CommunitySource = {
    fetchPage: (filter, cursor, signal) => {
      const answer = deferred<CommunityPage>();
      requests.push({ filter, cursor, signal, answer });
      return answer.promise;
    },
    readCached: (key) => Promise.resolve(kept[key]),
    writeCached: (key, page) => {
      written.set(key, page);
      return Promise.resolve();
    },
    now: () => new Date('2025-03-01T12:00:00.000Z'),
  };
  return { source, requests, written };
}

/** Lets every settled promise run its callbacks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const names = (listing: CommunityListing) => listing.getState().recipes.map(({ id }) => id);

const keptAll: CachedCommunityPage = {
  savedAt: '2025-02-01T08:00:00.000Z',
  recipes: [summary('kept')],
  nextCursor: undefined,
};

describe('CommunityListing', () => {
  it('loads the first page, keeps it on the device, then appends the next', async () => {
    const { source, requests, written } = fakeSource();
    const listing = new CommunityListing(source);
    listing.update(NO_FILTER, true);
    expect(listing.getState().phase).toBe('loading');
    await settle();
    requests[0]?.answer.resolve({ recipes: [summary('a'), summary('b')], nextCursor: 'c1' });
    await settle();
    expect(listing.getState()).toMatchObject({
      phase: 'ready',
      nextCursor: 'c1',
      savedAt: undefined,
    });
    expect(names(listing)).toEqual(['a', 'b']);
    expect(written.get(communityCacheKey(NO_FILTER))).toEqual({
      savedAt: '2025-03-01T12:00:00.000Z',
      recipes: [summary('a'), summary('b')],
      nextCursor: 'c1',
    });

    const more = listing.loadMore();
    expect(listing.getState().loadingMore).toBe(true);
    expect(requests[1]?.cursor).toBe('c1');
    requests[1]?.answer.resolve({ recipes: [summary('c')], nextCursor: undefined });
    await more;
    expect(names(listing)).toEqual(['a', 'b', 'c']);
    expect(listing.getState()).toMatchObject({ loadingMore: false, nextCursor: undefined });
    // The last page: nothing more to ask for.
    await listing.loadMore();
    expect(requests).toHaveLength(2);
  });

  it('shows the page kept on the device at once, then the server page in its place', async () => {
    const { source, requests } = fakeSource({ [communityCacheKey(NO_FILTER)]: keptAll });
    const listing = new CommunityListing(source);
    listing.update(NO_FILTER, true);
    await settle();
    expect(listing.getState()).toMatchObject({
      phase: 'ready',
      savedAt: keptAll.savedAt,
      refreshing: true,
    });
    expect(names(listing)).toEqual(['kept']);
    requests[0]?.answer.resolve({ recipes: [summary('new')], nextCursor: undefined });
    await settle();
    expect(names(listing)).toEqual(['new']);
    expect(listing.getState()).toMatchObject({ savedAt: undefined, refreshing: false });
  });

  it('offline, shows the kept page and asks nothing; back online, refreshes it', async () => {
    const { source, requests } = fakeSource({ [communityCacheKey(NO_FILTER)]: keptAll });
    const listing = new CommunityListing(source);
    listing.update(NO_FILTER, false);
    await settle();
    expect(names(listing)).toEqual(['kept']);
    expect(requests).toHaveLength(0);
    listing.update(NO_FILTER, true);
    expect(requests).toHaveLength(1);
    requests[0]?.answer.resolve({ recipes: [summary('fresh')], nextCursor: undefined });
    await settle();
    expect(names(listing)).toEqual(['fresh']);
  });

  it('offline with nothing kept, says so', async () => {
    const { source } = fakeSource();
    const listing = new CommunityListing(source);
    listing.update({ search: 'soup', cuisine: 'all' }, false);
    await settle();
    expect(listing.getState()).toMatchObject({ phase: 'unavailable', problem: OFFLINE_PROBLEM });
  });

  it('keeps the kept page on screen when the server fails, with the reason', async () => {
    const { source, requests } = fakeSource({ [communityCacheKey(NO_FILTER)]: keptAll });
    const listing = new CommunityListing(source);
    listing.update(NO_FILTER, true);
    requests[0]?.answer.reject(new ApiError(503, 'The server is busy.'));
    await settle();
    expect(listing.getState()).toMatchObject({
      phase: 'ready',
      savedAt: keptAll.savedAt,
      refreshing: false,
      problem: 'The server is busy.',
    });
    expect(names(listing)).toEqual(['kept']);
  });

  it('with nothing kept and the server failing, has nothing to show', async () => {
    const { source, requests } = fakeSource();
    const listing = new CommunityListing(source);
    listing.update(NO_FILTER, true);
    await settle();
    requests[0]?.answer.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(listing.getState()).toMatchObject({
      phase: 'unavailable',
      problem: "Couldn't reach the Mise server. Check your connection and try again.",
    });
  });

  it('starts over on a new filter and ignores what the old one still answers', async () => {
    const { source, requests } = fakeSource();
    const listing = new CommunityListing(source);
    listing.update(NO_FILTER, true);
    const soup = { search: 'soup', cuisine: 'all' } as const;
    listing.update(soup, true);
    expect(requests[0]?.signal.aborted).toBe(true);
    expect(listing.getState()).toMatchObject({ phase: 'loading', filter: soup });
    requests[0]?.answer.resolve({ recipes: [summary('old')], nextCursor: undefined });
    requests[1]?.answer.resolve({ recipes: [summary('soup')], nextCursor: undefined });
    await settle();
    expect(names(listing)).toEqual(['soup']);
    expect(requests[1]?.filter).toEqual(soup);
  });

  it('refreshes the first page on demand, keeping the list until it arrives', async () => {
    const { source, requests } = fakeSource();
    const listing = new CommunityListing(source);
    listing.update(NO_FILTER, true);
    requests[0]?.answer.resolve({ recipes: [summary('a')], nextCursor: undefined });
    await settle();
    const refreshed = listing.refresh();
    expect(listing.getState()).toMatchObject({ refreshing: true });
    expect(names(listing)).toEqual(['a']);
    requests[1]?.answer.resolve({
      recipes: [summary('shared'), summary('a')],
      nextCursor: undefined,
    });
    await refreshed;
    expect(names(listing)).toEqual(['shared', 'a']);
  });

  it('keeps the list when the next page fails, and can try again', async () => {
    const { source, requests } = fakeSource();
    const listing = new CommunityListing(source);
    listing.update(NO_FILTER, true);
    requests[0]?.answer.resolve({ recipes: [summary('a')], nextCursor: 'c1' });
    await settle();
    const failed = listing.loadMore();
    requests[1]?.answer.reject(new ApiError(500, 'Something broke.'));
    await failed;
    expect(listing.getState()).toMatchObject({
      loadingMore: false,
      moreProblem: 'Something broke.',
      problem: undefined,
    });
    expect(names(listing)).toEqual(['a']);
    const again = listing.loadMore();
    expect(requests[2]?.cursor).toBe('c1');
    requests[2]?.answer.resolve({ recipes: [summary('b')], nextCursor: undefined });
    await again;
    expect(names(listing)).toEqual(['a', 'b']);
  });

  it('starts again after being disposed, as React does when it mounts twice', async () => {
    const { source, requests } = fakeSource();
    const listing = new CommunityListing(source);
    listing.update(NO_FILTER, true);
    listing.dispose();
    expect(requests[0]?.signal.aborted).toBe(true);
    listing.update(NO_FILTER, true);
    requests[1]?.answer.resolve({ recipes: [summary('a')], nextCursor: undefined });
    await settle();
    expect(names(listing)).toEqual(['a']);
  });
});
