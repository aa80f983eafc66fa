/**
 * Estimated prices in integer cents (§9), from the dictionary's typical price per purchase unit
 * (a dozen eggs, a pound of chicken, a bottle of oil): the number of purchase units to buy,
 * rounded up and at least one, times that price. How an amount becomes purchase units:
 * - the same kind of measure converts exactly: grams to pounds, millilitres to pints, quarts
 *   and half gallons, pieces to "each" and to dozens, cans to cans;
 * - pieces of something sold by the pound (an onion, a chicken breast) weigh half a pound each,
 *   a typical weight for the dictionary's produce and cuts;
 * - a can is the dictionary's 15-oz can: 15 oz (425 g) by weight, 15 fl oz (450 ml) by volume,
 *   so 800 g of canned tomatoes is two cans;
 * - anything else (spoons of oil against a bottle, grams of pasta against a box, cloves against
 *   a head) takes one purchase unit: a package covers what a recipe uses of it;
 * - an ingredient the dictionary does not know costs the spec's sample item price, 299 cents,
 *   per piece.
 */
import type { IngredientEntry, PriceUnit } from '@mise/catalog/ingredients';
import { DEFAULT_UNIT, SAMPLE_GROCERY_ITEM } from '@mise/domain/constants';
import { containerName, type MeasureKey } from './needs';
import Fraction from 'fraction.js';
import { GRAMS_PER_OUNCE, GRAMS_PER_POUND, ML_PER } from './units';

export interface PurchaseUnit {
  readonly unit: PriceUnit | typeof DEFAULT_UNIT;
  readonly cents: number;
}

export const UNKNOWN_INGREDIENT_PRICE: PurchaseUnit = {
  unit: DEFAULT_UNIT,
  cents: SAMPLE_GROCERY_ITEM.estimatedPrice,
};
export const PIECE_WEIGHT_LB = new Fraction(1, 2);
const OUNCES_PER_CAN = 15n;
const GRAMS_PER_CAN = GRAMS_PER_OUNCE.mul(OUNCES_PER_CAN);
const ML_PER_CAN = Number(OUNCES_PER_CAN) * ML_PER.floz;

const ML_PER_PURCHASE: Partial<Record<PurchaseUnit['unit'], number>> = {
  pint: ML_PER.pint,
  quart: ML_PER.quart,
  'half gallon': 2 * ML_PER.quart,
};
const PIECES_PER_PURCHASE: Partial<Record<PurchaseUnit['unit'], number>> = {
  each: 1,
  piece: 1,
  dozen: 12,
};

export function purchaseUnitOf(entry: IngredientEntry | undefined): PurchaseUnit {
  return entry
    ? { unit: entry.priceUnit, cents: entry.typicalPriceCents }
    : UNKNOWN_INGREDIENT_PRICE;
}

const per = (amount: Fraction, size: number) => amount.div(size);

/** Purchase units that cover an amount in the given measure, exactly, before rounding up. */
function inPurchaseUnits(key: MeasureKey, amount: Fraction, unit: PurchaseUnit['unit']) {
  const pieces = PIECES_PER_PURCHASE[unit];
  const millilitres = ML_PER_PURCHASE[unit];
  if (key === 'count' && pieces !== undefined) return per(amount, pieces);
  if (key === 'count' && unit === 'lb') return amount.mul(PIECE_WEIGHT_LB);
  if (key === 'mass' && unit === 'lb') return amount.div(GRAMS_PER_POUND);
  if (key === 'volume' && millilitres !== undefined) return per(amount, millilitres);
  if (key === 'mass' && unit === 'can') return amount.div(GRAMS_PER_CAN);
  if (key === 'volume' && unit === 'can') return per(amount, ML_PER_CAN);
  if (containerName(key) === unit) return amount;
  return undefined;
}

/** Whole purchase units to buy for an amount: at least one. */
export function unitsToBuy(key: MeasureKey, amount: Fraction, purchase: PurchaseUnit): number {
  const exact = inPurchaseUnits(key, amount, purchase.unit);
  const units = exact === undefined ? 1 : exact.ceil().valueOf();
  return Math.max(units, 1);
}
