/**
 * What a photo of a receipt or of labels says was bought (spec §3 "Photo scan result", §5): the
 * text OCR read from it, line by line, matched against the ingredient dictionary. Pure, so the
 * server's scan and its tests share it, and OCR's mistakes can be tested without images.
 *
 * A line is one item at most. Before its name is looked up, what is not the name is taken off:
 * prices, tax flags, package sizes ("16OZ", "1GAL"), counts ("2 x", "2 @ 1.99", "x2", "QTY 2",
 * "12CT", "DOZEN") and weights ("2.1 LB"). A line of only a count or a weight ("2 @ 1.99" under
 * "MILK") applies to the item on the line above. Totals, payment, the shop's address and a
 * label's small print are skipped, and nothing after the total is read. Till abbreviations are
 * spelled out ("CHKN BRST"), digits OCR put in words are read as letters ("M1LK"), and a word
 * one letter off a dictionary word is read as that word ("SPAGHETT" → spaghetti). A line the
 * dictionary does not know is dropped: a scan adds nothing rather than junk.
 */
import { DEFAULT_QUANTITY, DEFAULT_UNIT } from '@mise/domain/constants';
import type { PhotoScanItem } from '@mise/domain/entities/assistant';
import { singularise, toLexiconKey } from '@mise/domain/ingredient-names';
import type { PantryCategory } from '@mise/domain/options';
import { INGREDIENTS, type IngredientEntry, findIngredient } from './ingredients';
import {
  FROZEN_WORDS,
  NOT_AN_ITEM_WORDS,
  NOT_FOOD_WORDS,
  RECEIPT_ABBREVIATIONS,
} from './receipt-words';

/** Counts above this are OCR reading an item code or a price as a count, not a count. */
const MAX_COUNT = 99;
const MAX_QUANTITY = 999;

/** One line's item before duplicates are merged. */
interface LineItem {
  entry: IngredientEntry;
  category: PantryCategory;
  quantity: number;
  unit: string;
  /** Pieces per package ("12CT", "DOZEN"), kept so a count on the next line multiplies it. */
  perPack: number;
}

interface Amounts {
  count?: number;
  perPack?: number;
  weight?: { value: number; unit: 'lb' | 'kg' };
}

// ---- reading one line ------------------------------------------------------------------------

const MONEY = /\$?\d+[.,]\d{2}(?!\d)/;
const PRICE_PER_UNIT = /@\s*\$?\s*\d*[.,]?\d+\s*(?:\/|per\s)\s*(?:lbs?|kg|ea|each)(?![a-z])/g;
const WEIGHT = /(\d+(?:[.,]\d+)?)\s*(lbs?|kg)(?![a-z])/g;
// "0z" is OCR's "oz"; "16OZ" read as "160Z" still parses as 16 + "0z".
const SIZE =
  /(?:\d+\/\d+|\d+(?:[.,]\d+)?)\s*(?:fl\s*oz|floz|oz|0z|ml|ltr|lt|l|gal|qt|pt|gr|g)(?![a-z])/g;
const PACK = /(\d{1,3})\s*(?:ct|count|pk|pack|pcs|pc)(?![a-z])/g;
const DOZEN = /(?:(\d)\s*)?(?:dozen|doz|dz)(?![a-z])/g;
const COUNT_AT = /(?:^|\s)(\d{1,2})\s*[.,]?\s*(?:@|[x×*]\s*\$?\d+[.,]\d{2})/;
const COUNT_LEADING = /^(\d{1,2})\s*(?:[x×*]\s*)?(?=[a-z]{2})/;
const COUNT_TRAILING = /(?:^|\s)[x×*]\s*(\d{1,2})(?![\d.,])/;
const COUNT_QTY = /\bqty\.?\s*:?\s*(\d{1,3})(?!\d)/;
/** Words a count or weight line carries besides numbers: "2 @ 1.99 EA", "1.2 LB @ .99 /LB". */
const AMOUNT_WORDS = new Set(['ea', 'each', 'lb', 'lbs', 'kg', 'x', 'qty', 'for', 'at', 'per']);

/** Letters OCR reads as digits (and a bar or "!" as an l) when they sit inside a word. */
const DIGIT_AS_LETTER: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'l',
  '5': 's',
  '8': 'b',
  '|': 'l',
  '!': 'l',
};
const LOOKS_LIKE_DIGITS = /[0158|!]/g;
const WORD_WITH_DIGITS = /^[a-z0158|!]+$/;
/** "1gal", "5lb", "2x", "12ct": a number and its unit, whose digits are digits. */
const NUMBER_AND_UNIT = /^\d+(?:oz|0z|lbs?|kg|g|l|ml|gal|qt|pt|ct|pk|x|dz|doz)$/;

