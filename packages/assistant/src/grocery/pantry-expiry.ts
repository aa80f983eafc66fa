/**
 * The expiry date a checked-off grocery line gets when it is added to the pantry: today plus the
 * dictionary's typical shelf life where the ingredient is kept. Unknown ingredients get none,
 * as a hand-added pantry item has none until the cook enters one.
 */
import { addDays } from '@mise/domain/dates';
import { canonicalName, entryNamed } from './ingredient-lookup';

/** YYYY-MM-DD, or undefined when the dictionary does not know the name. */
export function defaultPantryExpiry(name: string, today: string): string | undefined {
  const canonical = canonicalName(name);
  const entry = canonical === undefined ? undefined : entryNamed(canonical);
  return entry === undefined ? undefined : addDays(today, entry.shelfLifeDays);
}
