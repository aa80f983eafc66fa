/**
 * The amount said in front of an item: "two cartons of eggs", "500 grams of flour", "a bag of
 * frozen peas". Pantry quantities are whole numbers of at least 1, so fractions are restated
 * in a smaller unit when one keeps them exact ("1.5 kg" → 1500 g) and rounded up otherwise: a
 * half-used bag is still a bag on the shelf.
 */
import { DEFAULT_UNIT } from '@mise/domain/constants';
import { SMALLER_UNIT, unitFromWord, type PantryUnit } from './pantry-units';
import { readIngredientLine } from './ingredient-reader/read-line';
import { readSpokenNumber } from './spoken-number';
import { joinTokens, type VoiceToken } from './voice-tokens';

export interface ItemPhrase {
  /** What is left for the name once the amount is read off the front. */
  name: string;
  quantity?: number;
  unit?: string;
}

/**
 * Amounts said without a number. "a few" is read as 3, its usual meaning, and the form lets the
 * user correct it. Words that only introduce the item ("the milk", "some cheese") give no
 * quantity but do not belong in its name either.
 */
const WORDED_AMOUNTS: readonly { words: readonly string[]; count?: number }[] = [
  { words: ['a', 'couple', 'of'], count: 2 },
  { words: ['a', 'couple'], count: 2 },
  { words: ['couple', 'of'], count: 2 },
  { words: ['a', 'pair', 'of'], count: 2 },
  { words: ['a', 'few'], count: 3 },
  { words: ['half', 'a'], count: 0.5 },
  { words: ['half', 'an'], count: 0.5 },
  { words: ['the'] },
  { words: ['some'] },
  { words: ['my'] },
  { words: ['our'] },
];
const ARTICLES = new Set(['a', 'an']);
const DOZEN = 12;
// Floating point leaves 1.1 × 1000 at 1100.0000000000002; that must not round up to 1101.
const ROUNDING_SLACK = 1e-9;

/**
 * Splits the amount off an item phrase. When reading it would leave no name ("add 3 cloves"),
 * the unit word is the name after all, and failing that the whole phrase is ("add one").
 */
export function readItemPhrase(tokens: readonly VoiceToken[]): ItemPhrase {
  const split = splitGluedUnit(tokens);
  return readAmount(split, true) ?? readAmount(split, false) ?? { name: joinTokens(tokens) };
}

/** True for a word that can open an amount, so a name starting with it would lose it. */
export function isAmountWord(word: string): boolean {
  return (
    WORDED_AMOUNTS.some((amount) => amount.words[0] === word) ||
    ARTICLES.has(word) ||
    word === 'dozen' ||
    readSpokenNumber([word], 0) !== undefined ||
    unitFromWord(word) !== undefined
  );
}

function readAmount(tokens: readonly VoiceToken[], withUnit: boolean): ItemPhrase | undefined {
  const words = tokens.map((token) => token.word);
  const counted = readCount(words);
  const rest = tokens.slice(counted.next);
  if (rest.length === 0) return undefined;
  const said = withUnit ? unitAndName(rest, counted.spoken) : undefined;
  const name = said?.name ?? joinTokens(rest);
  if (name === '') return undefined;
  const unit = said?.unit;
  if (counted.count === undefined) return { name, ...(unit && { unit }) };
  const whole = wholeQuantity(counted.count, unit);
  if (!whole) return undefined;
  const spokenUnit = whole.unit ?? (counted.dozen ? DEFAULT_UNIT : undefined);
  return { name, quantity: whole.quantity, ...(spokenUnit && { unit: spokenUnit }) };
}

/**
 * The unit said after the count and the name after it: "cartons of eggs", "3 cans tomatoes"
 * (without a number said, a unit needs "of": "cans of tomatoes", not "pound cake"). Where the
 * words after the count do not start with a unit, the ingredient-line reader finds one said
 * later, as cooks write it too: "large cartons of free range eggs" → carton, "garlic cloves"
 * → clove. The pantry keeps its own units (a tin is no can); a unit it has no room for leaves
 * the words to the name.
 */
function unitAndName(
  rest: readonly VoiceToken[],
  spoken: boolean,
): { unit: PantryUnit; name: string } | undefined {
  const front = unitFromWord(rest[0]?.word ?? '');
  const of = rest[1]?.word === 'of';
  if (front)
    return spoken || of ? { unit: front, name: joinTokens(rest.slice(of ? 2 : 1)) } : undefined;
  if (!spoken) return undefined;
  const reading = readIngredientLine(joinTokens(rest));
  const unit = unitFromWord(reading.unit);
  if (unit === undefined || reading.quantity !== null || reading.name === '') return undefined;
  // Nothing said is lost: what the reader keeps apart from the name stays in it.
  return { unit, name: [reading.name, reading.note].filter((part) => part !== '').join(', ') };
}

interface Count {
  count?: number;
  /** A number was said, so a unit may follow without "of" ("3 cans tomatoes"). */
  spoken: boolean;
  /** "a dozen eggs" counts pieces. */
  dozen: boolean;
  next: number;
}

function readCount(words: readonly string[]): Count {
  const before = readCountBeforeDozen(words);
  if (words[before.next] !== 'dozen') return { ...before, dozen: false };
  const next = words[before.next + 1] === 'of' ? before.next + 2 : before.next + 1;
  return { count: (before.count ?? 1) * DOZEN, spoken: true, dozen: true, next };
}

function readCountBeforeDozen(words: readonly string[]): Omit<Count, 'dozen'> {
  const worded = WORDED_AMOUNTS.find((amount) =>
    amount.words.every((word, index) => words[index] === word),
  );
  if (worded) {
    return { count: worded.count, spoken: worded.count !== undefined, next: worded.words.length };
  }
  const number = readSpokenNumber(words, 0);
  if (number) return { count: number.value, spoken: true, next: number.next };
  if (ARTICLES.has(words[0] ?? '')) return { count: 1, spoken: true, next: 1 };
  return { spoken: false, next: 0 };
}

function wholeQuantity(
  count: number,
  unit: PantryUnit | undefined,
): { quantity: number; unit: PantryUnit | undefined } | undefined {
  const smaller = unit && !Number.isInteger(count) ? SMALLER_UNIT.get(unit) : undefined;
  const exact = smaller ? count * smaller.factor : count;
  const quantity = Math.ceil(exact - ROUNDING_SLACK);
  if (quantity < 1 || !Number.isSafeInteger(quantity)) return undefined;
  return { quantity, unit: smaller ? smaller.unit : unit };
}

/** "500g" and "1.5kg" as two words, the way most engines write them anyway. */
function splitGluedUnit(tokens: readonly VoiceToken[]): readonly VoiceToken[] {
  const [first, ...rest] = tokens;
  const glued = first && /^(\d+(?:\.\d+)?)(\p{L}+)$/u.exec(first.word);
  if (!glued?.[1] || !glued[2] || !unitFromWord(glued[2])) return tokens;
  const [, amount, unit] = glued;
  return [{ text: amount, word: amount }, { text: unit, word: unit }, ...rest];
}
