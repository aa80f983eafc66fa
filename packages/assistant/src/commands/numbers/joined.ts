/**
 * Italian and German write numbers as one word ("ventitré", "fünfundzwanzig"), which
 * recognisers sometimes split ("venti tre", "fünf und zwanzig"). Reads the longest run of up to
 * four words that makes one number when glued back together.
 */
import type { SpokenNumber } from '../../spoken-number';

const LONGEST_RUN = 4;

export function readJoinedNumber(
  words: readonly string[],
  start: number,
  parseWord: (word: string) => number | undefined,
): SpokenNumber | undefined {
  for (let length = LONGEST_RUN; length >= 1; length -= 1) {
    const run = words.slice(start, start + length);
    if (run.length < length || run.some((word) => !/^\p{L}+$/u.test(word))) continue;
    const value = parseWord(run.join(''));
    if (value !== undefined) return { value, next: start + length };
  }
  return undefined;
}
