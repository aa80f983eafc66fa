/**
 * Staples: what a kitchen keeps for a year or more and uses a little at a time, so a pantry that
 * holds any of it needs no more for a week of cooking, whatever the amounts say. They are the
 * long-keeping (365 days or more) spices, dried herbs, oils and fats, bottled and jarred sauces
 * and condiments, sweeteners and baking basics of the dictionary. Canned sauces and soups are
 * not: a dish uses them by the can, so they are counted like any other ingredient.
 */
import type { IngredientEntry, IngredientKind } from '@mise/catalog/ingredients';

const STAPLE_KINDS: ReadonlySet<IngredientKind> = new Set([
  'spice',
  'herb',
  'fat',
  'sauce',
  'sweetener',
  'baking',
]);
const STAPLE_MIN_SHELF_LIFE_DAYS = 365;

export function isStaple(entry: IngredientEntry | undefined): boolean {
  return (
    entry !== undefined &&
    STAPLE_KINDS.has(entry.kind) &&
    entry.shelfLifeDays >= STAPLE_MIN_SHELF_LIFE_DAYS &&
    !(entry.kind === 'sauce' && entry.priceUnit === 'can')
  );
}
