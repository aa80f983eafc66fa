/**
 * The read side of the recipe lists that cross households: the community list's query string
 * and its opaque page cursor, and the §7 shapes of shared and quick recipes.
 */
import { z } from 'zod';
import {
  type QuickRecipe,
  type SharedRecipeSummary,
  quickRecipeSchema,
  sharedRecipeSummarySchema,
} from '@mise/domain/api/recipes';
import type { Recipe } from '@mise/domain/entities/recipe';
import type { SharedRecipeKey } from '../storage/shared-recipes';

export const SHARED_PAGE_DEFAULT = 50;
export const SHARED_PAGE_MAX = 100;
/** The web app's offline list of quick meals keeps the same limit, so it lives in the domain. */
export { QUICK_MAX_COOK_TIME_MINUTES } from '@mise/domain/constants';
/** Other households' quick meals returned at most, newest first; the household's own all are. */
export const QUICK_SHARED_LIMIT = 50;

/** PostgreSQL text cannot hold U+0000: a query parameter with one fails in the database (500). */
const withoutNul = (text: string) => !text.includes('\u0000');

/**
 * Half of a surrogate pair on its own: PGlite sends two of them in a row as bytes that are not
 * UTF-8, and the query fails (500). A query string cannot carry one, but a cursor's JSON can.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const wellFormed = (text: string) => withoutNul(text) && !LONE_SURROGATE.test(text);

const cursorSchema = z.tuple([
  // The exact form the query writes (to_char … .US"Z"), so nothing else reaches ::timestamptz.
  z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
  z.string().min(1).refine(wellFormed),
]);

/** base64url of `[createdAt, id]`: opaque to clients, so the keyset can change without notice. */
export function encodeCursor(key: SharedRecipeKey): string {
  return Buffer.from(JSON.stringify([key.createdAt, key.id])).toString('base64url');
}

function decodeCursor(cursor: string): SharedRecipeKey | undefined {
  try {
    const text = Buffer.from(cursor, 'base64url').toString('utf8');
    const parsed = cursorSchema.safeParse(JSON.parse(text));
    return parsed.success ? { createdAt: parsed.data[0], id: parsed.data[1] } : undefined;
  } catch {
    return undefined;
  }
}

/** Blank text is no filter at all: a cleared search box sends `q=`. */
const optionalFilter = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(withoutNul, `${label} must not contain the character U+0000`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

export const sharedRecipesQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^\d{1,6}$/, 'Limit must be a whole number')
    .transform(Number)
    .pipe(
      z
        .int()
        .min(1, 'Limit must be at least 1')
        .max(SHARED_PAGE_MAX, `Limit must be at most ${SHARED_PAGE_MAX}`),
    )
    .default(SHARED_PAGE_DEFAULT),
  cursor: z
    .string()
    .transform((value, ctx) => {
      const key = decodeCursor(value);
      if (key === undefined) {
        ctx.addIssue({ code: 'custom', message: 'This page cursor is not valid: start again.' });
        return z.NEVER;
      }
      return key;
    })
    .optional(),
  q: optionalFilter('Search text', 100),
  // "all" is the browse tab's own option for no filter (spec §2).
  cuisine: optionalFilter('Cuisine', 50).transform((value) =>
    value?.toLowerCase() === 'all' ? undefined : value,
  ),
});

export function toSharedSummary(data: unknown): SharedRecipeSummary {
  return sharedRecipeSummarySchema.parse(data);
}

/**
 * Stored recipes always have a cook time and a difficulty, so of the §9 card defaults only the
 * rating can apply: 0 is the recipe's "not rated yet" default, shown as 4.5 like a missing one.
 */
export function toQuickRecipe(recipe: Recipe): QuickRecipe {
  return quickRecipeSchema.parse({
    ...recipe,
    rating: recipe.rating > 0 ? recipe.rating : undefined,
  });
}
