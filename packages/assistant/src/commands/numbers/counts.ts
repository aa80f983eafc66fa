/**
 * Words that count without being numbers: "a dozen", "half a dozen", "a couple of", "una
 * docena", "un paio di", "ein Dutzend". Each language lists its own; the longest said wins.
 */
import type { SpokenNumber } from '../../spoken-number';
import { phraseWords, saidAt } from '../words';

export type CountWords = readonly { readonly words: readonly string[]; readonly value: number }[];

export function countWords(table: Readonly<Record<string, number>>): CountWords {
  return Object.entries(table)
    .map(([phrase, value]) => ({ words: phraseWords(phrase), value }))
    .sort((a, b) => b.words.length - a.words.length);
}

export function readCountWords(
  words: readonly string[],
  start: number,
  counts: CountWords,
): SpokenNumber | undefined {
  const count = counts.find((entry) => saidAt(words, start, entry.words));
  return count && { value: count.value, next: start + count.words.length };
}
