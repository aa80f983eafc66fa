// What the Browse Community tab lists: 6 skeleton cards until there is something to show (§9),
// the cards, the next page as the cook scrolls near the end (and a "Load more" button, for the
// keyboard and for when scrolling is not how someone moves), or the empty state of §2.
import { useCallback } from 'react';
import { RefreshCw, UtensilsCrossed, WifiOff } from 'lucide-react';
import type { SharedRecipeSummary } from '@mise/domain/api/recipes';
import { SKELETON_COUNT_BROWSE } from '@mise/domain/constants';
import { Button } from '../../../components/ui/button';
import type { ListingState } from '../data/community-listing';
import { isFiltered } from '../utils/community-query';
import { CommunityRecipeCard } from './community-recipe-card';
import { RecipeCardSkeletons } from './recipe-card-skeletons';
import { SharingEmptyState } from './sharing-empty-state';
import { useWhenNear } from '../../../lib/use-when-near';

interface CommunityResultsProps {
  state: ListingState;
  online: boolean;
  favoriteIds: ReadonlySet<string>;
  onFavorite: (recipe: SharedRecipeSummary, favorite: boolean) => void;
  onLoadMore: () => void;
  onRetry: () => void;
  /** Typed search text the server has not been asked about yet: the list is about to change. */
  searchPending?: boolean;
}

export function CommunityResults({
  state,
  online,
  favoriteIds,
  onFavorite,
  onLoadMore,
  onRetry,
  searchPending = false,
}: CommunityResultsProps) {
  if (state.phase === 'loading') {
    return <RecipeCardSkeletons count={SKELETON_COUNT_BROWSE} label="Loading shared recipes…" />;
  }
  if (state.phase === 'unavailable') {
    return (
      <SharingEmptyState
        icon={WifiOff}
        title="Shared recipes are not available right now"
        hint={
          online
            ? (state.problem ?? "Couldn't load the shared recipes. Try again in a moment.")
            : 'You are offline, and no shared recipes are saved on this device yet. They appear once you are back online.'
        }
        action={
          online && (
            <Button variant="outline" onClick={onRetry} className="mt-2">
              <RefreshCw aria-hidden />
              Try again
            </Button>
          )
        }
      />
    );
  }
  if (state.recipes.length === 0) {
    return (
      <SharingEmptyState
        icon={UtensilsCrossed}
        title="No shared recipes found"
        hint={
          isFiltered(state.filter)
            ? 'Try adjusting your search or filters'
            : 'Be the first to share a recipe with the community!'
        }
      />
    );
  }
  return (
    <div className="grid gap-4">
      <ul
        aria-label="Shared recipes"
        aria-busy={searchPending || state.refreshing || state.loadingMore || undefined}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {state.recipes.map((recipe) => (
          <li key={recipe.id} className="grid">
            <CommunityRecipeCard
              recipe={recipe}
              favorite={favoriteIds.has(recipe.id)}
              onFavorite={onFavorite}
            />
          </li>
        ))}
      </ul>
      <NextPage state={state} online={online} onLoadMore={onLoadMore} />
    </div>
  );
}

function NextPage({
  state,
  online,
  onLoadMore,
}: Pick<CommunityResultsProps, 'state' | 'online' | 'onLoadMore'>) {
  const { recipes, nextCursor, loadingMore, moreProblem } = state;
  // Scrolling asks for the next page by itself only while that can work; a failure waits for
  // the button, so a server in trouble is not asked again and again.
  const automatic = online && nextCursor !== undefined && moreProblem === undefined;
  const loadWhenNear = useCallback(() => {
    if (automatic) onLoadMore();
  }, [automatic, onLoadMore]);
  const watch = useWhenNear<HTMLDivElement>(loadWhenNear);
  if (nextCursor === undefined) {
    return (
      <p role="status" className="text-center text-sm text-muted-foreground">
        {recipes.length === 1 ? 'One shared recipe' : `All ${recipes.length} shared recipes`} shown.
      </p>
    );
  }
  return (
    <div className="grid justify-items-center gap-2">
      <div key={recipes.length} ref={watch} aria-hidden />
      <p role="status" className="text-sm text-muted-foreground">
        {loadingMore
          ? 'Loading more recipes…'
          : !online
            ? 'Connect to the internet to see more recipes.'
            : moreProblem}
      </p>
      <Button
        variant="outline"
        disabled={!online}
        aria-disabled={loadingMore || undefined}
        onClick={loadingMore ? undefined : onLoadMore}
      >
        Load more
      </Button>
    </div>
  );
}
