/**
 * The exact size of every measuring unit an amount can be converted from or to, in millilitres
 * or grams, taken from the `convert` library (US customary volumes, the international pound)
 * rather than typed in by hand. Which words name these units is not decided here: the grocery
 * list's reader (`grocery/units.ts`) already knows the spellings, and its canonical names are
 * the keys below.
 *
 * Why two sets of volume factors live in the package: the grocery list adds up spoons and cups
 * in US food-labelling millilitres (tsp 5, tbsp 15, cup 240) so that its sums stay whole and
 * exact; that is a shopping total. What a cook reads on a card or in the guide is a measurement,
 * so it is converted with the true sizes (a cup is 236.59 ml) and rounded the way cooks measure
 * (cook-rounding.ts). The 1.5 % between the two is well inside that rounding.
 */
import convert from 'convert';
import type { MeasurementUnit } from '@mise/domain/options';

export type MeasurementSystem = MeasurementUnit;
export type Dimension = 'volume' | 'mass';

export interface UnitSize {
  readonly dimension: Dimension;
  readonly system: MeasurementSystem;
  /** Millilitres of a volume unit, grams of a mass unit. */
  readonly base: number;
}

const millilitres = (amount: number, unit: Parameters<typeof convert>[1]): number =>
  convert(amount, unit).to('ml');
const grams = (amount: number, unit: Parameters<typeof convert>[1]): number =>
  convert(amount, unit).to('g');

const volume = (system: MeasurementSystem, ml: number): UnitSize => ({
  dimension: 'volume',
  system,
  base: ml,
});
const mass = (system: MeasurementSystem, g: number): UnitSize => ({
  dimension: 'mass',
  system,
  base: g,
});

/** Keyed by the canonical names `unitMeasure` gives. */
const UNIT_SIZES: ReadonlyMap<string, UnitSize> = new Map([
  ['ml', volume('metric', 1)],
  ['cl', volume('metric', millilitres(1, 'cl'))],
  ['dl', volume('metric', millilitres(1, 'dl'))],
  ['l', volume('metric', millilitres(1, 'l'))],
  ['tsp', volume('imperial', millilitres(1, 'tsp'))],
  ['tbsp', volume('imperial', millilitres(1, 'tbsp'))],
  ['fl oz', volume('imperial', millilitres(1, 'fl oz'))],
  ['cup', volume('imperial', millilitres(1, 'cup'))],
  ['pint', volume('imperial', millilitres(1, 'pint'))],
  ['quart', volume('imperial', millilitres(1, 'quart'))],
  ['gallon', volume('imperial', millilitres(1, 'gallon'))],
  ['mg', mass('metric', grams(1, 'mg'))],
  ['g', mass('metric', 1)],
  ['kg', mass('metric', grams(1, 'kg'))],
  ['oz', mass('imperial', grams(1, 'oz'))],
  ['lb', mass('imperial', grams(1, 'lb'))],
]);

/** The size of a canonical unit name; undefined for counts, containers and unmeasured words. */
export function unitSize(canonicalUnit: string): UnitSize | undefined {
  return UNIT_SIZES.get(canonicalUnit);
}

/** Size of one unit of the units conversions write, for the rounding rules. */
export function sizeOf(canonicalUnit: OutputUnit): number {
  const size = UNIT_SIZES.get(canonicalUnit);
  if (size === undefined) throw new RangeError(`No size for ${canonicalUnit}`);
  return size.base;
}

/** The units a conversion writes: the ones a cook measures with in each system. */
export type OutputUnit =
  'ml' | 'l' | 'g' | 'kg' | 'tsp' | 'tbsp' | 'cup' | 'quart' | 'gallon' | 'oz' | 'lb';

/** Celsius of a Fahrenheit temperature and back, and centimetres of an inch. */
export const fahrenheitToCelsius = (f: number): number => convert(f, 'fahrenheit').to('celsius');
export const celsiusToFahrenheit = (c: number): number => convert(c, 'celsius').to('fahrenheit');
export const CM_PER_INCH: number = convert(1, 'inch').to('cm');
