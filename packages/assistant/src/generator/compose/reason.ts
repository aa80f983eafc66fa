/**
 * Why nothing came out, in words a cook can act on: nothing in the pantry fits the diet; no dish
 * of that kind exists at all (a hard vegan dish in under 15 minutes); or the nearest dish that
 * fits the filters and what it would still need from the shops.
 */
import { findIngredient } from '@mise/catalog/ingredients';
import type { GeneratorFilters, GenerateRecipeRequest } from '../generate-recipe';
import { entryFitsDiet } from '../diet';
import { allFacts, pantryNameOf } from '../knowledge/facts';
import { seededRandom } from '../random';
import { usableStock, type StockItem } from '../stock';
import { COOK_TIME_WORDS } from '../timing';
import { candidatesFor } from './candidates';
import { dishName } from './describe';
import { listed } from './words';

export type EmptyCause = 'no-usable-items' | 'no-such-dish' | 'pantry-lacks';

export const NO_USABLE_ITEMS = 'None of the pantry items can be used under these filters.';

function kindOf({ difficulty, diet, cuisine }: GeneratorFilters): string {
  const words = [
    difficulty === 'any' ? '' : difficulty,
    diet === 'any' ? '' : diet,
    cuisine === 'any' ? '' : cuisine.charAt(0).toUpperCase() + cuisine.slice(1),
  ].filter(Boolean);
  return words.length > 0 ? `${words.join(' ')} ` : '';
}

/** Everything the knowledge base cooks with, for what the filters could make with anything. */
function everything(filters: GeneratorFilters, pantry: readonly StockItem[]): StockItem[] {
  const held = new Set(pantry.map((item) => item.entry.name));
  const others = allFacts().flatMap((facts) => {
    const entry = findIngredient(pantryNameOf(facts.name));
    if (entry === undefined || held.has(entry.name) || !entryFitsDiet(entry, filters.diet)) {
      return [];
    }
    held.add(entry.name);
    return [{ entry, daysLeft: undefined }];
  });
  // The pantry's own items come first, so the nearest dish uses as many of them as it can.
  return [...pantry.map((item) => ({ ...item, daysLeft: 0 })), ...others];
}

export function reasonFor(request: GenerateRecipeRequest): { reason: string; cause: EmptyCause } {
  const { filters } = request;
  const pantry = usableStock(request.pantry, request.today, filters.diet, seededRandom(0));
  if (pantry.length === 0) return { reason: NO_USABLE_ITEMS, cause: 'no-usable-items' };
  const time = COOK_TIME_WORDS[filters.cookTime];
  const possible = candidatesFor(filters, everything(filters, pantry), seededRandom(0));
  if (possible.length === 0) {
    return {
      reason: `No ${kindOf(filters)}dish cooks in ${time}: try a longer cook time or another difficulty.`,
      cause: 'no-such-dish',
    };
  }
  const held = new Set(pantry.map((item) => item.entry.name));
  const missing = (mains: readonly { stock: StockItem }[]) =>
    mains.filter((pick) => !held.has(pick.stock.entry.name)).map((pick) => pick.stock.entry.name);
  const nearest = [...possible].sort(
    (a, b) => missing(a.plan.mains).length - missing(b.plan.mains).length,
  )[0];
  const needs = nearest === undefined ? [] : missing(nearest.plan.mains);
  const dish =
    nearest === undefined || needs.length === 0
      ? ''
      : `: ${dishName(nearest.plan)} would need ${listed(needs)}`;
  return {
    reason: `Nothing ${kindOf(filters)}can be cooked in ${time} from this pantry${dish}.`,
    cause: 'pantry-lacks',
  };
}
