// The pantry grid's order and filter: what goes off soonest comes first (an expired item before
// one that expires today), items without a date come last; ties go alphabetically, then by id
// so the order never flickers between renders or devices.
import type { PantryItem } from '@mise/domain/entities/pantry-item';
import { PANTRY_CATEGORIES, type PantryCategory } from '@mise/domain/options';
import { compareCodeUnits, compareNames } from '@mise/domain/text-order';

export const PANTRY_FILTERS = ['all', ...PANTRY_CATEGORIES] as const;
export type PantryFilter = (typeof PANTRY_FILTERS)[number];

type Sortable = Pick<PantryItem, 'id' | 'name' | 'expirationDate'>;

export function comparePantryItems(a: Sortable, b: Sortable): number {
  if (a.expirationDate !== b.expirationDate) {
    if (a.expirationDate === undefined) return 1;
    if (b.expirationDate === undefined) return -1;
    // YYYY-MM-DD strings sort like the dates they name.
    return a.expirationDate < b.expirationDate ? -1 : 1;
  }
  const byName = compareNames(a.name, b.name);
  if (byName !== 0) return byName;
  return compareCodeUnits(a.id, b.id);
}

export function sortPantryItems<T extends Sortable>(items: readonly T[]): T[] {
  return [...items].sort(comparePantryItems);
}

export function filterPantryItems<T extends { category: PantryCategory }>(
  items: readonly T[],
  filter: PantryFilter,
): readonly T[] {
  return filter === 'all' ? items : items.filter((item) => item.category === filter);
}
