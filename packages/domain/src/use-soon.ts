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

/**
 * Recipes that use at least one of the soon items: most of them first, then by name. A recipe
 * uses a soon item when one of its counted names is the item or a broader name above it ("red
 * onion" is used by a recipe asking for "onion"), the rule of the match percentage. The cost
 * grows with recipes + items, not their product (issue 27: re-matching every recipe once per
 * soon item took 103 s at 100× the budget kitchen): each counted name is looked up in a map to
 * the soon items it stands for, every recipe's uses are counted without allocating, and only
 * the recipes shown get their list of uses.
 */
export function recipesUsingSoonItems<R extends MatchableRecipe & { readonly name: string }>(
  matcher: RecipeMatcher,
  recipes: readonly R[],
  soonNames: readonly string[],
  limit: number,
): RecipeUsingSoonItems<R>[] {
  const distinct = [...new Set(soonNames)];
  const soonByName = new Map<string, number[]>();
  distinct.forEach((soonName, order) => {
    for (const name of matcher.indexPantry([soonName])) {
      const standsFor = soonByName.get(name) ?? [];
      standsFor.push(order);
      soonByName.set(name, standsFor);
    }
  });
  // seenBy[order] is the last recipe (1-based) found using soon item `order`.
  const seenBy = new Int32Array(distinct.length);
  const usesOf = (recipe: R, stamp: number, found?: (order: number) => void) => {
    let count = 0;
    for (const name of matcher.counted(recipe)) {
      for (const order of soonByName.get(name) ?? []) {
        if (seenBy[order] === stamp) continue;
        seenBy[order] = stamp;
        count++;
        found?.(order);
      }
    }
    return count;
  };
  const counted = recipes.flatMap((recipe, index) => {
    const uses = usesOf(recipe, index + 1);
    return uses > 0 ? [{ recipe, uses }] : [];
  });
  return mostUsesFirst(counted, limit).map(({ recipe }) => {
    const orders: number[] = [];
    seenBy.fill(0);
    usesOf(recipe, 1, (order) => orders.push(order));
    orders.sort((a, b) => a - b);
    return { recipe, uses: orders.flatMap((order) => distinct[order] ?? []) };
  });
}

/**
 * The first `limit` by number of uses, then by name. Names are compared only among the recipes
 * that can make the cut: collating tens of thousands of names cost more than all the matching.
 */
function mostUsesFirst<R extends { readonly name: string }>(
  counted: { recipe: R; uses: number }[],
  limit: number,
): { recipe: R; uses: number }[] {
  counted.sort((a, b) => b.uses - a.uses);
  const fewestShown = counted[limit - 1]?.uses ?? 0;
  return counted
    .filter((entry) => entry.uses >= fewestShown)
    .sort((a, b) => b.uses - a.uses || compareNames(a.recipe.name, b.recipe.name))
    .slice(0, limit);
}
