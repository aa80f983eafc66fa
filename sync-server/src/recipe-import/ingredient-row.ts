/**
 * One recipeIngredient line as the form's row (issue 23): split into amount, unit, name and
 * note by the shared reader (@mise/assistant/ingredient-line), with the page's own words kept
 * where the app gains nothing by rewriting them. A unit the app measures with (grams, cups,
 * spoons) takes the app's spelling, since scaling and conversion work from it; a unit that only
 * counts things ("sachets", "bicchiere", "brins", "hojas", "packages") is kept as the page
 * wrote it, so "2 x 7g sachets dried yeast" does not come back as "2 sachet dried yeast, 7g"
 * and an Italian line is not half translated into English. A line that names its ingredient
 * before the amount ("Beurre - 20 grammes", as Thermomix sites write) is read amount first.
 */
import { splitIngredientLine } from '@mise/assistant/ingredient-line';
import { unitSize } from '@mise/assistant/units/unit-factors';
import { DEFAULT_UNIT } from '@mise/domain/constants';
import type { Ingredient } from '@mise/domain/entities/recipe';
import { withReadableUnit } from './unit-spellings';

/** The amount a line opens with: digits, fractions, ranges, a multiplier, or a number word. */
const LEADING_AMOUNT =
  /^(?:[\d¼½¾⅓⅔⅛⅜⅝⅞⅕⅙.,/⁄\s–—-]+|(?:a|an|one|un|une|una|uno|ein|eine|einen)\s+)+/iu;
/** The little word between a unit and its ingredient: "of", "de", "di", "d'". */
const TRAILING_LINK = /\s+(?:of|de|del|de la|des|du|di|della|dello|von)$|\s*\bd['’]$/iu;
const SEASONING = /\b(?:to taste|as needed)\b/i;
/** More words than this before the name is not a unit but a sentence the reader misread. */
const MAX_UNIT_WORDS = 3;

/**
 * "Courgette - 1", "Sel - 1 cuillère à café": the name first, then its amount (which may be a
 * range, "2 - 3"), as recipe machines' sites (Thermomix) write their lists; read as "1 cuillère
 * à café Sel".
 */
const NAME_THEN_AMOUNT = /^(\P{N}+?)\s+[-–—]\s+([\d¼½¾⅓⅔⅛](?:[^-–—]|(?<=\d\s*)[-–](?=\s*\d))*)$/u;

/** "4 (6-ounce fillets": a bracket the page opened and never closed, which says nothing. */
const UNCLOSED_BRACKET = /\((?![^()]*\))\s*/g;

/**
 * The line as the reader reads best: amount first, the spoons it misses spelled its way
 * (unit-spellings.ts), a bracket left open dropped.
 */
function inReadingOrder(text: string): string {
  const spaced = text.replace(/\s+/g, ' ').trim();
  const open = spaced.split('(').length - spaced.split(')').length;
  const line = open > 0 ? spaced.replace(UNCLOSED_BRACKET, '') : spaced;
  const [, name, measure = ''] = NAME_THEN_AMOUNT.exec(line) ?? [];
  if (name === undefined) return withReadableUnit(line);
  // "Chicken thighs - 500g, skinless": what follows the amount's comma is the note.
  const comma = measure.indexOf(',');
  return withReadableUnit(
    comma === -1
      ? `${measure} ${name}`
      : `${measure.slice(0, comma)} ${name}${measure.slice(comma)}`,
  );
}

export function ingredientRow(text: string): Ingredient {
  const line = inReadingOrder(text);
  const row = splitIngredientLine(line);
  const written = countUnitAsWritten(line, row);
  if (written === undefined) return row;
  // Words of the note that the written unit now shows ("7g" of "x 7g sachets") are not repeated.
  const note = (row.note ?? '')
    .split(', ')
    .filter((part) => part !== '' && !written.includes(part))
    .join(', ');
  return { amount: row.amount, unit: written, name: row.name, ...(note !== '' && { note }) };
}

/** The words the line counts its ingredient in, when the app only counts in them too. */
function countUnitAsWritten(line: string, row: Ingredient): string | undefined {
  if (row.unit === DEFAULT_UNIT || unitSize(row.unit) !== undefined) return undefined;
  const nameAt = line.indexOf(row.name);
  if (nameAt <= 0) return undefined;
  const opening = line
    .slice(0, nameAt)
    // A size in brackets ("2 (about 14 oz) packages") is the note's.
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const before = opening.replace(LEADING_AMOUNT, '').replace(TRAILING_LINK, '').trim();
  // Without an amount, only a lone word is the unit ("Bund Petersilie"); "Freshly ground black
  // pepper, to taste" counts in pinches because the reader says so, not the line.
  const counted = LEADING_AMOUNT.test(opening);
  if (!counted && (before.includes(' ') || SEASONING.test(line))) return undefined;
  if (before === '' || !/\p{L}/u.test(before)) return undefined;
  // "5 large garlic cloves": the words before the name are its size, the unit comes after it.
  if ((row.note ?? '').split(', ').includes(before)) return undefined;
  return before.split(' ').length <= MAX_UNIT_WORDS ? before : undefined;
}
