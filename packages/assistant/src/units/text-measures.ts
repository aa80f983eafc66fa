/**
 * Measurements written inside a step's text, shown in the cook's system (issue 22): oven and
 * probe temperatures ("350°F", "180 C", "350 degrees Fahrenheit"), lengths and pan sizes
 * ("1-inch cubes", "9x13-inch pan", "2.5 cm"), and amounts ("add 2 cups of stock"). Only what is
 * written in the other system changes; gas marks and everything else stay as they are.
 *
 * Amounts go through convertAmount with the words after the unit as the ingredient, so "2 cups
 * flour" in a step says the same grams as the ingredient list. Oven temperatures round as
 * recipes print them (5 °C, 25 °F: 350 °F → 175 °C, 180 °C → 350 °F); below an oven's range
 * (a probe's 63 °C, a syrup's 115 °C) they keep 1 °C / 5 °F, where a few degrees matter.
 */
import { convertAmount } from './convert-amount';
import { amountText, readAmountRange } from './amount-text';
import {
  CM_PER_INCH,
  celsiusToFahrenheit,
  fahrenheitToCelsius,
  type MeasurementSystem,
} from './unit-factors';

/** A number as recipes write one: "2", "2.5", "2,5", "1/2", "1 1/2", "½", "1½". */
const NUMBER = String.raw`(?:\d+\s+\d+/\d+|\d+/\d+|\d*\s?[¼½¾⅓⅔⅛⅜⅝⅞]|\d+(?:[.,]\d+)?)`;

export function convertTextMeasures(text: string, system: MeasurementSystem): string {
  const counted = countPerUnit(text, system);
  const temperatures = convertTemperatures(keepOneOfPairs(counted, TEMPERATURE, system), system);
  const lengths = convertLengths(keepOneOfPairs(temperatures, LENGTH, system), system);
  return convertAmounts(keepOneOfPairs(lengths, AMOUNT_ONLY, system), system);
}

