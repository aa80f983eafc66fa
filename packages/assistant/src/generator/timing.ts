/**
 * The cook-time filter's ranges (§2), in whole minutes, each starting where the one before it
 * ends: "under 15" is less than 15 and 15 starts "15-30"; 30 starts "30-60" (as "quick" means
 * under 30 in the preferences, §3); "over 60" is more than 60. A recipe fits one range only.
 */
import type { GeneratorCookTime } from '@mise/domain/options';

export const COOK_TIME_RANGES: Readonly<
  Record<GeneratorCookTime, readonly [min: number, max: number]>
> = {
  any: [0, Number.POSITIVE_INFINITY],
  'under-15': [0, 14],
  '15-30': [15, 29],
  '30-60': [30, 60],
  'over-60': [61, Number.POSITIVE_INFINITY],
};

export function cookTimeFits(total: number, filter: GeneratorCookTime): boolean {
  const [low, high] = COOK_TIME_RANGES[filter];
  return total >= low && total <= high;
}

/** "under 15 minutes", as a reason to the cook says it. */
export const COOK_TIME_WORDS: Readonly<Record<GeneratorCookTime, string>> = {
  any: 'any time',
  'under-15': 'under 15 minutes',
  '15-30': '15 to 30 minutes',
  '30-60': '30 to 60 minutes',
  'over-60': 'over an hour',
};
