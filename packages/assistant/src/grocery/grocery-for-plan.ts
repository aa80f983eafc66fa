/**
 * The grocery list for a week's meal plan (§2 Planning, §3 Grocery item, §9 prices): what the
 * planned recipes need, summed per ingredient (needs.ts), less what the pantry holds
 * (pantry-cover.ts), less what is already on the list, priced (price.ts) and given an aisle
 * (aisle.ts). Pure and quick, so the device builds the same list offline as the server does.
 *
 * One line per ingredient, named by its dictionary name with a capital ("Green onion"), in
 * what a shop sells (shop-amount.ts: whole onions, heads of garlic, a bottle of oil with the
 * spoons the recipes use noted), priced by purchase units; only "to taste"-like rows: one
 * purchase unit ("1 jar Black pepper").
 * An ingredient the cook put on the list by hand, not yet checked off, is merged into its
 * line (issue 22): the planned amount, less the pantry, is added to the cook's own in one unit
 * where they compare (2 onions and 3 planned are 5 onions), and the line `replaces` the cook's,
 * so nobody shops the same thing from two lines (the cook's notes kept). A planned line already
 * on the list gets no second line (pressing "Add groceries" twice adds nothing). A checked line
 * does not count: it was bought, and the pantry says whether it is still there.
 * Lines come in aisle order (AISLES), then by name, whatever the order of the meals.
 */
import type { GroceryItem } from '@mise/domain/entities/grocery-item';
import { AISLES, aisleOfEntry, type Aisle } from './aisle';
import { canonicalName } from './ingredient-lookup';
import {
  plannedNeeds,
  readMeasured,
  type Need,
  type PlannedMealServings,
  type RecipeLookup,
} from './needs';
import { coverFromPantry, type PantryHolding } from './pantry-cover';
import { purchaseUnitOf, unitsToBuy } from './price';
import { shopAmount } from './shop-amount';

export type { PlannedMealServings, PlannedRecipe, RecipeLookup } from './needs';
export type { PantryHolding } from './pantry-cover';

export interface GroceryPlanInput {
  /**
   * The week's planned entries; those without a recipe (or with an unknown one) need nothing.
   * An entry's `servings` scales its recipe from the servings the recipe states.
   */
  readonly meals: readonly PlannedMealServings[];
  readonly recipes: RecipeLookup;
  readonly pantry: readonly PantryHolding[];
  /** The lines already on the list. */
  readonly existing: readonly ListedItem[];
}

export type ListedItem = Pick<
  GroceryItem,
  'id' | 'name' | 'quantity' | 'unit' | 'note' | 'completed' | 'recipeId'
>;

/** A grocery item to write (the caller adds id and createdAt), with the aisle to group it by. */
export interface GroceryLine {
  readonly name: string;
  readonly quantity: number;
  readonly unit: string;
  /** What the recipes use in all, when the line buys packages of it ("1 cup in all"). */
  readonly note?: string;
  /** Integer cents. */
  readonly estimatedPrice: number;
  /** The first planned recipe, in meal order, that needs it. */
  readonly recipeId: string;
  readonly aisle: Aisle;
  /** The ids of the cook's own lines for this ingredient that this line takes the place of. */
  readonly replaces?: readonly string[];
}

/** The need with the amounts of the cook's own lines for it added, by kind of measure. */
function withManualLines(need: Need, manual: readonly ListedItem[]): Need {
  if (manual.length === 0) return need;
  const amounts = new Map(need.amounts);
  let { unmeasured, usVolume } = need;
  for (const item of manual) {
    const measured = readMeasured(String(item.quantity), item.unit);
    if (measured === undefined) {
      unmeasured = true;
      continue;
    }
    const before = amounts.get(measured.key);
    amounts.set(measured.key, before ? before.add(measured.amount) : measured.amount);
    usVolume ||= measured.usVolume;
  }
  return { ...need, amounts, unmeasured, usVolume };
}

function lineFor(need: Need, own: readonly ListedItem[] = []): GroceryLine {
  const purchase = purchaseUnitOf(need.entry);
  const lots = [...need.amounts].map(([key, amount]) => ({
    key,
    amount,
    units: unitsToBuy(key, amount, purchase),
  }));
  const units = lots.reduce((sum, lot) => sum + lot.units, 0);
  const {
    quantity,
    unit,
    note: shopNote,
  } = lots.length === 0
    ? { quantity: 1, unit: purchase.unit, note: undefined }
    : shopAmount(need.entry, lots, purchase, need.usVolume);
  // What the cook wrote on their own lines stays on the line that replaces them.
  const notes = [shopNote, ...own.map((item) => item.note)].filter(Boolean);
  const note = notes.length > 0 ? notes.join('; ') : undefined;
  const replaces = own.map((item) => item.id);
  return {
    name: need.name.charAt(0).toUpperCase() + need.name.slice(1),
    quantity,
    unit,
    ...(note !== undefined && { note }),
    estimatedPrice: Math.max(units, 1) * purchase.cents,
    recipeId: need.recipeId,
    aisle: aisleOfEntry(need.entry),
    ...(replaces.length > 0 && { replaces }),
  };
}

const byAisleThenName = (a: GroceryLine, b: GroceryLine) =>
  AISLES.indexOf(a.aisle) - AISLES.indexOf(b.aisle) || (a.name < b.name ? -1 : 1);

export function groceryListForPlan(input: GroceryPlanInput): readonly GroceryLine[] {
  const planned = new Set<string>();
  const manual = new Map<string, ListedItem[]>();
  for (const item of input.existing) {
    const name = canonicalName(item.name);
    if (item.completed || name === undefined) continue;
    if (item.recipeId !== undefined) planned.add(name);
    else manual.set(name, [...(manual.get(name) ?? []), item]);
  }
  const needs = plannedNeeds(input.meals, input.recipes).filter((need) => !planned.has(need.name));
  return coverFromPantry(needs, input.pantry)
    .map((need) => {
      const own = manual.get(need.name) ?? [];
      return lineFor(withManualLines(need, own), own);
    })
    .sort(byAisleThenName);
}
