// What the Browse Community tab asks the server for (docs/api.md "GET /api/recipes/shared"): the
// filter the cook set (search text, cuisine), one page of it at a time, and the key under which
// that filter's first page is kept on this device.
import type { SharedRecipeSummary } from '@mise/domain/api/recipes';
import type { SharedRecipeCuisineFilter } from '@mise/domain/options';

/** Four full rows of one, two, three or four columns; a deep list loads page by page. */
export const COMMUNITY_PAGE_SIZE = 24;

export interface CommunityFilter {
  readonly search: string;
  readonly cuisine: SharedRecipeCuisineFilter;
}

export const NO_FILTER: CommunityFilter = { search: '', cuisine: 'all' };

/** Spaces alone search for nothing; the server trims the same way. */
const searchText = (filter: CommunityFilter) => filter.search.trim();

/** Whether the empty state should suggest changing the search or filters (§2). */
export function isFiltered(filter: CommunityFilter): boolean {
  return searchText(filter) !== '' || filter.cuisine !== 'all';
}

/** The query string of one page: the first without a cursor, the next with the last page's. */
export function communityQuery(filter: CommunityFilter, cursor?: string): string {
  const params = new URLSearchParams({ limit: String(COMMUNITY_PAGE_SIZE) });
  const search = searchText(filter);
  if (search !== '') params.set('q', search);
  if (filter.cuisine !== 'all') params.set('cuisine', filter.cuisine);
  if (cursor !== undefined) params.set('cursor', cursor);
  return params.toString();
}

/**
 * One key per answer the server would give: it ignores case in the search, so "Pasta" and
 * "pasta" share what is kept.
 */
export function communityCacheKey(filter: CommunityFilter): string {
  return JSON.stringify([filter.cuisine, searchText(filter).toLowerCase()]);
}

/**
 * The list after the next page: pages follow a keyset cursor and never overlap, but a recipe
 * shared meanwhile can reach the first page of a refresh and the next page too; it shows once.
 */
export function appendPage(
  shown: readonly SharedRecipeSummary[],
  next: readonly SharedRecipeSummary[],
): SharedRecipeSummary[] {
  const ids = new Set(shown.map((recipe) => recipe.id));
  return [...shown, ...next.filter((recipe) => !ids.has(recipe.id))];
}
