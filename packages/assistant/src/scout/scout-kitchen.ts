/**
 * The kitchen scout (spec §7 /api/ai/scout/analyze): one look over a household's pantry that
 * says what to use first and what to cook. Nothing new is judged here: it gathers the rules the
 * app already shows, so the scout never disagrees with the screen: the freshness bars and
 * labels (§9), "Use soon" (issue 5) and the match percentage of the recipe lists, with what
 * each best match still lacks. Pure: the caller brings the pantry, the recipes and the day.
 */
import { ingredientLexicon } from '@mise/catalog/ingredients';
import type { AiScoutResponse, ScoutExpiringItem } from '@mise/domain/api/ai-helpers';
import { FRESHNESS_LEVELS } from '@mise/domain/constants';
import type { PantryItem } from '@mise/domain/entities/pantry-item';
import type { Recipe } from '@mise/domain/entities/recipe';
import { daysUntilExpiry, expiryLabel, freshnessForDays } from '@mise/domain/freshness';
import { createRecipeMatcher } from '@mise/domain/recipe-match';
import { compareNames } from '@mise/domain/text-order';
import { itemsToUseSoon, recipesUsingSoonItems } from '@mise/domain/use-soon';
import { scoutSummary } from './scout-summary';

/** As many as the home page's "Use soon" row shows. */
export const SCOUT_USE_SOON_RECIPES = 4;

export interface ScoutQuestion {
  readonly pantry: readonly PantryItem[];
  /** By precedence: a household's own copy of a seed recipe comes before the seed (same id). */
  readonly recipes: readonly Recipe[];
  /** YYYY-MM-DD: the cook's day, which decides what has expired. */
  readonly today: string;
  /** How many best matches to list. */
  readonly matches: number;
}

function firstOfEachId(recipes: readonly Recipe[]): Recipe[] {
  const byId = new Map<string, Recipe>();
  for (const recipe of recipes) if (!byId.has(recipe.id)) byId.set(recipe.id, recipe);
  return [...byId.values()];
}

/** Dated items whose bar is below full, soonest first: expired ones lead, as they need a look. */
function expiringItems(pantry: readonly PantryItem[], today: string): ScoutExpiringItem[] {
  return pantry
    .flatMap((item) => {
      if (item.expirationDate === undefined) return [];
      const daysLeft = daysUntilExpiry(item.expirationDate, today);
      const freshness = freshnessForDays(daysLeft);
      if (freshness === FRESHNESS_LEVELS.fresh) return [];
      const { id, name, category, quantity, unit, expirationDate } = item;
      const label = expiryLabel(daysLeft);
      return [{ id, name, category, quantity, unit, expirationDate, daysLeft, freshness, label }];
    })
    .sort((a, b) => a.daysLeft - b.daysLeft || compareNames(a.name, b.name));
}

export function scoutKitchen({ pantry, recipes, today, matches }: ScoutQuestion): AiScoutResponse {
  const library = firstOfEachId(recipes);
  // One matcher per look: its memory of names lives no longer than the request.
  const matcher = createRecipeMatcher(ingredientLexicon);
  const held = matcher.indexPantry(pantry.map((item) => item.name));

  const soonNames = itemsToUseSoon(pantry, today).map(({ item }) => item.name);
  const useSoon = recipesUsingSoonItems(matcher, library, soonNames, SCOUT_USE_SOON_RECIPES).map(
    ({ recipe, uses }) => ({ id: recipe.id, name: recipe.name, uses: [...uses] }),
  );

  const percentages = matcher.matchAll(library, held);
  const bestMatches = library
    .flatMap((recipe) => {
      const match = percentages.get(recipe.id) ?? 0;
      return match > 0 ? [{ recipe, match }] : [];
    })
    .sort((a, b) => b.match - a.match || compareNames(a.recipe.name, b.recipe.name))
    .slice(0, matches)
    .map(({ recipe, match }) => ({
      id: recipe.id,
      name: recipe.name,
      cookTime: recipe.cookTime,
      difficulty: recipe.difficulty,
      match,
      missing: matcher.missing(recipe, held),
    }));

  const expiring = expiringItems(pantry, today);
  return {
    today,
    summary: scoutSummary({ expiring, useSoon, bestMatches }),
    expiring,
    useSoon,
    bestMatches,
  };
}
