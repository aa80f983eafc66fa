/**
 * Splits an ingredient line into the tokens the tagger labels: numbers (with mixed numbers,
 * Unicode fractions and ranges kept whole, "1 1/2", "5¼", "2-3", "3 or 4"), words (letters with
 * inner apostrophes and hyphens, "V-8") and single punctuation marks. A number glued to a unit
 * splits ("150g/5¼oz" → 150 · g · / · 5¼ · oz), as do words glued to numbers ("or1/8" → or ·
 * 1/8), so the amount never swallows the rest of the line.
 */

export type TokenKind = 'number' | 'word' | 'punct';

export interface Token {
  /** The token as written (a number keeps its own spelling, "1½", "2 to 3"). */
  readonly text: string;
  readonly kind: TokenKind;
  /** Where it starts and ends in the normalised line (`normaliseLine`). */
  readonly start: number;
  readonly end: number;
}

const FRACTION_CHARS = '½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒';
const VULGAR = `[${FRACTION_CHARS}]`;
// One number: 1 1/2 · 1½ · 1 ½ · 1/2 · 1.5 · 1,5 · .5 · ½ · 1,500
const SINGLE = `(?:\\d+ \\d+/\\d+|\\d+ ?${VULGAR}|\\d+/\\d+|\\d{1,3}(?:,\\d{3})+(?![\\d])|\\d*[.,]\\d+|\\d+|${VULGAR})`;
// A range: "2-3", "2 - 3", "2 to 3", "3 or 4", "¾–1".
const NUMBER = new RegExp(
  `${SINGLE}(?:\\s*[-–—]\\s*${SINGLE}|\\s+(?:to|or)\\s+${SINGLE}(?![\\p{L}]))?`,
  'uy',
);
// A product name's digits after a hyphen stay in the word ("V-8 juice", "A-1 sauce"): read as a
// number, the name was cut to "V" and the amount taken from its digits.
const WORD = /\p{L}[\p{L}\p{M}]*(?:['’\-.][\p{L}\p{M}]+|-\d+(?![\d/.,]))*/uy;
const SPACE = /\s+/y;

/** Spaces collapsed, fraction slashes made plain, so spans and tokens line up. */
export function normaliseLine(line: string): string {
  return line.replaceAll('⁄', '/').replace(/\s+/g, ' ').trim();
}

export function tokenise(line: string): Token[] {
  const text = normaliseLine(line);
  const tokens: Token[] = [];
  let at = 0;
  const take = (pattern: RegExp): string | undefined => {
    pattern.lastIndex = at;
    return pattern.exec(text)?.[0];
  };
  while (at < text.length) {
    const space = take(SPACE);
    if (space) {
      at += space.length;
      continue;
    }
    const number =
      /[\d.,]/.test(text[at] ?? '') || FRACTION_CHARS.includes(text[at] ?? '')
        ? take(NUMBER)
        : undefined;
    if (number) {
      tokens.push({ text: number, kind: 'number', start: at, end: at + number.length });
      at += number.length;
      continue;
    }
    const word = take(WORD);
    if (word) {
      tokens.push({ text: word, kind: 'word', start: at, end: at + word.length });
      at += word.length;
      continue;
    }
    const char = String.fromCodePoint(text.codePointAt(at) ?? 32);
    tokens.push({ text: char, kind: 'punct', start: at, end: at + char.length });
    at += char.length;
  }
  return tokens;
}

const UNICODE_VALUES: Readonly<Record<string, number>> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅐': 1 / 7,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
  '⅑': 1 / 9,
  '⅒': 1 / 10,
};

function singleValue(text: string): number | undefined {
  const spelled = text.trim();
  const mixed = /^(\d+) (\d+)\/(\d+)$/.exec(spelled);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const vulgar = new RegExp(`^(\\d*) ?(${VULGAR})$`, 'u').exec(spelled);
  if (vulgar) return Number(vulgar[1] || '0') + (UNICODE_VALUES[vulgar[2] ?? ''] ?? 0);
  const fraction = /^(\d+)\/(\d+)$/.exec(spelled);
  if (fraction)
    return Number(fraction[2]) === 0 ? undefined : Number(fraction[1]) / Number(fraction[2]);
  if (/^\d{1,3}(?:,\d{3})+$/.test(spelled)) return Number(spelled.replaceAll(',', ''));
  if (/^\d*[.,]?\d+$/.test(spelled)) return Number(spelled.replace(',', '.'));
  return undefined;
}

const RANGE_SPLIT = /\s*[-–—]\s*|\s+(?:to|or)\s+/;

/** A number token's values: one, or the two ends of a range. */
export function numberValues(text: string): number[] {
  const values = text.split(RANGE_SPLIT).map(singleValue);
  return values.every((value): value is number => value !== undefined) ? values : [];
}
