/**
 * Grocery words of Spanish, French, Italian and German receipts, in the dictionary's English.
 * The ingredient dictionary (ingredients.ts) holds English names only, so a line in another of
 * the app's languages is put into its words before it is looked up. The words are the shared
 * table of foreign ingredient names (ingredient-names/), which the assistant's swaps read too;
 * every English phrase names an entry of the dictionary (receipt-items.test.ts checks). Keys are
 * lexicon-key form: lowercase, accents gone ("hähnchen" → "hahnchen", also "haehnchen").
 *
 * Left out: rows the table marks as meaning something else on an English receipt (Spanish
 * "pan", Italian "peperoni" and "sale", German "Paprika"), a word an English dictionary name
 * uses ("chia" of "chia seed", "lima" of "lima bean"), and a till abbreviation. An English
 * receipt's words are read the English way.
 */
import { singularise, toLexiconKey } from '@mise/domain/ingredient-names';
import { INGREDIENTS, findIngredient, ingredientLexicon } from '../ingredients';
import { receiptNamePairs } from '../ingredient-names/foreign-names';
import { RECEIPT_ABBREVIATIONS, RECEIPT_PHRASES } from './abbreviations';

const MOST_WORDS = 4;
/**
 * Read although an English name uses the word: a Spanish receipt's "QUESO" is cheese, as it was
 * before the shared table; "QUESO FRESCO" reads as cheese with it.
 */
const READ_DESPITE_ENGLISH = new Set(['queso']);

const singularWords = (phrase: string) => toLexiconKey(phrase).split(' ').map(singularise);

/** The dictionary's English names and synonyms by every run of up to four of their words. */
function englishPhrasesByRun(): ReadonlyMap<string, readonly string[]> {
  const byRun = new Map<string, string[]>();
  for (const entry of INGREDIENTS) {
    for (const phrase of [entry.name, ...entry.synonyms]) {
      const words = singularWords(phrase);
      for (let from = 0; from < words.length; from++) {
        for (let to = from + 1; to <= Math.min(words.length, from + MOST_WORDS); to++) {
          const run = words.slice(from, to).join(' ');
          const phrases = byRun.get(run) ?? [];
          phrases.push(words.join(' '));
          byRun.set(run, phrases);
        }
      }
    }
  }
  return byRun;
}

/** Dictionary lookups, each phrase once: the same English names come up for many keys. */
function cachedLookup(): (phrase: string) => string | undefined {
  const found = new Map<string, string | undefined>();
  return (phrase) => {
    if (!found.has(phrase)) found.set(phrase, findIngredient(phrase)?.name);
    return found.get(phrase);
  };
}

/** Whether putting `key` into English would change what an English name on a receipt reads as. */
function changesEnglish(
  key: string,
  english: string,
  byRun: ReadonlyMap<string, readonly string[]>,
  entryOf: (phrase: string) => string | undefined,
): boolean {
  // The key as an English name in its own right, word for word (findIngredient would also
  // read "steak hache" as steak).
  const run = singularWords(key).join(' ');
  const own = ingredientLexicon.canonical(key) ?? ingredientLexicon.canonical(run);
  if (own !== undefined && entryOf(own) !== entryOf(english)) return true;
  if (READ_DESPITE_ENGLISH.has(key)) return false;
  const translation = toLexiconKey(english);
  return (byRun.get(run) ?? []).some((phrase) => {
    const translated = ` ${phrase} `.split(` ${run} `).join(` ${translation} `).trim();
    return entryOf(translated) !== entryOf(phrase);
  });
}

function receiptPhrases(): (readonly [string, string])[] {
  const byRun = englishPhrasesByRun();
  const entryOf = cachedLookup();
  const tillWords = new Set([...RECEIPT_ABBREVIATIONS.keys(), ...RECEIPT_PHRASES.keys()]);
  const seen = new Set<string>();
  return receiptNamePairs().filter(([key, english]) => {
    const kept =
      key !== '' &&
      !seen.has(key) &&
      !tillWords.has(key) &&
      !changesEnglish(key, english, byRun, entryOf);
    seen.add(key);
    return kept;
  });
}

/** Foreign phrase → English, longest phrases first so "leche entera" wins over "leche". */
export const FOREIGN_FOOD_PHRASES: readonly (readonly [string, string])[] = receiptPhrases().sort(
  ([a], [b]) => b.split(' ').length - a.split(' ').length,
);
