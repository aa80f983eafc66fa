/**
 * The dictionary entry a receipt line's name stands for, or none. The words are first put in
 * the dictionary's terms (two-word and one-word till abbreviations, the four other languages,
 * store brands off, glued words split), then looked up; a match is refused when the line names
 * something made of that food ("POTATO CHIPS") or something the dictionary files under another
 * name ("HARD SALAMI" is not pepperoni). Dropping a line costs the cook one tap; a wrong item
 * costs trust in every scan.
 */
import { singularise, toLexiconKey } from '@mise/domain/ingredient-names';
import { type IngredientEntry, findIngredient, ingredientLexicon } from '../ingredients';
import { RECEIPT_ABBREVIATIONS, RECEIPT_PHRASES, STORE_BRAND_PREFIXES } from './abbreviations';
import { FOREIGN_FOOD_PHRASES } from './languages';
import { correctedWord, isKnownWord, splitGlued } from './spelling';
import { FLAVOUR_WORDS, MISLEADING_FOOD_WORDS, NOT_FOOD_WORDS, PRODUCT_FORM_WORDS } from './words';

/** "CHICKEN W/ RICE", "TUNA IN OIL", "YAOURT AUX FRAISES": the product is what comes first. */
const WITH_WORDS: ReadonlySet<string> = new Set('with in con avec au aux mit al alla'.split(' '));

function replacePhrases(text: string, phrases: Iterable<readonly [string, string]>): string {
  let result = ` ${text} `;
  for (const [from, to] of phrases) {
    if (result.includes(` ${from} `)) result = result.split(` ${from} `).join(` ${to} `);
  }
  return result.trim();
}

/** Store brands printed first: taken off when something is left after them. */
function withoutBrand(text: string): string {
  for (const brand of STORE_BRAND_PREFIXES) {
    if (text.startsWith(`${brand} `)) return text.slice(brand.length + 1);
  }
  return text;
}

/** The line's words in the dictionary's terms. */
export function dictionaryWords(words: readonly string[]): string[] {
  let text = replacePhrases(words.join(' '), RECEIPT_PHRASES);
  text = replacePhrases(text, FOREIGN_FOOD_PHRASES);
  text = withoutBrand(text);
  return text
    .split(' ')
    .flatMap((word) => (RECEIPT_ABBREVIATIONS.get(word) ?? word).split(' '))
    .flatMap(splitGlued)
    .filter((word) => word !== '');
}

/** "BEEF FLAVOR RAMEN" → "ramen": a flavour word and the taste before it are not the product. */
function withoutFlavours(words: readonly string[]): string[] {
  return words.filter(
    (word, i) => !FLAVOUR_WORDS.has(word) && !FLAVOUR_WORDS.has(words[i + 1] ?? ''),
  );
}

/**
 * The words before "with"/"in"/"con"…, when there are any: the rest is what it comes with.
 * A name the dictionary holds whole ("tuna in water") stays whole.
 */
function headOfDish(words: readonly string[]): readonly string[] {
  const at = words.findIndex((word, i) => i > 0 && WITH_WORDS.has(word));
  if (at <= 0) return words;
  const whole = words.join(' ');
  return ingredientLexicon.canonical(whole) === undefined ? words.slice(0, at) : words;
}

/**
 * `priced`: whether the line has a price or an amount, as an item line does. Only then is a
 * word a letter or two off read as a dictionary word; a header's "LEEDS" or "PARIS" is not.
 * Words OCR put digits in are read either way.
 */
/** The entry and the words it was found with (corrected, when correcting found it). */
function lookUp(
  words: readonly string[],
  misread: ReadonlySet<string>,
  priced: boolean,
): { entry: IngredientEntry; words: readonly string[] } | undefined {
  const corrected = words.map((word) =>
    priced || misread.has(word) ? correctedWord(word, misread.has(word)) : word,
  );
  // The corrected words first: "XTRA VIRGIN OLIVF OIL" is olive oil before it is oil.
  const fixed = corrected.some((word, i) => word !== words[i])
    ? findIngredient(corrected.join(' '))
    : undefined;
  if (fixed) return { entry: fixed, words: corrected };
  const exact = findIngredient(words.join(' '));
  return exact ? { entry: exact, words: corrected } : undefined;
}

function entryWords(entry: IngredientEntry): ReadonlySet<string> {
  return new Set(
    [entry.name, ...entry.synonyms].flatMap((phrase) =>
      toLexiconKey(phrase).split(' ').map(singularise),
    ),
  );
}

/** Whether the line names a product made of the entry's food rather than the food itself. */
function namesAnotherProduct(words: readonly string[], entry: IngredientEntry): boolean {
  const own = entryWords(entry);
  return words.some(
    (word) =>
      (PRODUCT_FORM_WORDS.has(word) || PRODUCT_FORM_WORDS.has(singularise(word))) &&
      !own.has(singularise(word)),
  );
}

/** "STOCK" alone is the shop's stock; "CHICKEN STOCK" is broth. Salami is never pepperoni. */
function misleading(words: readonly string[]): boolean {
  const found = words.filter((word) => MISLEADING_FOOD_WORDS.has(word));
  if (found.length === 0) return false;
  if (found.some((word) => word !== 'stock')) return true;
  return !words.some((word) => !MISLEADING_FOOD_WORDS.has(word) && isKnownWord(word));
}

/**
 * "RAMEN-BEEF": two foods joined by a hyphen are a product and its flavour, so the hyphen reads
 * as "with"; "EXTRA-VIRGIN" or "SEMI-SKIMMED" are one word's parts and only lose the hyphen.
 */
export function readHyphens(text: string): string {
  return text.replace(/([a-z]{3,})-([a-z]{3,})/g, (joined, left: string, right: string) =>
    findIngredient(left) && findIngredient(right) ? `${left} with ${right}` : `${left} ${right}`,
  );
}

export function isNotFood(words: readonly string[]): boolean {
  return words.some((word) => NOT_FOOD_WORDS.has(word) || NOT_FOOD_WORDS.has(singularise(word)));
}

/** The entry a line's name words stand for, or undefined when it is not one food for sure. */
export function foodOf(
  lineWords: readonly string[],
  misread: ReadonlySet<string>,
  priced: boolean,
): IngredientEntry | undefined {
  const words = dictionaryWords(lineWords);
  if (isNotFood(words) || misleading(words)) return undefined;
  const name = headOfDish(withoutFlavours(words));
  if (name.length === 0) return undefined;
  const found = lookUp(name, misread, priced);
  if (!found || namesAnotherProduct(found.words, found.entry)) return undefined;
  return found.entry;
}
