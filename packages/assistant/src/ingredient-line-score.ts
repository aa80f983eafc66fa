/**
 * How `pnpm bench:ingredients` (bench/ingredients-bench.ts) scores the ingredient-line reader
 * against labelled lines in the ingredient-parser project's CSV format
 * (`input,name,quantity,unit,size,preparation,comment,purpose`). Pure functions, used only by the
 * benchmark and its tests: the product never imports this file, and nothing here reads a corpus.
 *
 * A line is scored on three parts, each right or wrong:
 * - quantity: our amount as a number against the first labelled value, within 1e-6;
 * - unit: our unit against the first labelled unit, both in one canonical spelling; and, as the
 *   corpus README asks, the first unit the line writes against it (firstUnit);
 * - name: our name against the labelled name, word by word, lower-cased, every word singular and
 *   punctuation dropped (strict); leniently, our name holds the labelled one as whole words.
 *   The labels themselves singularise some nouns ("coriander leaves" → coriander leaf) and drop
 *   commas ("mixed, boned game meat" → mixed game meat), so the words are compared, not marks.
 * The unit table lives here, beside the scoring, because vitest only collects tests under
 * `packages/<name>/src/`.
 */
import { singularise } from '@mise/domain/ingredient-names';

/** What the reader gives for one line; the shape of `Ingredient`, strings as written. */
export interface ReadLine {
  amount: string;
  unit: string;
  name: string;
  /** Every unit the line writes, in the order written (the reader's `units`). */
  units?: readonly string[];
}

/** The labelled parts of one corpus row that are scored. */
export interface LabelledLine {
  input: string;
  name: string;
  quantity: string;
  unit: string;
}

export interface LineScore {
  quantity: boolean;
  unit: boolean;
  name: boolean;
  /** Our name holds the labelled name as whole words. */
  nameLenient: boolean;
  /** Quantity, unit and the strict name all right. */
  all: boolean;
  /** Quantity, unit and the lenient name all right. */
  allLenient: boolean;
  /**
   * The first unit the line writes is the first labelled one: the corpus README's rule read
   * literally ("2 28-ounce cans" → ounce, "4 shanks (about 4 lb)" → lb), where `unit` is the
   * unit the amount counts in (can; none).
   */
  firstUnit: boolean;
  /** Quantity, first unit and the strict name all right. */
  allFirstUnit: boolean;
}

const TOLERANCE = 1e-6;

/* ---------------------------------------------------------------- CSV */

/**
 * Rows of a CSV text (RFC 4180: fields in double quotes may hold commas, line breaks and
 * doubled quotes). Line ends may be \n or \r\n; a final line end adds no empty row.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/* ---------------------------------------------------------------- quantity */

const UNICODE_FRACTIONS: Readonly<Record<string, string>> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅐': '1/7',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
  '⅑': '1/9',
  '⅒': '1/10',
};
const UNICODE_FRACTION = /[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒]/g;
/** A digit or a Unicode vulgar fraction anywhere in a line: the line writes a number. */
export const WRITTEN_NUMBER = /[\d½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒]/;
const RANGE_SEPARATOR = /\s*(?:-|–|—|\bto\b|\bor\b)\s*/;
const INTEGER_OR_DECIMAL = /^(?:\d+(?:[.,]\d+)?|[.,]\d+)$/;
const THOUSANDS = /^\d{1,3}(?:,\d{3})+$/;
const FRACTION = /^(\d+)\/(\d+)$/;
const MIXED = /^(\d+) (\d+)\/(\d+)$/;

function ratio(numerator: string, denominator: string): number | undefined {
  const den = Number(denominator);
  return den === 0 ? undefined : Number(numerator) / den;
}

