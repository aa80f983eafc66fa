/**
 * English numbers: the pantry's reader (spoken-number.ts), which knows no zero, and the words
 * that count in the kitchen: "a dozen", "half a dozen", "a couple of".
 */
import { readSpokenNumber, type SpokenNumber } from '../../spoken-number';
import { countWords, readCountWords } from './counts';

const COUNTS = countWords({
  dozen: 12,
  'a dozen': 12,
  'half a dozen': 6,
  'a couple': 2,
  'a couple of': 2,
  'couple of': 2,
});

export function readEnglishNumber(
  words: readonly string[],
  start: number,
): SpokenNumber | undefined {
  if (words[start] === 'zero') return { value: 0, next: start + 1 };
  return readCountWords(words, start, COUNTS) ?? readSpokenNumber(words, start);
}
