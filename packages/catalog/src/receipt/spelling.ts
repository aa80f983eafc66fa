/**
 * OCR's misspellings read back as dictionary words: a word a letter or two off ("SPAGHETT"),
 * and two words whose space OCR dropped ("PEANUTBUTTER"). Conservative on purpose: a shop's
 * "BROTHERS" is not "broths" and a column's "PRICE" is not "rice".
 */
import { singularise, toLexiconKey } from '@mise/domain/ingredient-names';
import { INGREDIENTS } from '../ingredients';

/** Every word of every dictionary name and synonym, and its plural: what OCR may have mangled. */
const VOCABULARY: readonly string[] = [
  ...new Set(
    INGREDIENTS.flatMap((entry) => [entry.name, ...entry.synonyms])
      .flatMap((phrase) => toLexiconKey(phrase).split(' '))
      .flatMap((word) => [word, word.endsWith('s') ? word : `${word}s`]),
  ),
];
const KNOWN_WORDS: ReadonlySet<string> = new Set(VOCABULARY);

export function isKnownWord(word: string): boolean {
  return KNOWN_WORDS.has(word) || KNOWN_WORDS.has(singularise(word));
}

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

/**
 * Whether `candidate` may be what OCR made `word` of: OCR garbles letters inside a word, but a
 * word that lost its first letter ("price" → "rice") or two letters of its length ("brothers" →
 * "broths") is another word.
 */
function plausible(word: string, candidate: string, distance: number): boolean {
  if (word[0] !== candidate[0]) return false;
  return distance < 2 || Math.abs(word.length - candidate.length) <= 1;
}

/** The dictionary word `word` was meant to be, when exactly one ingredient's word is that close. */
export function correctedWord(word: string, misread: boolean): string {
  if (isKnownWord(word)) return word;
  const max = allowedDistance(word, misread);
  if (max === 0) return word;
  let best = max;
  let found: string[] = [];
  for (const candidate of VOCABULARY) {
    const distance = editDistance(word, candidate, best);
    if (distance > best || !plausible(word, candidate, distance)) continue;
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

/** Shortest half of a split word: "pea" + "nut" is not how "peanut" should be read. */
const MIN_PART = 4;

/** "peanutbutter" → ["peanut", "butter"]: two dictionary words whose space OCR dropped. */
export function splitGlued(word: string): readonly string[] {
  if (isKnownWord(word) || word.length < MIN_PART * 2) return [word];
  for (let at = MIN_PART; at <= word.length - MIN_PART; at++) {
    const head = word.slice(0, at);
    const tail = word.slice(at);
    if (isKnownWord(head) && isKnownWord(tail)) return [head, tail];
  }
  return [word];
}
