/** Money (spec §9): prices are integer cents, shown as dollars with two decimals. */
import { CENTS_PER_DOLLAR } from './constants';
import type { GroceryItem } from './entities/grocery-item';

/**
 * 1234 → "$12.34", -5 → "-$0.05". Integer maths, not `toFixed`, so no float rounding can
 * creep in; no thousands separator, matching the spec's plain "dollars with 2 decimals".
 */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a whole number: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / CENTS_PER_DOLLAR);
  const rest = String(abs % CENTS_PER_DOLLAR).padStart(2, '0');
  return `${sign}$${dollars}.${rest}`;
}

/** The list total: what is still to buy, i.e. the prices of the lines not yet checked off. */
export function groceryTotalCents(
  items: readonly Pick<GroceryItem, 'estimatedPrice' | 'completed'>[],
): number {
  return items.reduce((total, item) => (item.completed ? total : total + item.estimatedPrice), 0);
}
