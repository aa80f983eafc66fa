/**
 * Fits step durations to the cook-time filter: starts from each step's usual minutes, then
 * shortens or lengthens steps within their own limits (a soup simmers longer, a stir-fry moves
 * faster). Returns undefined when the technique cannot honestly take that long or that little.
 */
import type { GeneratorCookTime } from '@mise/domain/options';

type StepMinutes = readonly [min: number, usual: number, max: number];

const BOUNDS: Record<GeneratorCookTime, readonly [low: number, high: number]> = {
  any: [0, Number.POSITIVE_INFINITY],
  'under-15': [0, 15],
  '15-30': [15, 30],
  '30-60': [30, 60],
  'over-60': [61, Number.POSITIVE_INFINITY],
};

export function cookTimeFits(total: number, filter: GeneratorCookTime): boolean {
  const [low, high] = BOUNDS[filter];
  return total >= low && total <= high;
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

export function fitDurations(
  steps: readonly StepMinutes[],
  filter: GeneratorCookTime,
): number[] | undefined {
  const [low, high] = BOUNDS[filter];
  const durations = steps.map(([, usual]) => usual);
  let total = sum(durations);
  // Take or give a minute at a time, longest-stretch step first, so no single step distorts.
  while (total > high) {
    const index = pickStep(steps, durations, (d, [min]) => d - min);
    if (index === undefined) return undefined;
    durations[index] = (durations[index] ?? 0) - 1;
    total -= 1;
  }
  while (total < low) {
    const index = pickStep(steps, durations, (d, [, , max]) => max - d);
    if (index === undefined) return undefined;
    durations[index] = (durations[index] ?? 0) + 1;
    total += 1;
  }
  return durations;
}

function pickStep(
  steps: readonly StepMinutes[],
  durations: readonly number[],
  room: (duration: number, limits: StepMinutes) => number,
): number | undefined {
  let best: number | undefined;
  let bestRoom = 0;
  steps.forEach((limits, index) => {
    const available = room(durations[index] ?? 0, limits);
    if (available > bestRoom) {
      best = index;
      bestRoom = available;
    }
  });
  return best;
}
