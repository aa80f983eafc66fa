/**
 * Lists of short phrases a vocabulary names (fillers, openers, articles…), folded and with their
 * apostrophe-less spellings (words.ts), longest first so that "can you" is found before "can".
 */
import { phraseVariants, saidAt } from './words';

export type PhraseList = readonly (readonly string[])[];

export function phraseList(phrases: readonly string[]): PhraseList {
  return phrases.flatMap(phraseVariants).sort((a, b) => b.length - a.length);
}

/** The longest phrase of the list said at `words[start]`. */
export function phraseAt(
  list: PhraseList,
  words: readonly string[],
  start: number,
): readonly string[] | undefined {
  return list.find((phrase) => saidAt(words, start, phrase));
}

/** The longest phrase of the list said just before `words[end]`. */
export function phraseBefore(
  list: PhraseList,
  words: readonly string[],
  end: number,
): readonly string[] | undefined {
  return list.find(
    (phrase) => end - phrase.length >= 0 && saidAt(words, end - phrase.length, phrase),
  );
}
