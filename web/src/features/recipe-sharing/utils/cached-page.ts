// A first page of the community list as kept on this device, and the check a kept value must
// pass before it is shown. The check is zod-free on purpose: the page draws what it kept before
// the sync engine (and zod with it) has loaded, and it only ever reads back what it wrote itself
// from an answer the schema had accepted; a value of an older shape is simply not shown.
import type { SharedRecipeSummary } from '@mise/domain/api/recipes';
import { DIFFICULTIES } from '@mise/domain/options';
import { compareCodeUnits } from '@mise/domain/text-order';

export interface CachedCommunityPage {
  /** When the server gave this page (ISO time): the oldest kept pages are dropped first. */
  readonly savedAt: string;
  readonly recipes: readonly SharedRecipeSummary[];
  readonly nextCursor?: string | undefined;
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const optional = (value: unknown, check: (present: unknown) => boolean) =>
  value === undefined || check(value);

const isText = (value: unknown): value is string => typeof value === 'string';

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function isSummary(value: unknown): value is SharedRecipeSummary {
  if (!isObject(value)) return false;
  return (
    isText(value.id) &&
    isText(value.name) &&
    isNumber(value.cookTime) &&
    DIFFICULTIES.some((difficulty) => difficulty === value.difficulty) &&
    Array.isArray(value.dietaryTags) &&
    value.dietaryTags.every(isText) &&
    optional(value.description, isText) &&
    optional(value.imageUrl, isText) &&
    optional(value.cuisine, isText) &&
    optional(value.rating, (rating) => rating === null || isNumber(rating))
  );
}

export function isCachedCommunityPage(value: unknown): value is CachedCommunityPage {
  return (
    isObject(value) &&
    isText(value.savedAt) &&
    optional(value.nextCursor, isText) &&
    Array.isArray(value.recipes) &&
    value.recipes.every(isSummary)
  );
}

/** First pages kept on the device: the unfiltered list and the most recent searches. */
export const CACHED_PAGES_KEPT = 12;

/**
 * The keys to drop so that at most `keep` pages stay: the oldest first, never `pinned` (the
 * unfiltered list, what an offline cook most likely opens). Unreadable values go too.
 */
export function keysToDrop(
  kept: readonly (readonly [string, unknown])[],
  pinned: string,
  keep = CACHED_PAGES_KEPT,
): string[] {
  const unreadable = kept.filter(([, page]) => !isCachedCommunityPage(page)).map(([key]) => key);
  const byAge = kept
    .flatMap(([key, page]) =>
      isCachedCommunityPage(page) && key !== pinned ? [{ key, savedAt: page.savedAt }] : [],
    )
    .sort((a, b) => compareCodeUnits(b.savedAt, a.savedAt));
  const pinnedKept = kept.some(([key, page]) => key === pinned && isCachedCommunityPage(page));
  const room = Math.max(0, keep - (pinnedKept ? 1 : 0));
  return [...unreadable, ...byAge.slice(room).map(({ key }) => key)];
}
