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
import Fraction from 'fraction.js';
import { ML_PER } from './units';

export interface ShownQuantity {
  readonly quantity: number;
  readonly unit: string;
}

/** Three decimals: enough for 1/8 tsp (0.125) without float noise showing. */
const DECIMALS = 3;
const whole = (value: number) => new Fraction(value);
const QUARTER_CUP = whole(ML_PER.cup / 4);
const CUP_STEPS = [whole(ML_PER.cup / 8), whole(ML_PER.cup / 3)];
const HALF_TBSP = new Fraction(ML_PER.tbsp, 2);
const EIGHTH_TSP = new Fraction(ML_PER.tsp, 8);
const TBSP = whole(ML_PER.tbsp);
const CUP = whole(ML_PER.cup);
const ML_PER_LITRE = whole(1000);
const GRAMS_PER_KG = whole(1000);

function rounded(value: Fraction, unit: string, decimals = DECIMALS): ShownQuantity {
  // The rounded fraction's number is the double nearest its decimal, so it prints as written
  // ("0.3", never "0.30000000000000004").
  const quantity = value.round(decimals).valueOf();
  const step = 1 / 10 ** decimals;
  return { quantity: quantity === 0 && value.gt(0) ? step : quantity, unit };
}

const inUnit = (value: Fraction, size: number, unit: string) => rounded(value.div(size), unit);

function metricVolume(millilitres: Fraction): ShownQuantity {
  return millilitres.gte(ML_PER_LITRE)
    ? rounded(millilitres.div(ML_PER_LITRE), 'l')
    : rounded(millilitres, 'ml');
}

export function showVolume(millilitres: Fraction, metricOnly: boolean): ShownQuantity {
  if (metricOnly) return metricVolume(millilitres);
  const atLeast = (size: Fraction) => millilitres.gte(size);
  if (atLeast(QUARTER_CUP) && CUP_STEPS.some((step) => millilitres.divisible(step))) {
    return inUnit(millilitres, ML_PER.cup, 'cup');
  }
  if (atLeast(TBSP) && millilitres.divisible(HALF_TBSP)) {
    return inUnit(millilitres, ML_PER.tbsp, 'tbsp');
  }
  if (!atLeast(QUARTER_CUP) && millilitres.divisible(EIGHTH_TSP)) {
    return inUnit(millilitres, ML_PER.tsp, 'tsp');
  }
  if (!atLeast(TBSP)) return inUnit(millilitres, ML_PER.tsp, 'tsp');
  return atLeast(CUP)
    ? inUnit(millilitres, ML_PER.cup, 'cup')
    : inUnit(millilitres, ML_PER.tbsp, 'tbsp');
}

export function showMass(grams: Fraction): ShownQuantity {
  return grams.gte(GRAMS_PER_KG) ? rounded(grams.div(GRAMS_PER_KG), 'kg') : rounded(grams, 'g', 0);
}

export function showCount(pieces: Fraction): ShownQuantity {
  return rounded(pieces, 'piece');
}

export function showAsIs(quantity: Fraction, unit: string): ShownQuantity {
  return rounded(quantity, unit);
}
