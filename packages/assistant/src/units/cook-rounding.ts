/**
 * A converted measurement rounded the way cooks measure, in the unit they would reach for:
 * - metric: 0.1 steps below 1 (a pinch of saffron), whole grams or millilitres below 20, steps of
 *   5 from 20, and kilograms or litres in steps of 0.05 from 1000 (5 g steps from 10 g were up to
 *   20 % off: 2 tbsp of grated parmesan, 12.7 g, read 15 g and came back as 2 1/2 tbsp);
 * - imperial volume: cups in quarters and thirds (halves from 4 cups), tablespoons in halves,
 *   teaspoons in quarters (eighths below ½ tsp): a measuring-spoon set has ¼ tsp, and "2 1/4 tsp"
 *   of yeast is a packet where half-teaspoon steps would say 2;
 * - imperial mass: pounds in quarters, ounces in halves (quarters below 4 oz, eighths below ¼).
 * Of the units that fit a size, the largest one that comes within 5 % is chosen ("3 tbsp", not
 * "0.1875 cup"; "2 cup", not "32 tbsp"; "7 tbsp" for 100 ml, where no cup measure is close),
 * else whichever comes closest. Tablespoons fit up to half a cup and ounces below a pound:
 * nobody measures 13 tbsp of parmesan or 17 1/2 oz of beef. Nothing rounds to zero: the smallest step stands in for it.
 *
 * What is bought rather than measured (a grocery or pantry line) may also read in quarts and
 * gallons, in halves, as milk and stock are sold; within 10 %, since a shop sells 2 l of milk as
 * a half gallon (2 quart), not 8 1/2 cups.
 */
import { sizeOf, type Dimension, type MeasurementSystem, type OutputUnit } from './unit-factors';

export interface Measure {
  /** In `unit`, already rounded to one of its steps. */
  readonly value: number;
  readonly unit: OutputUnit;
}

/** How far a larger unit may stray from the true amount before a smaller one is preferred. */
const TOLERANCE = 0.05;
const SHOPPING_TOLERANCE = 0.1;

/** Measured in a recipe, or bought (a grocery or pantry line). */
export type AmountPurpose = 'cook' | 'shop';

interface Candidate {
  readonly unit: OutputUnit;
  /** Whether the unit is used for an amount this size (a cup for at least a quarter cup…). */
  fits(rounded: number): boolean;
  round(valueInUnit: number): number;
}

const nearest = (value: number, step: number): number => Math.round(value / step) * step;
/** Never zero: an amount too small for the first step is shown as that step. */
const atLeast = (rounded: number, step: number): number => (rounded > 0 ? rounded : step);

function nearestOf(value: number, steps: readonly number[]): number {
  const options = steps.map((step) => nearest(value, step));
  return options.reduce((best, option) =>
    Math.abs(option - value) < Math.abs(best - value) - 1e-12 ? option : best,
  );
}

const CUP: Candidate = {
  unit: 'cup',
  fits: (cups) => cups >= 1 / 4,
  round: (cups) => (cups >= 4 ? nearest(cups, 1 / 2) : nearestOf(cups, [1 / 4, 1 / 3])),
};
const GALLON: Candidate = {
  unit: 'gallon',
  fits: (gallons) => gallons >= 1,
  round: (gallons) => nearest(gallons, 1 / 2),
};
const QUART: Candidate = {
  unit: 'quart',
  fits: (quarts) => quarts >= 1 && quarts < 4,
  round: (quarts) => nearest(quarts, 1 / 2),
};
const TBSP: Candidate = {
  unit: 'tbsp',
  fits: (tbsp) => tbsp >= 1 && tbsp <= 8,
  round: (tbsp) => nearest(tbsp, 1 / 2),
};
const TSP: Candidate = {
  unit: 'tsp',
  fits: (tsp) => tsp < 12,
  round: (tsp) => {
    if (tsp >= 1 / 2) return nearest(tsp, 1 / 4);
    return atLeast(nearest(tsp, 1 / 8), 1 / 8);
  },
};
const LB: Candidate = {
  unit: 'lb',
  fits: (lb) => lb >= 1,
  round: (lb) => nearest(lb, 1 / 4),
};
const OZ: Candidate = {
  unit: 'oz',
  fits: (oz) => oz < 16,
  round: (oz) => {
    if (oz >= 4) return nearest(oz, 1 / 2);
    if (oz >= 1 / 4) return nearest(oz, 1 / 4);
    return atLeast(nearest(oz, 1 / 8), 1 / 8);
  },
};

const IMPERIAL: Readonly<Record<Dimension, readonly Candidate[]>> = {
  volume: [CUP, TBSP, TSP],
  mass: [LB, OZ],
};
const IMPERIAL_SHOPPING: Readonly<Record<Dimension, readonly Candidate[]>> = {
  volume: [GALLON, QUART, ...IMPERIAL.volume],
  mass: IMPERIAL.mass,
};

function roundImperial(base: number, dimension: Dimension, purpose: AmountPurpose): Measure {
  const candidates = (purpose === 'shop' ? IMPERIAL_SHOPPING : IMPERIAL)[dimension];
  const tolerance = purpose === 'shop' ? SHOPPING_TOLERANCE : TOLERANCE;
  const tried = candidates.map((candidate) => {
    const value = candidate.round(base / sizeOf(candidate.unit));
    const error = Math.abs(value * sizeOf(candidate.unit) - base) / base;
    return { value, unit: candidate.unit, error, fits: candidate.fits(value) };
  });
  const fitting = tried.filter((option) => option.fits);
  const pool = fitting.length > 0 ? fitting : tried;
  const chosen =
    pool.find((option) => option.error <= tolerance) ??
    pool.reduce((best, option) => (option.error < best.error - 1e-12 ? option : best));
  return { value: chosen.value, unit: chosen.unit };
}

function metricStep(base: number): number {
  if (base < 1) return 0.1;
  if (base < 20) return 1;
  return 5;
}

const METRIC_UNITS: Readonly<Record<Dimension, readonly [OutputUnit, OutputUnit]>> = {
  volume: ['ml', 'l'],
  mass: ['g', 'kg'],
};

/** Rounded on the metric steps; "large" forces kilograms or litres (a range's low end). */
function roundMetric(base: number, dimension: Dimension, large = false): Measure {
  const [small, big] = METRIC_UNITS[dimension];
  const step = metricStep(base);
  const rounded = atLeast(Number(nearest(base, step).toFixed(1)), step);
  if (rounded < 1000 && !large) return { value: rounded, unit: small };
  return { value: Number(nearest(base / 1000, 0.05).toFixed(2)) || 0.05, unit: big };
}

/** In a unit already chosen (a range's low end follows its high end's unit). */
function roundIn(base: number, unit: OutputUnit): Measure {
  const candidate = [GALLON, QUART, CUP, TBSP, TSP, LB, OZ].find((option) => option.unit === unit);
  if (candidate) return { value: candidate.round(base / sizeOf(unit)), unit };
  const dimension: Dimension = unit === 'ml' || unit === 'l' ? 'volume' : 'mass';
  return roundMetric(base, dimension, unit === 'l' || unit === 'kg');
}

/**
 * `base` millilitres or grams as a cook of `system` measures them; in `unit` when one is given.
 */
export function roundForCook(
  base: number,
  dimension: Dimension,
  system: MeasurementSystem,
  unit?: OutputUnit,
  purpose: AmountPurpose = 'cook',
): Measure {
  if (unit !== undefined) return roundIn(base, unit);
  return system === 'metric'
    ? roundMetric(base, dimension)
    : roundImperial(base, dimension, purpose);
}
