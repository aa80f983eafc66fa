// Community quick meals: GET /api/recipes/quick?from=community (the 50 newest quick recipes other
// households shared; the household's own are listed from the device). Asked once per visit when online, and once more when the
// device comes back online without an answer; never polled or retried (spec §4 refresh rule).
// Asked once the page is up and the browser idle: it starts the sync engine and checks a long
// answer, work that would otherwise compete with the page's first render, and its meals join
// the end of the list anyway.
import { startTransition, useEffect, useRef, useState } from 'react';
import type { QuickRecipe } from '@mise/domain/api/recipes';
import { useBrowserIdle } from '../../../lib/use-browser-idle';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { readJson } from '../../../sync/api-error';
import { loadSyncEngine } from '../../../sync/engine-loader';

/** Past this the page stops waiting; the meals on the device are shown all along anyway. */
const COMMUNITY_WAIT_MS = 10_000;

async function fetchCommunityQuickMeals(): Promise<QuickRecipe[]> {
  const { auth } = await loadSyncEngine();
  // After the engine: its stepwise load evaluates zod and the schemas a layer at a time.
  const { quickRecipesResponseSchema } = await import('@mise/domain/api/recipes');
  const response = await auth.apiFetch('/api/recipes/quick?from=community', {
    signal: AbortSignal.timeout(COMMUNITY_WAIT_MS),
  });
  return readJson(response, quickRecipesResponseSchema);
}

export type CommunityStatus = 'loading' | 'loaded' | 'offline' | 'unavailable';

export interface CommunityQuickMeals {
  readonly status: CommunityStatus;
  readonly recipes: readonly QuickRecipe[];
}

const NONE: readonly QuickRecipe[] = [];

type Answer = { kind: 'loaded'; recipes: QuickRecipe[] } | { kind: 'failed' };

export function useCommunityQuickMeals(): CommunityQuickMeals {
  const online = useOnlineStatus();
  const idle = useBrowserIdle();
  const [answer, setAnswer] = useState<Answer>();
  const loaded = useRef(false);

  useEffect(() => {
    if (!online || !idle || loaded.current) return;
    let current = true;
    fetchCommunityQuickMeals().then(
      (recipes) => {
        loaded.current = true;
        // A transition: the new cards render in slices, never in one long task.
        if (current) startTransition(() => setAnswer({ kind: 'loaded', recipes }));
      },
      (error: unknown) => {
        // Not the cook's problem: the list already holds what the device knows.
        console.warn('Quick meals: community meals could not be loaded.', error);
        if (current) setAnswer({ kind: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [online, idle]);

  if (answer?.kind === 'loaded') return { status: 'loaded', recipes: answer.recipes };
  if (!online) return { status: 'offline', recipes: NONE };
  return { status: answer?.kind === 'failed' ? 'unavailable' : 'loading', recipes: NONE };
}