/** One number as cooks write it: 2, 1.5, 1,5, 1/2, 1 1/2 (Unicode fractions already spelled out). */
function plainNumber(text: string): number | undefined {
  // "1,500" is fifteen hundred, as English pages write it; "1,5" and "1,25" are decimals.
  if (THOUSANDS.test(text)) return Number(text.replaceAll(',', ''));
  if (INTEGER_OR_DECIMAL.test(text)) return Number(text.replace(',', '.'));
  const fraction = FRACTION.exec(text);
  if (fraction) return ratio(fraction[1] ?? '', fraction[2] ?? '');
  const mixed = MIXED.exec(text);
  if (mixed) {
    const part = ratio(mixed[2] ?? '', mixed[3] ?? '');
    return part === undefined ? undefined : Number(mixed[1]) + part;
  }
  return undefined;
}

/**
 * Our amount string as a number: "2", "1.5", "1,5", "1/2", "1 1/2", "½", "1½", "1 ½"; a range
 * ("2-3", "2 to 3", "4 or 5", "¾ to 1") gives its first value. Undefined when the amount is
 * anything else (holds words or more of the line): an amount is only right when it is a number.
 */
export function amountValue(amount: string): number | undefined {
  const spelled = amount
    .replace(UNICODE_FRACTION, (char) => ` ${UNICODE_FRACTIONS[char] ?? char}`)
    .replaceAll('⁄', '/')
    .replace(/\s+/g, ' ')
    .trim();
  if (spelled === '') return undefined;
  const parts = spelled.split(RANGE_SEPARATOR);
  if (parts.length > 2) return undefined;
  const values = parts.map(plainNumber);
  if (values.some((value) => value === undefined)) return undefined;
  return values[0];
}

