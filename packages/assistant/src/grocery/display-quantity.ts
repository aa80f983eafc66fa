/**
 * A summed amount as the list shows it: the one place a grocery quantity is rounded. The rules:
 * - volume in the largest spoon or cup that says it neatly: cups from 1/4 cup, in eighths or
 *   thirds of a cup (4 tbsp → 1/4 cup, 1/2 + 1/4 cup → 3/4 cup); else tablespoons in halves
 *   (3 tsp → 1 tbsp, 2 + 1 tbsp → 3 tbsp); else teaspoons in eighths below 1/4 cup; a total
 *   none of them says neatly goes by size: tsp below 1 tbsp, tbsp below 1 cup, cups above;
 * - volume written only in metric units stays metric: ml, l from 1000 ml ("500 ml" of stock
 *   is not 2.083 cups);
 * - mass in grams to the gram, kg (to the gram) from 1000 g;
 * - counts in pieces and containers in their own unit, to three decimals (half a lemon is 0.5);
 * - never 0: an amount too small for the last decimal shows as that last step.
 */
import {
  compare,
  divide,
  isMultipleOf,
  isPositive,
  rational,
  toRoundedNumber,
  type Rational,
} from './rational';
import { ML_PER } from './units';

export interface ShownQuantity {
  readonly quantity: number;
  readonly unit: string;
}

/** Three decimals: enough for 1/8 tsp (0.125) without float noise showing. */
const DECIMALS = 3;
const whole = (value: number) => rational(BigInt(value));
const QUARTER_CUP = whole(ML_PER.cup / 4);
const CUP_STEPS = [whole(ML_PER.cup / 8), whole(ML_PER.cup / 3)];
const HALF_TBSP = rational(BigInt(ML_PER.tbsp), 2n);
const EIGHTH_TSP = rational(BigInt(ML_PER.tsp), 8n);
const TBSP = whole(ML_PER.tbsp);
const CUP = whole(ML_PER.cup);
const ML_PER_LITRE = whole(1000);
const GRAMS_PER_KG = whole(1000);

function rounded(value: Rational, unit: string, decimals = DECIMALS): ShownQuantity {
  const quantity = toRoundedNumber(value, decimals);
  const step = 1 / 10 ** decimals;
  return { quantity: quantity === 0 && isPositive(value) ? step : quantity, unit };
}

const inUnit = (value: Rational, size: number, unit: string) =>
  rounded(divide(value, whole(size)), unit);

function metricVolume(millilitres: Rational): ShownQuantity {
  return compare(millilitres, ML_PER_LITRE) >= 0
    ? rounded(divide(millilitres, ML_PER_LITRE), 'l')
    : rounded(millilitres, 'ml');
}

export function showVolume(millilitres: Rational, metricOnly: boolean): ShownQuantity {
  if (metricOnly) return metricVolume(millilitres);
  const atLeast = (size: Rational) => compare(millilitres, size) >= 0;
  if (atLeast(QUARTER_CUP) && CUP_STEPS.some((step) => isMultipleOf(millilitres, step))) {
    return inUnit(millilitres, ML_PER.cup, 'cup');
  }
  if (atLeast(TBSP) && isMultipleOf(millilitres, HALF_TBSP)) {
    return inUnit(millilitres, ML_PER.tbsp, 'tbsp');
  }
  if (!atLeast(QUARTER_CUP) && isMultipleOf(millilitres, EIGHTH_TSP)) {
    return inUnit(millilitres, ML_PER.tsp, 'tsp');
  }
  if (!atLeast(TBSP)) return inUnit(millilitres, ML_PER.tsp, 'tsp');
  return atLeast(CUP)
    ? inUnit(millilitres, ML_PER.cup, 'cup')
    : inUnit(millilitres, ML_PER.tbsp, 'tbsp');
}

export function showMass(grams: Rational): ShownQuantity {
  return compare(grams, GRAMS_PER_KG) >= 0
    ? rounded(divide(grams, GRAMS_PER_KG), 'kg')
    : rounded(grams, 'g', 0);
}

export function showCount(pieces: Rational): ShownQuantity {
  return rounded(pieces, 'piece');
}

export function showAsIs(quantity: Rational, unit: string): ShownQuantity {
  return rounded(quantity, unit);
}
