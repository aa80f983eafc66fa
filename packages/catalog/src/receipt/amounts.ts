/**
 * The numbers of a receipt line: what OCR put in words is read back as letters, and prices,
 * tax flags, package sizes, counts and weights are taken off so that what is left is the name.
 *
 * A count comes only from a quantity form ("2 x", "x2", "QTY 3", "2 @ 1.99"), from a quantity
 * column (a small number before the name when the receipt's numbers there are not line numbers,
 * or a number that times the unit price makes the line's total), never from digits glued to a
 * word ("RAMEN-BEEF12") or an item code.
 */
import { DEFAULT_QUANTITY, DEFAULT_UNIT } from '@mise/domain/constants';

/** Counts above this are OCR reading an item code or a price as a count, not a count. */
const MAX_COUNT = 99;
/** A bare number before the name above this is a line number or a code, not a quantity column. */
const MAX_COLUMN_COUNT = 24;
export const MAX_QUANTITY = 999;

export interface Amounts {
  count?: number;
  perPack?: number;
  weight?: { value: number; unit: 'lb' | 'kg' };
}

export const MONEY = /\$?\d+[.,]\d{2}(?!\d)/;
const MONEY_ALL = new RegExp(MONEY, 'g');
/** "-1.00", "1.00-": a coupon, a return or a void, never an item bought. */
export const NEGATIVE_MONEY = /(?:^|\s)-\s*\$?\d+[.,]\d{2}(?!\d)|\d[.,]\d{2}-(?![\d])/;
const PRICE_PER_UNIT =
  /@?\s*\$?\s*\d*[.,]?\d+\s*(?:eur|usd)?\s*(?:\/|per\s)\s*(?:lbs?|kg|ea|each)(?![a-z])/g;
const WEIGHT = /(\d+(?:[.,]\d+)?)\s*(lbs?|kg)(?![a-z])/g;
// "0z" is OCR's "oz"; "16OZ" read as "160Z" still parses as 16 + "0z".
const SIZE =
  /(?:\d+\/\d+|\d+(?:[.,]\d+)?)\s*(?:fl\s*oz|floz|oz|0z|ml|cl|ltr|lt|l|gal|qt|pt|gr|g)(?![a-z])/g;
/** "12CT", "6PK", and Spanish, Italian and German pieces: "12UDS", "6PZ", "10ST". */
const PACK = /(\d{1,3})\s*(?:ct|count|pk|pack|pcs|pc|uds|ud|pz|pzs|st|stk|stuck)(?![a-z])/g;
const DOZEN = /(?:(\d)\s*)?(?:dozen|doz|dz)(?![a-z])/g;
const COUNT_AT = /(?:^|\s)(\d{1,2})\s*[.,]?\s*(?:@|[x×*]\s*\$?\d+[.,]\d{2})/;
const COUNT_TIMES_LEADING = /^(\d{1,2})\s*[x×*]\s*(?=[a-z]{2})/;
/** A bare number then the name: a quantity column, or a line number (see readAmounts). */
export const COUNT_BARE_LEADING = /^(\d{1,3})\s+(?=[a-z]{2})/;
const COUNT_TRAILING = /(?:^|\s)[x×*]\s*(\d{1,2})(?![\d.,])/;
const COUNT_QTY = /\bqty\.?\s*:?\s*(\d{1,3})(?!\d)/;
const LONE_INTEGER = /(?:^|\s)(\d{1,2})(?=\s|$)/g;

/** Words a count or weight line carries besides numbers: "2 @ 1.99 EA", "1.2 LB @ .99 /LB". */
export const AMOUNT_WORDS: ReadonlySet<string> = new Set(
  'ea each lb lbs kg x qty for at per eur usd rm st stk pz ud uds pcs'.split(' '),
);

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
const NUMBER_AND_UNIT =
  /^\d+(?:oz|0z|lbs?|kg|g|l|ml|cl|gal|qt|pt|ct|pk|pcs|pc|uds|ud|pz|st|stk|x|dz|doz)$/;
/** "MILK10": digits after a word are a size or a code, not letters misread. */
const TRAILING_DIGITS = /[a-z][0-9]{2,}$/;

function toNumber(text: string): number {
  return Number(text.replace(',', '.'));
}

