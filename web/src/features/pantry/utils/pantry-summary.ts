// The pantry's summary cards (spec §2): how many items each place holds, and the first two
// items that have an expiry date, in the grid's order (soonest first), for the freshness card.
import type { PantryItem } from '@mise/domain/entities/pantry-item';
import { PANTRY_CATEGORIES, type PantryCategory } from '@mise/domain/options';

export const FRESHNESS_CARD_ITEMS = 2;

export function countByCategory(
  items: readonly Pick<PantryItem, 'category'>[],
): Record<PantryCategory, number> {
  const counts = Object.fromEntries(PANTRY_CATEGORIES.map((category) => [category, 0]));
  for (const { category } of items) counts[category] = (counts[category] ?? 0) + 1;
  return { fridge: counts.fridge ?? 0, freezer: counts.freezer ?? 0, pantry: counts.pantry ?? 0 };
}

export function firstDatedItems<T extends Pick<PantryItem, 'expirationDate'>>(
  items: readonly T[],
): (T & { expirationDate: string })[] {
  return items
    .filter((item): item is T & { expirationDate: string } => item.expirationDate !== undefined)
    .slice(0, FRESHNESS_CARD_ITEMS);
}
