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
 * An ingredient already on the list, not yet checked off, gets no line at all: the caller
 * writes the result as it is and the user's own line (its amount included) stands. A checked
 * line does not count: it was bought, and the pantry says whether it is still there.
 * Lines come in aisle order (AISLES), then by name, whatever the order of the meals.
 */
import type { GroceryItem } from '@mise/domain/entities/grocery-item';
import { AISLES, aisleOfEntry, type Aisle } from './aisle';
import { canonicalName } from './ingredient-lookup';
import { plannedNeeds, type Need, type PlannedMealServings, type RecipeLookup } from './needs';
import { coverFromPantry, type PantryHolding } from './pantry-cover';
import { purchaseUnitOf, unitsToBuy } from './price';
import { shopAmount } from './shop-amount';

export type { PlannedRecipe, RecipeLookup } from './needs';
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
  readonly existing: readonly Pick<GroceryItem, 'name' | 'completed'>[];
}

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
}

function lineFor(need: Need): GroceryLine {
  const purchase = purchaseUnitOf(need.entry);
  const lots = [...need.amounts].map(([key, amount]) => ({
    key,
    amount,
    units: unitsToBuy(key, amount, purchase),
  }));
  const units = lots.reduce((sum, lot) => sum + lot.units, 0);
  const { quantity, unit, note } =
    lots.length === 0
      ? { quantity: 1, unit: purchase.unit, note: undefined }
      : shopAmount(need.entry, lots, purchase, need.usVolume);
  return {
    name: need.name.charAt(0).toUpperCase() + need.name.slice(1),
    quantity,
    unit,
    ...(note !== undefined && { note }),
    estimatedPrice: Math.max(units, 1) * purchase.cents,
    recipeId: need.recipeId,
    aisle: aisleOfEntry(need.entry),
  };
}

const byAisleThenName = (a: GroceryLine, b: GroceryLine) =>
  AISLES.indexOf(a.aisle) - AISLES.indexOf(b.aisle) || (a.name < b.name ? -1 : 1);

export function groceryListForPlan(input: GroceryPlanInput): readonly GroceryLine[] {
  const onList = new Set(
    input.existing.filter((item) => !item.completed).map((item) => canonicalName(item.name)),
  );
  const needs = plannedNeeds(input.meals, input.recipes).filter((need) => !onList.has(need.name));
  return coverFromPantry(needs, input.pantry).map(lineFor).sort(byAisleThenName);
}
