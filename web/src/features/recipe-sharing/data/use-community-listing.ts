// The Browse Community list for the page: one CommunityListing per mounted tab, fed the cook's
// filter and the connection, over the server (loaded on first use) and the kept first pages.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { SharedRecipeCuisineFilter } from '@mise/domain/options';
import { afterSchemas } from '../../../lib/after-schemas';
import { readCachedPage, writeCachedPage } from './community-cache';
import { CommunityListing, type CommunitySource, type ListingState } from './community-listing';

/** A page that has not answered by then never will; the cook can ask again. */
const PAGE_TIMEOUT_MS = 15_000;

const browserSource: CommunitySource = {
  fetchPage: async (filter, cursor, signal) => {
    const { fetchCommunityPage } = await afterSchemas(() => import('./community-api'));
    return fetchCommunityPage(
      filter,
      cursor,
      AbortSignal.any([signal, AbortSignal.timeout(PAGE_TIMEOUT_MS)]),
    );
  },
  readCached: readCachedPage,
  writeCached: writeCachedPage,
  now: () => new Date(),
};

export interface CommunityListingView {
  readonly state: ListingState;
  readonly listing: CommunityListing;
}

export function useCommunityListing(
  search: string,
  cuisine: SharedRecipeCuisineFilter,
  online: boolean,
): CommunityListingView {
  const [listing] = useState(() => new CommunityListing(browserSource));
  const state = useSyncExternalStore(listing.subscribe, listing.getState, listing.getState);
  useEffect(() => {
    listing.update({ search, cuisine }, online);
  }, [listing, search, cuisine, online]);
  useEffect(() => () => listing.dispose(), [listing]);
  return { state, listing };
}
