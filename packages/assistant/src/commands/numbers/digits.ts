/**
 * Numbers in digits as recognisers write them in Spanish, French, Italian and German: "12",
 * "1,5" or "1.5" (both decimal: nobody times a thousand minutes), "1/2", "1 1/2".
 */
import type { SpokenNumber } from '../../spoken-number';

const DECIMAL = /^\d+(?:[.,]\d+)?$/;
const FRACTION = /^(\d+)\/(\d+)$/;

export function readDigits(words: readonly string[], start: number): SpokenNumber | undefined {
  const first = words[start] ?? '';
  const fraction = fractionValue(first);
  if (fraction !== undefined) return { value: fraction, next: start + 1 };
  if (!DECIMAL.test(first)) return undefined;
  const whole = Number(first.replace(',', '.'));
  const added = Number.isInteger(whole) ? fractionValue(words[start + 1] ?? '') : undefined;
  return added === undefined
    ? { value: whole, next: start + 1 }
    : { value: whole + added, next: start + 2 };
}

function fractionValue(word: string): number | undefined {
  const match = FRACTION.exec(word);
  const denominator = Number(match?.[2]);
  return match && denominator > 0 ? Number(match[1]) / denominator : undefined;
}