/** A pattern's groups made non-capturing, so that it can be repeated inside another. */
const nonCapturing = (source: string) => source.replace(/(?<!\\)\((?!\?)/g, '(?:');

/** Built once per token: a card list converts every description, three patterns each. */
const pairs = new Map<RegExp, RegExp>();

function pairOf(token: RegExp): RegExp {
  let pair = pairs.get(token);
  if (pair === undefined) {
    const one = nonCapturing(token.source);
    pair = new RegExp(String.raw`(${one})\s*(?:\(\s*(${one})\s*\)|/\s*(${one}))`, token.flags);
    pairs.set(token, pair);
  }
  return pair;
}

/**
 * Recipes often give both systems: "190 °C (375 °F)", "250g/9oz", "2.5 cm (1 inch)". The one
 * in the cook's system is kept as written, rather than converting the other into a repeat.
 */
function keepOneOfPairs(text: string, token: RegExp, system: MeasurementSystem): string {
  return text.replace(
    pairOf(token),
    (whole, first: string, inBrackets?: string, afterSlash?: string) => {
      const second = inBrackets ?? afterSlash ?? '';
      if (convertTextMeasures(first, system) === first) return first;
      if (convertTextMeasures(second, system) === second) return second;
      return whole;
    },
  );
}

// Temperatures ------------------------------------------------------------------------------

/**
 * A scale letter without a degree sign counts only straight after the number ("180C") or for a
 * number an oven could be set to ("350 F"): "2 C" is more likely two cups.
 */
const TEMPERATURE = new RegExp(
  String.raw`(\d+(?:[.,]\d+)?)(\s*)(°|º|˚|degrees?\b|deg\b\.?)?(\s*)(fahrenheit|celsius|centigrade|[FC])(?![\p{L}])`,
  'giu',
);

const isFahrenheit = (scale: string) => /^f/i.test(scale);

function convertTemperatures(text: string, system: MeasurementSystem): string {
  return text.replace(
    TEMPERATURE,
    (whole, digits: string, gap: string, mark: string | undefined, gap2: string, scale: string) => {
      const value = Number(digits.replace(',', '.'));
      const letterOnly = mark === undefined && scale.length === 1;
      if (letterOnly && gap !== '' && value < 90) return whole;
      if (letterOnly && scale !== scale.toUpperCase()) return whole;
      if (isFahrenheit(scale) === (system === 'imperial')) return whole;
      const converted = isFahrenheit(scale) ? toCelsius(value) : toFahrenheit(value);
      return `${converted}${gap}${mark ?? ''}${gap2}${otherScale(scale)}`;
    },
  );
}

const nearest = (value: number, step: number) => Math.round(value / step) * step;

function toCelsius(fahrenheit: number): number {
  const celsius = fahrenheitToCelsius(fahrenheit);
  return nearest(celsius, fahrenheit >= 250 ? 5 : 1);
}

function toFahrenheit(celsius: number): number {
  const fahrenheit = celsiusToFahrenheit(celsius);
  return nearest(fahrenheit, celsius >= 120 ? 25 : 5);
}

function otherScale(scale: string): string {
  const lower = scale.toLowerCase();
  if (lower === 'fahrenheit') return matchCase('celsius', scale);
  if (lower === 'celsius' || lower === 'centigrade') return matchCase('fahrenheit', scale);
  return lower === 'f' ? 'C' : 'F';
}

const matchCase = (word: string, like: string) =>
  like[0] === like[0]?.toUpperCase() ? word[0]?.toUpperCase() + word.slice(1) : word;

// Lengths -----------------------------------------------------------------------------------

/** "in" alone is a word too ("2 in the pan"): it counts as inches only before these. */
const AFTER_BARE_IN = String.raw`(?=\s+(?:thick|thin|long|wide|deep|high|tall|pieces?|cubes?|chunks?|slices?|rounds?|strips?|lengths?|squares?|dice|apart|diameter|round|square|cake|pan|skillet|dish|tin|baking)\b)`;
const LENGTH_UNIT = String.raw`(inch(?:es)?\b|in\.|in\b${AFTER_BARE_IN}|["″]|cm\b|centimet(?:re|er)s?\b|mm\b|millimet(?:re|er)s?\b)`;
const BY = String.raw`\s*-?\s*(?:x|×|by)\s*-?\s*`;
const LENGTH = new RegExp(
  String.raw`(${NUMBER})(?:${BY}(${NUMBER}))?(?:${BY}(${NUMBER}))?(\s*-?\s*)${LENGTH_UNIT}`,
  'giu',
);

const isInches = (unit: string) => /^(?:in|["″])/i.test(unit);

function convertLengths(text: string, system: MeasurementSystem): string {
  return text.replace(LENGTH, (whole, ...groups: (string | undefined)[]) => {
    const [first, second, third, , unit = ''] = groups;
    if (isInches(unit) === (system === 'imperial')) return whole;
    const sides = [first, second, third].filter((side): side is string => side !== undefined);
    const centimetres = sides.map((side) => lengthValue(side) * centimetresPer(unit));
    if (centimetres.some((value) => !Number.isFinite(value))) return whole;
    return system === 'metric' ? metricLength(centimetres) : imperialLength(centimetres);
  });
}

function centimetresPer(unit: string): number {
  if (isInches(unit)) return CM_PER_INCH;
  return /^m/i.test(unit) ? 0.1 : 1;
}

/** Read like an ingredient amount, so "1 1/2" and "½" are exact. */
function lengthValue(written: string): number {
  return readAmountRange(written)?.high ?? Number.NaN;
}

/** Below 1 cm in whole millimetres, to 3 cm in half centimetres, then whole centimetres. */
function metricLength(centimetres: readonly number[]): string {
  const largest = Math.max(...centimetres);
  if (largest < 1)
    return `${centimetres.map((cm) => Math.max(1, Math.round(cm * 10))).join(' x ')} mm`;
  const step = largest < 3 ? 0.5 : 1;
  return `${centimetres.map((cm) => amountText(Math.max(step, nearest(cm, step)), 'metric')).join(' x ')} cm`;
}

/** In quarter inches below 2 in, then half inches to 4 in, then whole inches. */
function imperialLength(centimetres: readonly number[]): string {
  const inches = centimetres.map((cm) => cm / CM_PER_INCH);
  const largest = Math.max(...inches);
  const step = largest < 2 ? 1 / 4 : largest < 4 ? 1 / 2 : 1;
  const sides = inches.map((value) => amountText(Math.max(step, nearest(value, step)), 'imperial'));
  return `${sides.join(' x ')} in`;
}

// Amounts -----------------------------------------------------------------------------------

const MEASURE_UNIT = String.raw`(?:cups?|tablespoons?|tbsps?\.?|tbs\.?|teaspoons?|tsps?\.?|fl\.?\s?oz\.?|fluid ounces?|ounces?|oz\.?|pounds?|lbs?\.?|grams?|g|kilograms?|kilos?|kg|millilit(?:re|er)s?|ml|lit(?:re|er)s?|l|pints?|quarts?|gallons?)`;
/** An amount without the words after it, for finding pairs. */
const AMOUNT_ONLY = new RegExp(
  String.raw`${NUMBER}(?:\s*(?:-|–|to)\s*${NUMBER})?\s*${MEASURE_UNIT}(?![\p{L}])`,
  'giu',
);
const AMOUNT = new RegExp(
  String.raw`(${NUMBER}(?:\s*(?:-|–|to)\s*${NUMBER})?)\s*(${MEASURE_UNIT})(?![\p{L}])((?:\s+of)?(?:\s+[\p{L}'-]+){0,4})`,
  'giu',
);

/** "per cup", "per pound (450 g)": a unit named after "per" without a number. */
const PER_UNIT = new RegExp(
  String.raw`\bper\s+(${MEASURE_UNIT})(?![\p{L}])(?=(\s*\([^)]*\))?)`,
  'giu',
);

/**
 * A swap's "3/4 cup per cup" means one of the unit after "per": written so, it converts like any
 * amount ("175 ml per 235 ml"), and "per pound (450 g)" becomes a pair keeping one of its sides
 * (the pound in imperial, where the unit itself needs no converting: not "per pound (1 lb)").
 */
function countPerUnit(text: string, system: MeasurementSystem): string {
  return text.replace(PER_UNIT, (whole, unit: string, paired?: string) =>
    paired !== undefined ||
    convertAmount({ amount: '1', unit: unit.replace(/\.$/, ''), name: '' }, system).converted
      ? `per 1 ${unit}`
      : whole,
  );
}

function convertAmounts(text: string, system: MeasurementSystem): string {
  return text.replace(AMOUNT, (whole, amount: string, unit: string, after: string) => {
    const name = after.replace(/^\s+of\b/i, '');
    const shown = convertAmount({ amount, unit: unit.replace(/\.$/, ''), name }, system);
    if (!shown.converted) return whole;
    return `${shown.amount} ${proseUnit(shown.unit, shown.amount)}${after}`;
  });
}

/** In a sentence "2 cups of stock", where an ingredient row reads "2 cup". */
function proseUnit(unit: string, amount: string): string {
  const plural = unit === 'cup' && !/^(?:1|\d\/\d+)$/.test(amount.split('-').pop() ?? '');
  return plural ? 'cups' : unit;
}