function toNumber(text: string): number {
  return Number(text.replace(',', '.'));
}

/**
 * Lowercase, accents and apostrophes gone, "©" read as "@", and words OCR put digits in
 * ("M1LK", "0NIONS") read as letters. Returns the words it changed that way: they may still
 * be one letter off, and are corrected more readily.
 */
function cleanLine(raw: string): { text: string; misread: Set<string> } {
  const misread = new Set<string>();
  const text = raw
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[©®]/g, '@')
    .split(/\s+/)
    .map((token) => {
      // Punctuation around a word ("M1LK,") is not part of it; a bar or "!" at its ends neither.
      const word = token.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
      const letters = word.replace(/[^a-z]/g, '').length;
      if (
        letters < 2 ||
        !WORD_WITH_DIGITS.test(word) ||
        NUMBER_AND_UNIT.test(word) ||
        !/[0158|!]/.test(word)
      ) {
        return token;
      }
      const read = word.replace(LOOKS_LIKE_DIGITS, (char) => DIGIT_AS_LETTER[char] ?? char);
      misread.add(read);
      return token.replace(word, read);
    })
    .join(' ')
    .trim();
  return { text, misread };
}

/** Takes every amount off the line; what is left is the name and the shop's words. */
function readAmounts(line: string): { amounts: Amounts; rest: string } {
  const amounts: Amounts = {};
  const weighed = line.includes('@');
  let rest = line.replace(PRICE_PER_UNIT, ' ');
  rest = rest.replace(WEIGHT, (match, value: string, unit: string) => {
    // "2.1 LB" or "2 LB @ …" was weighed at the till; a whole "5 LB" is the size of a bag.
    if ((weighed || /[.,]/.test(value)) && amounts.weight === undefined) {
      amounts.weight = { value: toNumber(value), unit: unit.startsWith('lb') ? 'lb' : 'kg' };
    }
    return ' ';
  });
  rest = rest.replace(SIZE, ' ');
  rest = rest.replace(PACK, (match, count: string) => {
    amounts.perPack = Number(count);
    return ' ';
  });
  rest = rest.replace(DOZEN, (match, dozens: string | undefined) => {
    amounts.perPack = 12 * (dozens === undefined ? 1 : Number(dozens));
    return ' ';
  });
  for (const pattern of [COUNT_QTY, COUNT_AT, COUNT_TRAILING]) {
    const found = pattern.exec(rest);
    if (found?.[1] !== undefined && amounts.count === undefined) {
      amounts.count = Number(found[1]);
      rest = rest.replace(pattern, ' ');
    }
  }
  const leading = COUNT_LEADING.exec(rest.trim());
  if (leading?.[1] !== undefined && amounts.count === undefined) {
    amounts.count = Number(leading[1]);
    rest = rest.trim().replace(COUNT_LEADING, ' ');
  }
  if (amounts.count !== undefined && (amounts.count < 1 || amounts.count > MAX_COUNT)) {
    delete amounts.count;
  }
  rest = rest.replace(new RegExp(MONEY, 'g'), ' ');
  return { amounts, rest };
}

/** The words of what is left, letters only; one-letter words are tax flags and OCR crumbs. */
function wordsOf(rest: string): string[] {
  return toLexiconKey(rest)
    .split(' ')
    .filter((word) => word.length > 1);
}

// ---- matching words against the dictionary ---------------------------------------------------

/** Every word of every dictionary name and synonym, and its plural: what OCR may have mangled. */
const VOCABULARY: readonly string[] = [
  ...new Set(
    INGREDIENTS.flatMap((entry) => [entry.name, ...entry.synonyms])
      .flatMap((phrase) => toLexiconKey(phrase).split(' '))
      .flatMap((word) => [word, word.endsWith('s') ? word : `${word}s`]),
  ),
];
const KNOWN_WORDS: ReadonlySet<string> = new Set(VOCABULARY);

/** Optimal string alignment distance (a swap of two letters counts once), capped at `max` + 1. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/**
 * How many letters a word may be off and still be read as a dictionary word. Short words are
 * left alone ("mart" is one letter from "malt"), unless OCR already put a digit in them.
 */
function allowedDistance(word: string, misread: boolean): number {
  if (misread) return word.length >= 3 ? 1 : 0;
  if (word.length >= 8) return 2;
  return word.length >= 5 ? 1 : 0;
}