const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ['a', 1],
  ['an', 1],
  ['one', 1],
  ['two', 2],
  ['three', 3],
  ['four', 4],
  ['five', 5],
  ['six', 6],
  ['seven', 7],
  ['eight', 8],
  ['nine', 9],
  ['ten', 10],
  ['eleven', 11],
  ['twelve', 12],
  ['fourteen', 14],
  ['sixteen', 16],
  ['eighteen', 18],
  ['twenty', 20],
  ['half', 0.5],
  ['quarter', 0.25],
]);
const LABELLED_NUMBER = /^(?:(\d*\.?\d+)|(\d*)#(\d+)\$(\d+))$/;

/**
 * The first value of a labelled `quantity` field: "2", "0.5", ".5", "#1$2" (½), "5#1$4" (5¼), a
 * range "2-3" or "#3$4-1" (its first end), a multiplier "2x" (2), a number word ("One", "half").
 * Null when the field is empty or its first value is no number ("few"): the line gives none.
 */
export function labelledQuantity(field: string): number | null {
  const first = field.trim().split(/\s+/)[0] ?? '';
  if (first === '') return null;
  const word = NUMBER_WORDS.get(first.toLowerCase());
  if (word !== undefined) return word;
  const start = first.replace(/x$/i, '').split('-')[0] ?? '';
  const match = LABELLED_NUMBER.exec(start);
  if (!match) return null;
  if (match[1] !== undefined) return Number(match[1]);
  const part = ratio(match[3] ?? '', match[4] ?? '');
  if (part === undefined) return null;
  return Number(match[2] || '0') + part;
}

/**
 * Whether our amount is the labelled first quantity.
 *
 * A line labelled with no quantity ("Salt", "handful fresh breadcrumbs", "a few sprigs") is
 * right only when our reader signals that it found no number: an empty amount, or "1" (the
 * form's default) when the input writes no digit or vulgar fraction at all; "1" for a line that
 * does write a number, or any other value, is wrong.
 */
export function quantityMatches(input: string, amount: string, labelled: string): boolean {
  const expected = labelledQuantity(labelled);
  if (expected === null && amount.trim() === '') return true;
  const ours = amountValue(amount);
  if (ours === undefined) return false;
  if (expected === null) return !WRITTEN_NUMBER.test(input) && Math.abs(ours - 1) < TOLERANCE;
  return Math.abs(ours - expected) < TOLERANCE;
}

/* ---------------------------------------------------------------- unit */

/** Words before a unit that say how full or big it is ("heaped tbsp", "small bunch"). */
const UNIT_MODIFIERS: ReadonlySet<string> = new Set([
  'small',
  'sm',
  'medium',
  'md',
  'med',
  'medium-size',
  'medium-sized',
  'large',
  'lg',
  'big',
  'extra-large',
  'heaped',
  'heaping',
  'level',
  'rounded',
  'scant',
  'generous',
  'good',
  'thick',
  'thin',
  'fat',
  'plump',
  'thumb-sized',
  'inch-thick',
]);
/** Units of two words in a labelled `unit` field ("ml fl oz": ml, then fl oz). */
const TWO_WORD_UNITS: ReadonlySet<string> = new Set([
  'fl oz',
  'fl ounce',
  'fl ounces',
  'fluid ounce',
  'fluid ounces',
  'fl. oz',
]);

/**
 * The first unit of a labelled `unit` field, whose units are separated by spaces like the
 * values ("g oz" → g, "ml fl oz" → ml, "fl oz ml" → fl oz, "small bunch ounce" → small bunch).
 * Empty when the line is labelled with no unit.
 */
export function labelledUnit(field: string): string {
  const words = field.trim().split(/\s+/).filter(Boolean);
  let start = 0;
  while (start < words.length - 1 && UNIT_MODIFIERS.has((words[start] ?? '').toLowerCase())) {
    start += 1;
  }
  const pair = words
    .slice(start, start + 2)
    .join(' ')
    .toLowerCase();
  const end = TWO_WORD_UNITS.has(pair) ? start + 2 : start + 1;
  return words.slice(0, end).join(' ');
}

/** Spellings whose case decides the unit: a capital T is a tablespoon, a small t a teaspoon. */
const CASE_SENSITIVE_UNITS: ReadonlyMap<string, string> = new Map([
  ['T', 'tbsp'],
  ['t', 'tsp'],
]);

/** The canonical unit of each spelling (lower case); singular forms are tried after these. */
const UNIT_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  tbsp: ['tablespoon', 'tbsp', 'tbsps', 'tbs', 'tbl', 'tbls', 'tblsp', 'tblspn', 'tb'],
  tsp: ['teaspoon', 'tsp', 'tsps', 'tspn', 'ts'],
  dessertspoon: ['dessertspoon', 'dsp', 'dstspn'],
  cup: ['cup', 'c'],
  g: ['gram', 'gramme', 'g', 'gm', 'gms', 'gr', 'grs'],
  kg: ['kilogram', 'kilogramme', 'kilo', 'kg', 'kgs'],
  mg: ['milligram', 'milligramme', 'mg'],
  oz: ['ounce', 'oz', 'ozs'],
  'fl oz': ['fl oz', 'floz', 'fl ounce', 'fluid ounce', 'fl. oz'],
  lb: ['pound', 'lb', 'lbs'],
  ml: ['millilitre', 'milliliter', 'ml', 'mls'],
  cl: ['centilitre', 'centiliter', 'cl'],
  dl: ['decilitre', 'deciliter', 'dl'],
  l: ['litre', 'liter', 'l', 'ltr', 'lt'],
  pint: ['pint', 'pt', 'pts'],
  quart: ['quart', 'qt', 'qts'],
  gallon: ['gallon', 'gal'],
  cm: ['centimetre', 'centimeter', 'cm'],
  mm: ['millimetre', 'millimeter', 'mm'],
  inch: ['inch', 'inches', 'in'],
  piece: ['piece', 'pc', 'pcs', 'each', 'ea'],
  clove: ['clove'],
  // The app keeps one word for these containers (pantry-units.ts, grocery/units.ts).
  can: ['can', 'tin'],
  pack: ['pack', 'packet', 'package', 'pkg'],
  pinch: ['pinch'],
  dash: ['dash'],
  sprig: ['sprig'],
  stalk: ['stalk'],
  slice: ['slice'],
  bunch: ['bunch'],
  handful: ['handful'],
  head: ['head'],
  leaf: ['leaf', 'leaves'],
  loaf: ['loaf', 'loaves'],
  knob: ['knob'],
};
const UNIT_BY_SPELLING: ReadonlyMap<string, string> = new Map(
  Object.entries(UNIT_SPELLINGS).flatMap(([unit, spellings]) =>
    spellings.map((spelling) => [spelling, unit] as const),
  ),
);

