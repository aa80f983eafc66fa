/**
 * The grocery list as plain text, for "copy the list" into a message or a notes app. Lines
 * still to buy come first, under an aisle heading each (in AISLES order, names alphabetical);
 * checked-off lines follow under "Checked off", so nothing is lost but the shopper reads what
 * is left first. The last line is the §9 total: the prices of the lines not checked off.
 *
 *   Produce
 *   - 2 piece Avocado ($3.98)
 *
 *   Checked off
 *   - 1 piece Sample Item ($2.99)
 *
 *   Total: $3.98
 *
 * Given the cook's measurement system, amounts read as on the screen ("1 cup milk" is "235 ml"
 * for a metric cook): the copied list is the one they were looking at.
 */
import type { GroceryItem } from '@mise/domain/entities/grocery-item';
import { formatCents, groceryTotalCents } from '@mise/domain/money';
import { convertShoppingAmount } from '../units/shopping-amount';
import type { MeasurementSystem } from '../units/unit-factors';
import { AISLE_LABELS, AISLES, CHECKED_OFF_HEADING, aisleOf, type Aisle } from './aisle';

type ListedItem = Pick<GroceryItem, 'name' | 'quantity' | 'unit' | 'estimatedPrice' | 'completed'>;

const QUANTITY_DECIMALS = 1000;

/** Hand-entered quantities can be any number; three decimals are plenty on a list. */
function quantityText(quantity: number): string {
  return String(Math.round(quantity * QUANTITY_DECIMALS) / QUANTITY_DECIMALS);
}

function lineText(item: ListedItem, system: MeasurementSystem | undefined): string {
  const price = formatCents(item.estimatedPrice);
  const stored = { amount: quantityText(item.quantity), unit: item.unit, name: item.name };
  const { amount, unit } = system === undefined ? stored : convertShoppingAmount(stored, system);
  return `- ${amount} ${unit} ${item.name} (${price})`;
}

/** Not localeCompare: the copied text must read the same on every device and the server. */
function byName(a: ListedItem, b: ListedItem): number {
  const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
}

function byAisle(items: readonly ListedItem[]): { aisle: Aisle; items: ListedItem[] }[] {
  const withAisle = items.map((item) => ({ item, aisle: aisleOf(item.name) }));
  return AISLES.map((aisle) => ({
    aisle,
    items: withAisle
      .filter((entry) => entry.aisle === aisle)
      .map((entry) => entry.item)
      .sort(byName),
  })).filter((group) => group.items.length > 0);
}

export function groceryListAsText(
  items: readonly ListedItem[],
  system?: MeasurementSystem,
): string {
  const line = (item: ListedItem) => lineText(item, system);
  const blocks = byAisle(items.filter((item) => !item.completed)).map(({ aisle, items: group }) =>
    [AISLE_LABELS[aisle], ...group.map(line)].join('\n'),
  );
  const checked = byAisle(items.filter((item) => item.completed)).flatMap((group) => group.items);
  if (checked.length > 0) blocks.push([CHECKED_OFF_HEADING, ...checked.map(line)].join('\n'));
  blocks.push(`Total: ${formatCents(groceryTotalCents(items))}`);
  return blocks.join('\n\n');
}