/** The dictionary word `word` was meant to be, when exactly one ingredient's word is that close. */
function correctedWord(word: string, misread: boolean): string {
  if (KNOWN_WORDS.has(word) || KNOWN_WORDS.has(singularise(word))) return word;
  const max = allowedDistance(word, misread);
  if (max === 0) return word;
  let best = max;
  let found: string[] = [];
  for (const candidate of VOCABULARY) {
    const distance = editDistance(word, candidate, best);
    if (distance > best) continue;
    if (distance < best) {
      best = distance;
      found = [];
    }
    found.push(candidate);
  }
  // "tomatoe" is as close to "tomato" as to "tomatoes": one word either way.
  const meant = new Set(found.map(singularise));
  const [only] = meant;
  return meant.size === 1 && only !== undefined ? (found[0] ?? word) : word;
}

function expandAbbreviations(words: readonly string[]): string[] {
  return words.flatMap((word) => (RECEIPT_ABBREVIATIONS.get(word) ?? word).split(' '));
}

function lookUp(words: readonly string[], misread: ReadonlySet<string>) {
  const exact = findIngredient(words.join(' '));
  if (exact) return exact;
  const corrected = words.map((word) => correctedWord(word, misread.has(word)));
  return corrected.some((word, i) => word !== words[i])
    ? findIngredient(corrected.join(' '))
    : undefined;
}

// ---- the whole text --------------------------------------------------------------------------

/** Quantity and unit of a line, §3: a whole number of at least 1, pieces unless weighed. */
function measure(amounts: Amounts, perPack: number): { quantity: number; unit: string } {
  const count = amounts.count ?? DEFAULT_QUANTITY;
  const { weight } = amounts;
  if (weight) {
    const total = weight.value * count;
    // Under a kilogram, grams keep the amount a whole number; pounds round to the nearest.
    if (weight.unit === 'kg' && total < 1) {
      return { quantity: Math.max(1, Math.round(total * 1000)), unit: 'g' };
    }
    return { quantity: Math.min(MAX_QUANTITY, Math.max(1, Math.round(total))), unit: weight.unit };
  }
  return { quantity: Math.min(MAX_QUANTITY, count * perPack), unit: DEFAULT_UNIT };
}

/** The total ends the items: what follows is payment, savings and the shop's goodbye. */
function isTotal(words: readonly string[], line: string): boolean {
  const [first, second] = words;
  const total =
    first === 'total' ||
    first === 'subtotal' ||
    first === 'balance' ||
    (first === 'sub' && second === 'total');
  return total && MONEY.test(line);
}

function capitalised(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * The pantry items OCR text names, in the order first seen, one per ingredient (and unit):
 * "MILK" twice is one Milk, quantity 2.
 */
export function receiptItems(ocrText: string): PhotoScanItem[] {
  const found: LineItem[] = [];
  /** The item of the last line that had words, which a count or weight line below refers to. */
  let last: LineItem | undefined;
  for (const raw of ocrText.split(/\r?\n/)) {
    const { text, misread } = cleanLine(raw);
    const { amounts, rest } = readAmounts(text);
    const words = expandAbbreviations(wordsOf(rest));
    const hasAmount = amounts.count !== undefined || amounts.weight !== undefined;
    if (words.every((word) => AMOUNT_WORDS.has(word))) {
      // "2 @ 1.99" or "1.20 LB @ 0.59 /LB" under an item; a lone price changes nothing.
      if (hasAmount && last) Object.assign(last, measure(amounts, last.perPack));
      continue;
    }
    if (isTotal(words, text)) break;
    last = undefined;
    if (words.some((word) => NOT_AN_ITEM_WORDS.has(word) || NOT_FOOD_WORDS.has(word))) continue;
    const entry = lookUp(words, misread);
    if (!entry) continue;
    const perPack = amounts.perPack ?? 1;
    last = {
      entry,
      category: words.some((word) => FROZEN_WORDS.has(word)) ? 'freezer' : entry.category,
      perPack,
      ...measure(amounts, perPack),
    };
    found.push(last);
  }
  return merged(found);
}

function merged(found: readonly LineItem[]): PhotoScanItem[] {
  const items = new Map<string, PhotoScanItem>();
  for (const { entry, category, quantity, unit } of found) {
    const key = `${entry.name}|${category}|${unit}`;
    const seen = items.get(key);
    if (seen) seen.quantity = Math.min(MAX_QUANTITY, seen.quantity + quantity);
    else items.set(key, { name: capitalised(entry.name), category, quantity, unit });
  }
  return [...items.values()];
}
