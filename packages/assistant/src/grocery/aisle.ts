/**
 * The aisle a grocery line is shopped in, so the list can be grouped the way a shop is walked.
 * Decided from the dictionary entry, first rule that applies:
 * 1. kept in the freezer → frozen;
 * 2. bread (loaves, tortillas, pizza dough) → bakery;
 * 3. a fresh animal protein (meat, poultry, fish, shellfish) → meat; canned fish falls to 6;
 * 4. in the fridge and dairy or egg, made with dairy, a fat (butter) or a drink (milks, juice)
 *    → dairy: the chilled case;
 * 5. fresh vegetables, fruit, aromatics, herbs and plant proteins (tofu) → produce, unless
 *    shelf-stable (sold in a can, jar, bottle or box, or kept in the cupboard 180 days or more:
 *    olives, raisins, dried oregano), which are shopped in the pantry aisles;
 * 6. everything else, and any name the dictionary does not know → pantry, the middle aisles.
 */
import type { IngredientEntry, PriceUnit } from '@mise/catalog/ingredients';
import { canonicalName, entryNamed } from './ingredient-lookup';

/** The walk through a shop: fresh first, frozen last so it stays cold on the way home. */
export const AISLES = ['produce', 'bakery', 'meat', 'dairy', 'pantry', 'frozen'] as const;
export type Aisle = (typeof AISLES)[number];

/** How a shopper reads each aisle, on screen and in the copied list. */
export const AISLE_LABELS = {
  produce: 'Produce',
  bakery: 'Bakery',
  meat: 'Meat & fish',
  dairy: 'Dairy & eggs',
  pantry: 'Pantry',
  frozen: 'Frozen',
} as const satisfies Record<Aisle, string>;

/** Where the bought lines go, after every aisle. */
export const CHECKED_OFF_HEADING = 'Checked off';

export const FALLBACK_AISLE: Aisle = 'pantry';

const FRESH_ANIMALS = new Set(['meat', 'poultry', 'fish', 'shellfish']);
const CHILLED_KINDS = new Set(['dairy', 'egg', 'fat', 'liquid']);
const PRODUCE_KINDS = new Set(['vegetable', 'fruit', 'aromatic', 'herb']);
const SHELF_STABLE_UNITS: ReadonlySet<PriceUnit> = new Set(['can', 'jar', 'bottle', 'box']);
const SHELF_STABLE_DAYS = 180;

function isShelfStable(entry: IngredientEntry): boolean {
  return (
    SHELF_STABLE_UNITS.has(entry.priceUnit) ||
    (entry.category === 'pantry' && entry.shelfLifeDays >= SHELF_STABLE_DAYS)
  );
}

export function aisleOfEntry(entry: IngredientEntry | undefined): Aisle {
  if (entry === undefined) return FALLBACK_AISLE;
  if (entry.category === 'freezer') return 'frozen';
  if (entry.kind === 'bread') return 'bakery';
  const fresh = entry.category !== 'pantry';
  if (entry.kind === 'protein' && fresh && FRESH_ANIMALS.has(entry.animal ?? '')) return 'meat';
  if (entry.category === 'fridge' && (CHILLED_KINDS.has(entry.kind) || entry.animal === 'dairy')) {
    return 'dairy';
  }
  const plantProtein = entry.kind === 'protein' && entry.animal === undefined;
  if ((PRODUCE_KINDS.has(entry.kind) || plantProtein) && !isShelfStable(entry)) return 'produce';
  return FALLBACK_AISLE;
}

/** The aisle of a written name ("Scallions", "2 large eggs"); unknown names go to pantry. */
export function aisleOf(name: string): Aisle {
  const canonical = canonicalName(name);
  return aisleOfEntry(canonical === undefined ? undefined : entryNamed(canonical));
}
