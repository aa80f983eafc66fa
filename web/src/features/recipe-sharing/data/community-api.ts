// One page of the community list from the server (GET /api/recipes/shared, docs/api.md): the
// recipes, checked against their schema, and the cursor of the next page if there is one.
// Loaded with afterSchemas (zod evaluates in a task of its own), never with the page's chunk.
import { sharedRecipesResponseSchema } from '@mise/domain/api/recipes';
import { readJson } from '../../../sync/api-error';
import { loadSyncEngine } from '../../../sync/engine-loader';
import { type CommunityFilter, communityQuery } from '../utils/community-query';
import type { CommunityPage } from './community-listing';

export async function fetchCommunityPage(
  filter: CommunityFilter,
  cursor: string | undefined,
  signal: AbortSignal,
): Promise<CommunityPage> {
  const { auth } = await loadSyncEngine();
  const response = await auth.apiFetch(`/api/recipes/shared?${communityQuery(filter, cursor)}`, {
    signal,
  });
  const recipes = await readJson(response, sharedRecipesResponseSchema);
  return { recipes, nextCursor: response.headers.get('X-Next-Cursor') ?? undefined };
}
