// The grocery list's order: what is still to buy first, checked-off lines after them (they stay
// visible, struck through); within each group the order they were added, then by id, so two
// devices show the same list.
import type { GroceryItem } from '@mise/domain/entities/grocery-item';

type Sortable = Pick<GroceryItem, 'id' | 'completed' | 'createdAt'>;

export function compareGroceryItems(a: Sortable, b: Sortable): number {
  if (a.completed !== b.completed) return a.completed ? 1 : -1;
  // ISO UTC timestamps sort like the instants they name.
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function sortGroceryItems<T extends Sortable>(items: readonly T[]): T[] {
  return [...items].sort(compareGroceryItems);
}
