/**
 * What to buy, as a shop sells it, for what the week needs of one ingredient (issue 22):
 * - things counted come whole: 6.5 onions are 7 onions, never a fraction of a piece; cloves of
 *   garlic come as heads (about ten cloves to a head: 20 cloves are 2 heads);
 * - what is measured out of a package (spoons of oil, cups of flour, a cup of milk) is bought as
 *   packages of the dictionary's purchase unit (1 bottle, 1 bag, 1 half gallon), with the
 *   total the recipes use noted ("1 cup in all") so the shopper can pick the size;
 * - what is weighed at the counter (meat, produce by the pound) is the total weight, rounded up;
 * - containers the recipes name (cans, bunches) are whole containers;
 * - an ingredient the dictionary does not know is the total, rounded up to a neat step.
 * Several measures that cannot be added (a can and some grams) are bought as packages, with
 * every total noted.
 */
import type { IngredientEntry } from '@mise/catalog/ingredients';
import { amountText } from '../units/amount-text';
import { showCount, showMass, showVolume, type ShownQuantity } from './display-quantity';
import { containerName, type MeasureKey } from './needs';
import type Fraction from 'fraction.js';
import type { PurchaseUnit } from './price';

export interface ShopAmount {
  readonly quantity: number;
  readonly unit: string;
  /** The totals the recipes use, when what is bought is a package of them. */
  readonly note?: string;
}

export interface Lot {
  readonly key: MeasureKey;
  readonly amount: Fraction;
  /** Whole purchase units that cover it. */
  readonly units: number;
}

/** Cloves in a head of garlic, a typical head; what a recipe counts of a headed bulb. */
const CLOVES_PER_HEAD = 10n;
/** Sold by weight or by the piece: bought as the amount itself, not in packages. */
const LOOSE: ReadonlySet<PurchaseUnit['unit']> = new Set(['lb', 'each', 'piece', 'dozen']);

const wholeUp = (amount: Fraction, size = 1n) => amount.div(size).ceil().valueOf();

/** Up to the next step of its unit: ¼ cup, ½ tbsp or tsp, 5 ml, 10 g, 0.1 kg or l. */
function roundedUp({ quantity, unit }: ShownQuantity): ShownQuantity {
  const steps: Readonly<Record<string, number>> = {
    cup: 4,
    tbsp: 2,
    tsp: 2,
    ml: 1 / 5,
    g: 1 / 10,
    kg: 10,
    l: 10,
  };
  const perUnit = steps[unit] ?? 1000;
  return { quantity: Math.ceil(quantity * perUnit - 1e-9) / perUnit, unit };
}

function shownTotal(key: MeasureKey, amount: Fraction, usVolume: boolean): ShownQuantity {
  if (key === 'volume') return showVolume(amount, !usVolume);
  if (key === 'mass') return showMass(amount);
  if (key === 'count') return showCount(amount);
  return { quantity: wholeUp(amount), unit: containerName(key) ?? key };
}

/** "3/4 cup", "1 1/2 tbsp", "250 g": a total as the note writes it. */
export function totalText(key: MeasureKey, amount: Fraction, usVolume: boolean): string {
  const { quantity, unit } = shownTotal(key, amount, usVolume);
  return `${amountText(quantity, usVolume ? 'imperial' : 'metric')} ${unit}`;
}

function packages(lots: readonly Lot[], purchase: PurchaseUnit, usVolume: boolean): ShopAmount {
  const units = Math.max(
    lots.reduce((sum, lot) => sum + lot.units, 0),
    1,
  );
  // In a fixed order, so the note does not depend on which meal came first.
  const totals = [...lots]
    .sort((a, b) => (a.key < b.key ? -1 : 1))
    .map((lot) => totalText(lot.key, lot.amount, usVolume))
    .join(' + ');
  return { quantity: units, unit: purchase.unit, note: `${totals} in all` };
}

export function shopAmount(
  entry: IngredientEntry | undefined,
  lots: readonly Lot[],
  purchase: PurchaseUnit,
  usVolume: boolean,
): ShopAmount {
  const [only] = lots;
  if (lots.length !== 1 || only === undefined) return packages(lots, purchase, usVolume);
  const { key, amount } = only;
  const container = containerName(key);
  if (key === 'count') {
    if (purchase.unit === 'head' && entry?.name === 'garlic') {
      return {
        quantity: wholeUp(amount, CLOVES_PER_HEAD),
        unit: 'head',
        note: `${wholeUp(amount)} cloves in all`,
      };
    }
    return { quantity: wholeUp(amount), unit: 'piece' };
  }
  if (container !== undefined) return { quantity: wholeUp(amount), unit: container };
  if (entry === undefined || LOOSE.has(purchase.unit)) {
    return roundedUp(shownTotal(key, amount, usVolume));
  }
  return packages(lots, purchase, usVolume);
}
