/**
 * "Use soon" (issue 5, beyond the spec): the pantry items that expire within the next few days,
 * and the recipes that would use them up, those using the most of them first.
 */
import type { PantryItem } from './entities/pantry-item';
import { daysUntilExpiry } from './freshness';
import type { MatchableRecipe, RecipeMatcher } from './recipe-match';
import { compareNames } from './text-order';

/** Today and the next three days: close enough to plan a meal around. */
export const USE_SOON_DAYS = 3;

export interface SoonItem<T> {
  readonly item: T;
  /** 0 on the expiry day itself. */
  readonly days: number;
}

/** Dated items that have not expired and expire within `USE_SOON_DAYS`, soonest first. */
export function itemsToUseSoon<T extends Pick<PantryItem, 'name' | 'expirationDate'>>(
  items: readonly T[],
  today: string,
): SoonItem<T>[] {
  return items
    .flatMap((item) => {
      if (item.expirationDate === undefined) return [];
      const days = daysUntilExpiry(item.expirationDate, today);
      return days >= 0 && days <= USE_SOON_DAYS ? [{ item, days }] : [];
    })
    .sort((a, b) => a.days - b.days || compareNames(a.item.name, b.item.name));
}

export interface RecipeUsingSoonItems<R> {
  readonly recipe: R;
  /** The names of the soon items it uses, soonest first. */
  readonly uses: readonly string[];
}

/** Recipes that use at least one of the soon items: most of them first, then by name. */
export function recipesUsingSoonItems<R extends MatchableRecipe & { readonly name: string }>(
  matcher: RecipeMatcher,
  recipes: readonly R[],
  soonNames: readonly string[],
  limit: number,
): RecipeUsingSoonItems<R>[] {
  const uses = new Map<string, string[]>();
  for (const name of soonNames) {
    const matches = matcher.matchAll(recipes, matcher.indexPantry([name]));
    for (const [id, percent] of matches) {
      if (percent > 0) uses.set(id, [...(uses.get(id) ?? []), name]);
    }
  }
  return recipes
    .flatMap((recipe) => {
      const used = uses.get(recipe.id);
      return used ? [{ recipe, uses: used }] : [];
    })
    .sort((a, b) => b.uses.length - a.uses.length || compareNames(a.recipe.name, b.recipe.name))
    .slice(0, limit);
}
