// The grocery list in shop order (issue 7): lines still to buy grouped by aisle (produce first,
// frozen last, so the cold things go in the basket at the end), then the checked-off lines
// together at the bottom. Within a group the list keeps its own order (oldest first).
import type { GroceryItem } from '@mise/domain/entities/grocery-item';

export interface AisleGroup<Aisle extends string> {
  /** An aisle, or "checked" for the bought lines. */
  key: Aisle | 'checked';
  items: GroceryItem[];
}

export function aisleGroups<Aisle extends string>(
  items: readonly GroceryItem[],
  aisles: readonly Aisle[],
  aisleOf: (name: string) => Aisle,
): AisleGroup<Aisle>[] {
  const toBuy = items.filter((item) => !item.completed);
  const groups: AisleGroup<Aisle>[] = aisles
    .map((aisle) => ({ key: aisle, items: toBuy.filter((item) => aisleOf(item.name) === aisle) }))
    .filter((group) => group.items.length > 0);
  const checked = items.filter((item) => item.completed);
  return checked.length > 0 ? [...groups, { key: 'checked', items: checked }] : groups;
}