/**
 * One spelling for a unit, for either side of the comparison: "Tablespoons", "tbsp.", "T" →
 * tbsp; "small bunches" → bunch (size words dropped: our reader has no size field); "tins" → can;
 * a word not in the table lower-cased and singular ("rashers" → rasher). Blank is a piece, the
 * reader's default.
 */
export function canonicalUnit(unit: string): string {
  const trimmed = unit.replace(/\s+/g, ' ').trim().replace(/\.+$/, '');
  const exact = CASE_SENSITIVE_UNITS.get(trimmed);
  if (exact !== undefined) return exact;
  const words = trimmed.toLowerCase().split(' ').filter(Boolean);
  while (words.length > 1 && UNIT_MODIFIERS.has(words[0] ?? '')) words.shift();
  const word = words.join(' ');
  if (word === '') return 'piece';
  const known = UNIT_BY_SPELLING.get(word);
  if (known !== undefined) return known;
  const singular = word.replace(/\S+$/, (last) => singularise(last));
  return UNIT_BY_SPELLING.get(singular) ?? singular;
}

/** Whether our unit is the first labelled unit (a line labelled without one: our piece). */
export function unitMatches(unit: string, labelled: string): boolean {
  return canonicalUnit(unit) === canonicalUnit(labelledUnit(labelled));
}

/* ---------------------------------------------------------------- name */

const PUNCTUATION = /[^\p{L}\p{N}\s]+/gu;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** A name for comparing: lower case, punctuation dropped, every word singular. */
export function normaliseName(name: string): string {
  return name
    .toLowerCase()
    .replace(PUNCTUATION, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map(singularise)
    .join(' ');
}

/** Strict: the same name once normalised. */
export function nameMatches(name: string, labelled: string): boolean {
  return normaliseName(name) === normaliseName(labelled);
}

/** Lenient: our normalised name holds the labelled one, starting and ending at word edges. */
export function nameContains(name: string, labelled: string): boolean {
  const ours = normaliseName(name);
  const expected = normaliseName(labelled);
  if (expected === '') return ours === '';
  for (let at = ours.indexOf(expected); at !== -1; at = ours.indexOf(expected, at + 1)) {
    const before = ours[at - 1];
    const after = ours[at + expected.length];
    const edgeBefore = before === undefined || !WORD_CHARACTER.test(before);
    const edgeAfter = after === undefined || !WORD_CHARACTER.test(after);
    if (edgeBefore && edgeAfter) return true;
  }
  return false;
}

/* ---------------------------------------------------------------- line */

export function scoreLine(read: ReadLine, label: LabelledLine): LineScore {
  const quantity = quantityMatches(label.input, read.amount, label.quantity);
  const unit = unitMatches(read.unit, label.unit);
  const name = nameMatches(read.name, label.name);
  const nameLenient = name || nameContains(read.name, label.name);
  const allLenient = quantity && unit && nameLenient;
  const firstUnit = unitMatches(
    read.units === undefined ? read.unit : (read.units[0] ?? ''),
    label.unit,
  );
  return {
    quantity,
    unit,
    name,
    nameLenient,
    all: allLenient && name,
    allLenient,
    firstUnit,
    allFirstUnit: quantity && firstUnit && name,
  };
}