function misreadWord(word: string): boolean {
  const letters = word.replace(/[^a-z]/g, '').length;
  return (
    letters >= 2 &&
    WORD_WITH_DIGITS.test(word) &&
    !NUMBER_AND_UNIT.test(word) &&
    !TRAILING_DIGITS.test(word) &&
    /[0158|!]/.test(word)
  );
}

/**
 * Lowercase, accents and apostrophes gone, "©" read as "@", and words OCR put digits in
 * ("M1LK", "0NIONS") read as letters. Returns the words it changed that way: they may still
 * be one letter off, and are corrected more readily.
 */
export function cleanLine(raw: string): { text: string; misread: Set<string> } {
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
      if (!misreadWord(word)) return token;
      const read = word.replace(LOOKS_LIKE_DIGITS, (char) => DIGIT_AS_LETTER[char] ?? char);
      misread.add(read);
      return token.replace(word, read);
    })
    .join(' ')
    .trim();
  return { text, misread };
}

/** "MILK 2 3.49 6.98": a number that times a price on the line makes another is a count. */
function columnCount(line: string): number | undefined {
  const prices = [...line.matchAll(MONEY_ALL)].map((match) => toNumber(match[0].replace('$', '')));
  if (prices.length < 2) return undefined;
  const withoutPrices = line.replace(MONEY_ALL, ' ');
  for (const match of withoutPrices.matchAll(LONE_INTEGER)) {
    const count = Number(match[1]);
    if (count < 2) continue;
    const fits = prices.some((unit) =>
      prices.some((total) => unit < total && Math.abs(unit * count - total) < 0.015),
    );
    if (fits) return count;
  }
  return undefined;
}

function takeSizes(rest: string, amounts: Amounts, weighed: boolean): string {
  let text = rest.replace(PRICE_PER_UNIT, ' ');
  text = text.replace(WEIGHT, (match, value: string, unit: string) => {
    // "2.1 LB" or "2 LB @ …" was weighed at the till; a whole "5 LB" is the size of a bag.
    if ((weighed || /[.,]/.test(value)) && amounts.weight === undefined) {
      amounts.weight = { value: toNumber(value), unit: unit.startsWith('lb') ? 'lb' : 'kg' };
    }
    return ' ';
  });
  text = text.replace(SIZE, ' ');
  text = text.replace(PACK, (match, count: string) => {
    amounts.perPack = Number(count);
    return ' ';
  });
  return text.replace(DOZEN, (match, dozens: string | undefined) => {
    amounts.perPack = 12 * (dozens === undefined ? 1 : Number(dozens));
    return ' ';
  });
}

/**
 * Takes every amount off the line; what is left is the name and the shop's words.
 * `leadingIsCount`: whether a bare number before the name is the receipt's quantity column
 * (false when the receipt numbers its lines).
 */
export function readAmounts(
  line: string,
  leadingIsCount: boolean,
): { amounts: Amounts; rest: string } {
  const amounts: Amounts = {};
  const column = columnCount(line);
  let rest = takeSizes(line, amounts, line.includes('@'));
  for (const pattern of [COUNT_QTY, COUNT_AT, COUNT_TRAILING, COUNT_TIMES_LEADING]) {
    const found = pattern.exec(rest.trim());
    if (found?.[1] !== undefined && amounts.count === undefined) {
      amounts.count = Number(found[1]);
      rest = rest.trim().replace(pattern, ' ');
    }
  }
  const bare = COUNT_BARE_LEADING.exec(rest.trim());
  if (bare?.[1] !== undefined) {
    const count = Number(bare[1]);
    if (leadingIsCount && count <= MAX_COLUMN_COUNT) amounts.count ??= count;
    rest = rest.trim().replace(COUNT_BARE_LEADING, ' ');
  }
  amounts.count ??= column;
  if (amounts.count !== undefined && (amounts.count < 1 || amounts.count > MAX_COUNT)) {
    delete amounts.count;
  }
  rest = rest.replace(MONEY_ALL, ' ');
  return { amounts, rest };
}

/** Quantity and unit of a line, §3: a whole number of at least 1, pieces unless weighed. */
export function measure(amounts: Amounts, perPack: number): { quantity: number; unit: string } {
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
