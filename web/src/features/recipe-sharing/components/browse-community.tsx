// The Browse Community tab (spec §2): every household's shared recipes, searched and filtered on
// the server, page by page, kept on this device for the next visit and for offline reading
// (data/community-listing.ts). Favorites are the household's own rows, so they work offline.
import { useCallback, useEffect, useState } from 'react';
import type { SharedRecipeSummary } from '@mise/domain/api/recipes';
import type { SharedRecipeCuisineFilter } from '@mise/domain/options';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { useSyncState } from '../../../sync/status/use-sync-data';
import { toggleFavorite } from '../data/sharing-actions';
import { useCommunityListing } from '../data/use-community-listing';
import { useFavoriteIds } from '../data/use-favorite-ids';
import { CommunityFilters } from './community-filters';
import { CommunityResults } from './community-results';
import { SavedListNote } from './saved-list-note';

/** The server is asked once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 300;

interface BrowseCommunityProps {
  /**
   * A write that shares a recipe (create or share), still on its way to the server: the list
   * is fetched again once the server has it (§4: only a shared recipe refreshes this list).
   */
  awaitedShare: number | undefined;
  onShareArrived: () => void;
}

const favorite = (recipe: SharedRecipeSummary, favorite: boolean) =>
  void toggleFavorite(recipe, favorite);

export function BrowseCommunity({ awaitedShare, onShareArrived }: BrowseCommunityProps) {
  const [search, setSearch] = useState('');
  const [cuisine, setCuisine] = useState<SharedRecipeCuisineFilter>('all');
  const online = useOnlineStatus();
  const askedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const { state, listing } = useCommunityListing(askedSearch, cuisine, online);
  const favoriteIds = useFavoriteIds();

  // The sync engine's record of what the server has processed, shared by every tab.
  const processed = useSyncState()?.lastMutationId ?? 0;
  useEffect(() => {
    if (awaitedShare === undefined || processed < awaitedShare) return;
    onShareArrived();
    void listing.refresh();
  }, [awaitedShare, processed, onShareArrived, listing]);

  const loadMore = useCallback(() => void listing.loadMore(), [listing]);
  const retry = useCallback(() => void listing.refresh(), [listing]);

  return (
    <div className="grid gap-4">
      <CommunityFilters
        search={search}
        onSearch={setSearch}
        cuisine={cuisine}
        onCuisine={setCuisine}
      />
      <SavedListNote state={state} online={online} />
      <CommunityResults
        state={state}
        online={online}
        favoriteIds={favoriteIds}
        onFavorite={favorite}
        onLoadMore={loadMore}
        onRetry={retry}
        searchPending={search !== askedSearch}
      />
    </div>
  );
}
