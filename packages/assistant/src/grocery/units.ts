/**
 * What a unit word measures, so amounts can be added up: volumes in millilitres, masses in
 * grams, counts in pieces, containers (can, jar, bunch…) each as themselves, and measures no
 * shop sells (a pinch, a handful) as "unmeasured". The pantry form's spellings (pantry-units.ts)
 * are read first; the words recipes add on top of them are listed here.
 *
 * Volumes follow US food labelling (tsp 5 ml, tbsp 15 ml, fl oz 30 ml, cup 240 ml): whole
 * millilitres that keep 3 tsp = 1 tbsp and 16 tbsp = 1 cup exact, so spoons, cups and ml add
 * without drift. Masses use the exact international pound (453.59237 g). These are shopping
 * sums; what a cook reads converts with the true sizes from a unit library instead
 * (`units/unit-factors.ts`, docs/architecture.md "Metric or imperial").
 */
import { singularise } from '@mise/domain/ingredient-names';
import { unitFromWord, type PantryUnit } from '../pantry-units';
import Fraction from 'fraction.js';

export type MeasureKind = 'volume' | 'mass' | 'count' | 'container' | 'unmeasured';

export interface UnitMeasure {
  readonly kind: MeasureKind;
  /** The unit's size in millilitres, grams or pieces; 1 for containers and unmeasured. */
  readonly factor: Fraction;
  /** The container's name ("can"); for the other kinds, the unit word itself. */
  readonly name: string;
  /** A litre-based volume (ml, l…) rather than a spoon or cup. */
  readonly metric: boolean;
}

const ONE = new Fraction(1);
const whole = (value: number) => new Fraction(value);

const volume = (ml: Fraction, name: string, metric = false): UnitMeasure => ({
  kind: 'volume',
  factor: ml,
  name,
  metric,
});
const mass = (grams: Fraction, name: string): UnitMeasure => ({
  kind: 'mass',
  factor: grams,
  name,
  metric: false,
});
const count = (pieces: number, name: string): UnitMeasure => ({
  kind: 'count',
  factor: whole(pieces),
  name,
  metric: false,
});
const container = (name: string): UnitMeasure => ({
  kind: 'container',
  factor: ONE,
  name,
  metric: false,
});
const unmeasured = (name: string): UnitMeasure => ({
  kind: 'unmeasured',
  factor: ONE,
  name,
  metric: false,
});

export const GRAMS_PER_POUND = new Fraction(45_359_237n, 100_000n);
export const GRAMS_PER_OUNCE = new Fraction(45_359_237n, 1_600_000n);
export const ML_PER = { tsp: 5, tbsp: 15, floz: 30, cup: 240, pint: 480, quart: 960 } as const;

/** Every pantry unit decided here, so a unit added to the pantry form cannot be missed. */
const PANTRY_UNIT_MEASURES = {
  piece: count(1, 'piece'),
  clove: count(1, 'clove'),
  slice: count(1, 'slice'),
  g: mass(ONE, 'g'),
  kg: mass(whole(1000), 'kg'),
  oz: mass(GRAMS_PER_OUNCE, 'oz'),
  lb: mass(GRAMS_PER_POUND, 'lb'),
  ml: volume(ONE, 'ml', true),
  l: volume(whole(1000), 'l', true),
  tsp: volume(whole(ML_PER.tsp), 'tsp'),
  tbsp: volume(whole(ML_PER.tbsp), 'tbsp'),
  cup: volume(whole(ML_PER.cup), 'cup'),
  pint: volume(whole(ML_PER.pint), 'pint'),
  quart: volume(whole(ML_PER.quart), 'quart'),
  gallon: volume(whole(4 * ML_PER.quart), 'gallon'),
  carton: container('carton'),
  can: container('can'),
  // A tin is a can by another name; one line should not hold both.
  tin: container('can'),
  bag: container('bag'),
  box: container('box'),
  bottle: container('bottle'),
  jar: container('jar'),
  pack: container('pack'),
  bunch: container('bunch'),
  head: container('head'),
  loaf: container('loaf'),
  stick: container('stick'),
  tub: container('tub'),
  container: container('container'),
  bar: container('bar'),
  block: container('block'),
  pot: container('pot'),
  pouch: container('pouch'),
  tray: container('tray'),
  punnet: container('punnet'),
  roll: container('roll'),
} as const satisfies Record<PantryUnit, UnitMeasure>;

/** A blank unit: the pantry's default, a piece. */
export const PIECE: UnitMeasure = PANTRY_UNIT_MEASURES.piece;

/** Words recipes use that the pantry form does not: sizes and parts count as pieces. */
const RECIPE_UNIT_MEASURES: ReadonlyMap<string, UnitMeasure> = new Map([
  ...[
    'each',
    'ea',
    'whole',
    'large',
    'medium',
    'small',
    'extra large',
    'jumbo',
    'leaf',
    'sprig',
    'stalk',
    'rib',
    'sheet',
    'fillet',
    'ear',
    'wedge',
    'strip',
  ].map((word) => [word, count(1, word)] as const),
  ['dozen', count(12, 'dozen')],
  ['mg', mass(new Fraction(1, 1000), 'mg')],
  ['milligram', mass(new Fraction(1, 1000), 'mg')],
  ['cl', volume(whole(10), 'cl', true)],
  ['dl', volume(whole(100), 'dl', true)],
  ['c', volume(whole(ML_PER.cup), 'cup')],
  ...['fl oz', 'floz', 'fluid ounce', 'fl ounce'].map(
    (word) => [word, volume(whole(ML_PER.floz), 'fl oz')] as const,
  ),
  ...[
    'pinch',
    'dash',
    'handful',
    'splash',
    'drizzle',
    'sprinkle',
    'smidgen',
    'knob',
    'to taste',
    'as needed',
    'some',
  ].map((word) => [word, unmeasured(word)] as const),
]);

/** "Tbsp.", " Cups ", "fl. oz" → "tbsp", "cups", "fl oz". */
function cleanUnit(text: string): string {
  return text.toLowerCase().replaceAll('.', ' ').replace(/\s+/g, ' ').trim();
}

/**
 * What a unit word measures; undefined for a blank unit or a word that names no unit known
 * here (the caller decides what those mean).
 */
export function unitMeasure(text: string): UnitMeasure | undefined {
  const word = cleanUnit(text);
  if (word === '') return undefined;
  const pantryUnit = unitFromWord(word);
  if (pantryUnit !== undefined) return PANTRY_UNIT_MEASURES[pantryUnit];
  const lastSingular = word.replace(/\S+$/, (last) => singularise(last));
  return RECIPE_UNIT_MEASURES.get(word) ?? RECIPE_UNIT_MEASURES.get(lastSingular);
}

/** An unknown unit word taken as a container of its own ("2 thumbs" → thumb). */
export function unknownUnit(text: string): UnitMeasure {
  const word = cleanUnit(text);
  return container(word.replace(/\S+$/, (last) => singularise(last)));
}
