/**
 * One ingredient as recipe pages write it ("2 cups flour", "1/2 tsp salt", "3 large eggs",
 * "1 (14 oz) can tomatoes", "Salt to taste") split into the create-recipe form's row of amount,
 * unit and name. The number is read by the grocery list's reader (grocery/amount.ts) and the
 * unit looked up in its unit table (grocery/units.ts), so an imported row adds up on a grocery
 * list exactly like one typed into the form. Every part is filled, as the form requires:
 * - the amount as written ("1½", "2-3"); a worded one as a number ("a pinch" → 1, "half a" → 1/2);
 * - the unit in its short form ("tablespoons" → tbsp, "Cups" → cup); after a number without a
 *   unit ("3 eggs"), or before an unknown word, a piece, the app's default unit. Size words stay
 *   with the name ("2 large eggs" → 2 piece "large eggs");
 * - a line without a number counts 1 of a leading measure ("pinch of salt" → 1 pinch); "to taste"
 *   is 1 pinch (as the catalogue writes salt), anything else 1 piece. The cook reviews the form.
 */
import { DEFAULT_QUANTITY, DEFAULT_UNIT } from '@mise/domain/constants';
import type { Ingredient } from '@mise/domain/entities/recipe';
import { readAmount } from './grocery/amount';
import type { Rational } from './grocery/rational';
import { unitMeasure } from './grocery/units';

/** Count words that describe the ingredient's size, not a unit to buy it in. */
const SIZE_WORDS: ReadonlySet<string> = new Set([
  'large',
  'medium',
  'small',
  'big',
  'whole',
  'extra large',
  'jumbo',
]);
/** "2 each lemons": a piece, said differently. */
const EACH_WORDS: ReadonlySet<string> = new Set(['each', 'ea']);
const TO_TASTE = /\s*,?\s*\(?\b(?:to taste|or to taste|as needed)\b\)?\.?\s*$/i;
const LEADING_NOTE = /^\(([^)]*)\)\s*/;
const DIGIT_OR_FRACTION = /[\d¼½¾⅓⅔⅛⅜⅝⅞]/;
const TRAILING_PUNCTUATION = /[\s,;:.]+$/;
const UNIT_CANDIDATE_WORDS = [2, 1] as const;

export function splitIngredientLine(text: string): Ingredient {
  const line = text.replace(/\s+/g, ' ').trim();
  const read = readAmount(line);
  if (read === undefined) return withoutNumber(line);
  const lower = line.toLowerCase();
  // The reader hands back the rest in lower case; the name keeps the page's own capitals.
  const rest = lower.endsWith(read.rest) ? line.slice(line.length - read.rest.length) : read.rest;
  const written = line.slice(0, line.length - rest.length).trim();
  const amount = DIGIT_OR_FRACTION.test(written) ? written : fractionText(read.value);
  const { unit, name } = unitAndName(rest);
  return { amount, unit, name: name === '' ? line : name };
}

function withoutNumber(line: string): Ingredient {
  const toTaste = TO_TASTE.test(line);
  const bare = line.replace(TO_TASTE, '').trim() || line;
  const measured = leadingUnit(bare);
  if (measured && measured.rest !== '') {
    return { amount: String(DEFAULT_QUANTITY), unit: measured.unit, name: nameOf(measured.rest) };
  }
  return { amount: String(DEFAULT_QUANTITY), unit: toTaste ? 'pinch' : DEFAULT_UNIT, name: bare };
}

function unitAndName(rest: string): { unit: string; name: string } {
  // "1 (14 oz) can tomatoes", "1 can (14 oz) tomatoes": the can is the unit, the size a note
  // after the name.
  const before = takeNote(rest);
  const measured = leadingUnit(before.text);
  const after = takeNote(measured?.rest ?? before.text);
  const unit = measured?.unit ?? DEFAULT_UNIT;
  const name = nameOf([after.text, before.note, after.note].filter(Boolean).join(' '));
  // "3 cloves": the unit word was all the name there was.
  if (name === '' && measured) return { unit: DEFAULT_UNIT, name: nameOf(measured.word) };
  return { unit, name };
}

function takeNote(text: string): { text: string; note?: string } {
  const note = LEADING_NOTE.exec(text);
  return note ? { text: text.slice(note[0].length), note: note[0].trim() } : { text };
}

interface LeadingUnit {
  unit: string;
  /** The unit as written, for a line that turns out to have nothing else. */
  word: string;
  rest: string;
}

/** The unit the text starts with ("fl oz", "Tbsp.", "cups"), and what follows it. */
function leadingUnit(text: string): LeadingUnit | undefined {
  const words = text.split(' ');
  for (const count of UNIT_CANDIDATE_WORDS) {
    if (words.length < count) continue;
    const word = words.slice(0, count).join(' ');
    const clean = word.toLowerCase().replace(TRAILING_PUNCTUATION, '');
    const measure = unitMeasure(clean);
    if (measure === undefined || SIZE_WORDS.has(clean)) continue;
    const unit = EACH_WORDS.has(clean) ? DEFAULT_UNIT : measure.name;
    return {
      unit,
      word: clean,
      rest: words
        .slice(count)
        .join(' ')
        .replace(/^of\s+/i, ''),
    };
  }
  return undefined;
}

function nameOf(words: string): string {
  return words.replace(TRAILING_PUNCTUATION, '').trim();
}

/** 1/2, 1 1/2, 3: how a cook writes the amounts the reader found in words. */
function fractionText({ num, den }: Rational): string {
  const whole = num / den;
  const part = num % den;
  if (part === 0n) return String(whole);
  return whole === 0n ? `${part}/${den}` : `${whole} ${part}/${den}`;
}
