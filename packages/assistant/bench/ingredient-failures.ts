/**
 * Why a line failed, as a short pattern shared by many lines ("unit: expected g, ours piece
 * (number and unit written together)"), so the benchmark can list the most common ones with an
 * example each. A line gives one pattern for each part it got wrong.
 */
import {
  amountValue,
  canonicalUnit,
  labelledQuantity,
  labelledUnit,
  normaliseName,
  WRITTEN_NUMBER,
  type LabelledLine,
  type LineScore,
  type ReadLine,
} from '../src/ingredient-line-score';
import { numberWordValue } from '../src/ingredient-reader/number-words';
import { tokenise } from '../src/ingredient-reader/tokens';

/** The line's first word is a number run straight into letters: "200g", "1.5kg", "2x". */
const GLUED = /^[^\p{L}\d½⅓⅔¼¾⅛⅜⅝⅞]*[\d.,/½⅓⅔¼¾⅛⅜⅝⅞]+\p{L}/u;
/** The line opens with its number (after an opening bracket at most). */
const LEADING_NUMBER = /^[\s(]*[\d½⅓⅔¼¾⅛⅜⅝⅞]/;
const LETTER = /\p{L}/u;

function quantityPattern(read: ReadLine, label: LabelledLine): string {
  if (amountValue(read.amount) === undefined) {
    return LETTER.test(read.amount)
      ? 'quantity: the amount holds words of the line'
      : 'quantity: the amount is no number';
  }
  if (labelledQuantity(label.quantity) === null) {
    return WRITTEN_NUMBER.test(label.input)
      ? 'quantity: labelled none, the line writes a number elsewhere'
      : 'quantity: labelled none, ours is not 1';
  }
  if (!LEADING_NUMBER.test(label.input)) {
    return 'quantity: the line opens with words, not its number';
  }
  if (GLUED.test(label.input)) return 'quantity: a number glued to its unit read wrong';
  return 'quantity: another value';
}

function unitPattern(read: ReadLine, label: LabelledLine): string {
  const expected = canonicalUnit(labelledUnit(label.unit));
  const pattern = `unit: expected ${expected}, ours ${canonicalUnit(read.unit)}`;
  return GLUED.test(label.input) ? `${pattern} (number and unit written together)` : pattern;
}

function namePattern(read: ReadLine, label: LabelledLine, score: LineScore): string {
  const ours = normaliseName(read.name);
  const expected = normaliseName(label.name);
  if (score.nameLenient) {
    const at = ours.indexOf(expected);
    const before = ours.slice(0, Math.max(at, 0)).trim() !== '';
    const after = ours.slice(at + expected.length).trim() !== '';
    if (before && after) return 'name: ours keeps words before and after the name';
    return before
      ? 'name: ours keeps words before the name (size, unit, preparation)'
      : 'name: ours keeps words after the name (preparation, comment)';
  }
  if (` ${expected} `.includes(` ${ours} `)) return 'name: ours misses words';
  return 'name: different words';
}

/** The patterns of one scored line: none when all three parts are right. */
export function failurePatterns(read: ReadLine, label: LabelledLine, score: LineScore): string[] {
  const patterns: string[] = [];
  if (!score.quantity) patterns.push(quantityPattern(read, label));
  if (!score.unit) patterns.push(unitPattern(read, label));
  if (!score.name) patterns.push(namePattern(read, label, score));
  return patterns;
}

const clip = (text: string, length: number) =>
  text.length <= length ? text : `${text.slice(0, length - 1)}…`;

/** `"input" → ours 150 | piece | g/5 1/4oz chickpeas vs 150 | g | chickpeas`, kept short. */
export function failureExample(read: ReadLine, label: LabelledLine): string {
  const ours = `${clip(read.amount, 16)} | ${read.unit} | ${clip(read.name, 36)}`;
  const first = labelledQuantity(label.quantity);
  const quantity = first === null ? '–' : String(Number(first.toFixed(4)));
  const unit = labelledUnit(label.unit) || '–';
  const expected = `${quantity} | ${unit} | ${clip(label.name, 30)}`;
  return `"${clip(label.input, 60)}" → ${ours}  vs  ${expected}`;
}

/**
 * Whether the labelled first unit is the unit of a size given per item or in brackets ("2
 * 28-ounce cans" labelled ounce, "1 roast (about 3 lbs)" labelled lb), where the reader counts
 * the items on purpose (docs/architecture.md, "Ingredient lines are read by a tagger").
 */
export function labelsSizeUnit(label: LabelledLine): boolean {
  const first = canonicalUnit(labelledUnit(label.unit));
  let depth = 0;
  let numbers = 0;
  for (const [index, token] of tokenise(label.input).entries()) {
    if (token.text === '(') depth += 1;
    else if (token.text === ')') depth -= 1;
    else if (token.kind === 'number') numbers += 1;
    // "One 14-ounce can": an amount written as a word counts as the first number.
    else if (index === 0 && numberWordValue(token.text) !== undefined) numbers += 1;
    else if (token.kind === 'word' && canonicalUnit(token.text) === first) {
      return depth > 0 || numbers >= 2;
    }
  }
  return false;
}

/**
 * The unit a line labelled with a size's unit counts its items in: the labelled unit after the
 * size's ("ounce can" → can, "oz tin" → tin); empty when the label names no second unit.
 */
export function containerAfterSize(label: LabelledLine): string {
  const words = label.unit.trim().split(/\s+/).filter(Boolean);
  const first = labelledUnit(label.unit).split(/\s+/).filter(Boolean).length;
  return labelledUnit(words.slice(first).join(' '));
}
