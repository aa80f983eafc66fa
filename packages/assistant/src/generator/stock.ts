/**
 * The pantry as the generator sees it: items the dictionary knows, fit for the diet, not yet
 * expired, one per dictionary entry, soonest-expiring first (undated last).
 */
import { findIngredient, type IngredientEntry } from '@mise/catalog/ingredients';
import type { GeneratorDiet } from '@mise/domain/options';
import { entryFitsDiet } from './diet';
import { shuffled, type Random } from './random';

export interface PantryItemInput {
  readonly name: string;
  readonly expirationDate?: string | undefined;
  readonly quantity?: number;
  readonly unit?: string;
}

export interface StockItem {
  readonly entry: IngredientEntry;
  /** Whole days from today to expiry; undefined when the item has no date. */
  readonly daysLeft: number | undefined;
}

const DAY_MS = 86_400_000;

function daysBetween(today: string, date: string): number | undefined {
  const from = Date.parse(`${today.slice(0, 10)}T00:00:00Z`);
  const to = Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to)) return undefined;
  return Math.round((to - from) / DAY_MS);
}

const sortKey = (item: StockItem): number => item.daysLeft ?? Number.POSITIVE_INFINITY;

/** Ties are broken by the seed, so equally urgent items take turns across seeds. */
export function usableStock(
  pantry: readonly PantryItemInput[],
  today: string,
  diet: GeneratorDiet,
  random: Random,
): StockItem[] {
  const byEntry = new Map<string, StockItem>();
  for (const item of pantry) {
    // Unknown names never fill a role: their kind and diet facts are unknown.
    const entry = findIngredient(item.name);
    if (entry === undefined || !entryFitsDiet(entry, diet)) continue;
    const daysLeft =
      item.expirationDate === undefined ? undefined : daysBetween(today, item.expirationDate);
    if (daysLeft !== undefined && daysLeft < 0) continue;
    const known = byEntry.get(entry.name);
    if (known === undefined || sortKey({ entry, daysLeft }) < sortKey(known)) {
      byEntry.set(entry.name, { entry, daysLeft });
    }
  }
  return shuffled([...byEntry.values()], random).sort((a, b) => sortKey(a) - sortKey(b));
}

/** How much using this item now saves it from waste: highest for items about to expire. */
export function urgency(item: StockItem): number {
  return item.daysLeft === undefined ? 0 : 100 / (1 + item.daysLeft);
}
