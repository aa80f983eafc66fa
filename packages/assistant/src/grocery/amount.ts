/**
 * The number at the front of a recipe amount, as an exact fraction: "2", "1/2", "1 1/2", "1½",
 * "0.5", "1,5", "2-3", "two", "one and a half", "a". Number words go through the voice parser's
 * reader (spoken-number.ts); digits are read here because that reader works in floats and the
 * grocery sums must not drift. Whatever follows the number is handed back, so "500g" or
 * "2 cups" written in the amount box can still give their unit.
 */
import { readSpokenNumber } from '../spoken-number';
import Fraction from 'fraction.js';

export interface ReadAmount {
  readonly value: Fraction;
  /** The text after the number, trimmed and lower case ("g" of "500g", "" of "2"). */
  readonly rest: string;
}

const VULGAR_FRACTIONS: Readonly<Record<string, string>> = {
  '¼': '1/4',
  '½': '1/2',
  '¾': '3/4',
  '⅓': '1/3',
  '⅔': '2/3',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
};
const VULGAR = new RegExp(`(\\d?)\\s*([${Object.keys(VULGAR_FRACTIONS).join('')}])`, 'gu');

const MIXED = /^(\d+)\s+(\d+)\/(\d+)/;
const FRACTION = /^(\d+)\/(\d+)/;
const THOUSANDS = /^\d{1,3}(?:,\d{3})+(?![\d,.])/;
const DECIMAL = /^(\d*)(?:[.,](\d+))?/;
const RANGE_SEPARATOR = /^\s*(?:-|–|—|to\b|or\b)\s*/;
const ARTICLE = /^an?\b/;
const WORD_FRACTIONS: ReadonlyMap<string, Fraction> = new Map([
  ['half', new Fraction(1, 2)],
  ['quarter', new Fraction(1, 4)],
]);

/**
 * Reads the amount; undefined when it does not start with a number ("to taste", "some"). A
 * range ("2-3", "2 to 3") counts as its upper end: a list should buy enough for the bigger
 * reading.
 */
export function readAmount(text: string): ReadAmount | undefined {
  const cleaned = text
    .trim()
    .toLowerCase()
    .replace('⁄', '/')
    .replace(VULGAR, (_, whole: string, part: string) =>
      `${whole} ${VULGAR_FRACTIONS[part] ?? ''}`.trim(),
    );
  const first = readNumber(cleaned);
  if (first === undefined) return undefined;
  const separator = RANGE_SEPARATOR.exec(first.rest);
  const second = separator ? readNumber(first.rest.slice(separator[0].length)) : undefined;
  if (second === undefined) return first;
  return second.value.gt(first.value) ? second : { ...second, value: first.value };
}

function readNumber(text: string): ReadAmount | undefined {
  return readDigits(text) ?? readWords(text);
}

function readDigits(text: string): ReadAmount | undefined {
  const rest = (match: RegExpExecArray) => text.slice(match[0].length).trim();
  const mixed = MIXED.exec(text);
  if (mixed) {
    const part = fraction(mixed[2], mixed[3]);
    return part && { value: part.add(BigInt(mixed[1] ?? '0')), rest: rest(mixed) };
  }
  const simple = FRACTION.exec(text);
  if (simple) {
    const value = fraction(simple[1], simple[2]);
    return value && { value, rest: rest(simple) };
  }
  const thousands = THOUSANDS.exec(text);
  if (thousands) {
    return { value: new Fraction(BigInt(thousands[0].replaceAll(',', ''))), rest: rest(thousands) };
  }
  const decimal = DECIMAL.exec(text);
  const [whole = '', decimals = ''] = [decimal?.[1], decimal?.[2]];
  if (!decimal || (whole === '' && decimals === '')) return undefined;
  const value = new Fraction(BigInt(`${whole}${decimals}` || '0'), 10n ** BigInt(decimals.length));
  return { value, rest: rest(decimal) };
}

function fraction(numerator = '', denominator = ''): Fraction | undefined {
  const bottom = BigInt(denominator || '0');
  return bottom === 0n ? undefined : new Fraction(BigInt(numerator || '0'), bottom);
}

/** "two", "twenty five", "one and a half", "half", "a" (one: "a pinch", "an onion"). */
function readWords(text: string): ReadAmount | undefined {
  const words = text.split(/\s+/).filter((word) => word !== '');
  const spoken = readSpokenNumber(words, 0);
  const restAfter = (next: number) => words.slice(next).join(' ');
  if (spoken) {
    const value = fromSpokenValue(spoken.value);
    return value && { value, rest: restAfter(spoken.next) };
  }
  const [first = '', second = ''] = words;
  const wordFraction = WORD_FRACTIONS.get(first);
  if (wordFraction) {
    // "half a cup": the article belongs to the fraction, not to another "one".
    const skip = ARTICLE.test(second) ? 2 : 1;
    return { value: wordFraction, rest: restAfter(skip) };
  }
  if (ARTICLE.test(first)) return { value: new Fraction(1), rest: restAfter(1) };
  return undefined;
}

/**
 * The spoken reader's values are whole numbers or halves ("one and a half"); its digit forms
 * are read exactly above. Any other value is taken at its shortest decimal, exactly.
 */
function fromSpokenValue(value: number): Fraction | undefined {
  if (!Number.isFinite(value) || value < 0) return undefined;
  if (Number.isInteger(value * 2)) return new Fraction(value * 2, 2);
  return readDigits(String(value))?.value;
}
