/**
 * Transcript words for the command parser and the wake word. Recognisers add capitals,
 * punctuation and accents at will, and sometimes drop the accents, so everything is compared in
 * a folded form: lower case, no diacritics, "ß" as "ss". Apostrophes and hyphens end a word, so
 * "l'étape", "un'ora", "dix-sept" and "what's" compare the same however the engine wrote them;
 * vocabularies are folded by the same rules, so they can be written naturally. Digits stay one
 * word with their decimal point, comma or slash ("1.5", "1,5", "1/2") and come apart from the
 * letters glued to them ("10min", "1h30").
 */

export interface CommandWord {
  /** The folded form the grammar compares. */
  readonly word: string;
  /** Where the word sits in `Transcript.text`, to give back what was said ("crème fraîche"). */
  readonly start: number;
  readonly end: number;
}

export interface Transcript {
  /** The transcript in Unicode NFC, the text the word offsets refer to. */
  readonly text: string;
  readonly words: readonly CommandWord[];
}

const WORD = /\d+(?:[.,/]\d+)*|[\p{L}\p{M}]+/gu;

export function readTranscript(transcript: string): Transcript {
  const text = transcript.normalize('NFC');
  const words = [...text.matchAll(WORD)].map((match) => ({
    word: foldWord(match[0]),
    start: match.index,
    end: match.index + match[0].length,
  }));
  return { text, words };
}

export function foldWord(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll('ß', 'ss')
    .replaceAll('œ', 'oe')
    .replaceAll('æ', 'ae');
}

/** A phrase of a vocabulary as the folded words it matches ("qu'est-ce" → qu, est, ce). */
export function phraseWords(phrase: string): string[] {
  return readTranscript(phrase).words.map((word) => word.word);
}

const APOSTROPHES = /['’‘ʼ]/gu;

/**
 * The ways a phrase may be written: as it is, and without its apostrophes when it has some,
 * since recognisers write "what's" and "whats", "didn't" and "didnt", "c'est" and "cest".
 */
export function phraseVariants(phrase: string): string[][] {
  const words = phraseWords(phrase);
  const bare = phraseWords(phrase.replace(APOSTROPHES, ''));
  return bare.join(' ') === words.join(' ') || bare.length === 0 ? [words] : [words, bare];
}

/** True when `phrase` is said at `words[start]`. */
export function saidAt(
  words: readonly string[],
  start: number,
  phrase: readonly string[],
): boolean {
  return phrase.length > 0 && phrase.every((word, index) => words[start + index] === word);
}
