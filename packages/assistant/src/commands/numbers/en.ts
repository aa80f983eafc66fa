/** English numbers: the pantry's reader (spoken-number.ts), which knows no zero. */
import { readSpokenNumber, type SpokenNumber } from '../../spoken-number';

export function readEnglishNumber(
  words: readonly string[],
  start: number,
): SpokenNumber | undefined {
  if (words[start] === 'zero') return { value: 0, next: start + 1 };
  return readSpokenNumber(words, start);
}
