/**
 * `pnpm bench` (after the sync and match figures): the on-device recipe generator's speed,
 * printed, never asserted. One recipe from a 300-item pantry, median and p95 of 100 runs, for a
 * few filter sets (target, issue 5: under 20 ms per generated recipe on a 2-core machine).
 * The pantry is drawn from the dictionary with a fixed seed, with expiry dates spread over the
 * next three weeks, so the figures compare from run to run.
 */
import { INGREDIENTS } from '@mise/catalog/ingredients';
import { seededRandom } from '@mise/domain/seeded-random';
import {
  type GenerateRecipeRequest,
  type GeneratorFilters,
  generateRecipe,
} from '../src/generator/generate-recipe';

const PANTRY_ITEMS = 300;
const RUNS = 100;
const TARGET_MS = 20;
const TODAY = '2026-06-01';

const random = seededRandom(20_261_122);
const pantry = Array.from({ length: PANTRY_ITEMS }, (_, index) => {
  const entry = INGREDIENTS[Math.floor(random() * INGREDIENTS.length)] ?? INGREDIENTS[0];
  const days = Math.floor(random() * 21);
  return {
    name: `${entry?.name ?? 'rice'}${index % 7 === 0 ? 's' : ''}`,
    expirationDate: random() < 0.8 ? `2026-06-${String(1 + days).padStart(2, '0')}` : undefined,
  };
});

const FILTER_SETS: readonly [string, GeneratorFilters][] = [
  ['any filters', { diet: 'any', cookTime: 'any', cuisine: 'any', difficulty: 'any' }],
  [
    'vegan, under 15 min',
    { diet: 'vegan', cookTime: 'under-15', cuisine: 'any', difficulty: 'any' },
  ],
  [
    'keto, italian, medium',
    { diet: 'keto', cookTime: 'any', cuisine: 'italian', difficulty: 'medium' },
  ],
  ['paleo, over 60 min', { diet: 'paleo', cookTime: 'over-60', cuisine: 'any', difficulty: 'any' }],
];

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

console.log(
  `Recipe generation: one recipe from a ${PANTRY_ITEMS}-item pantry, ${RUNS} runs each (target: under ${TARGET_MS} ms)`,
);
for (const [label, filters] of FILTER_SETS) {
  const times: number[] = [];
  let produced = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const request: GenerateRecipeRequest = {
      pantry,
      filters,
      today: TODAY,
      id: `bench-${run}`,
      now: '2026-06-01T12:00:00.000Z',
      seed: run + 1,
    };
    const started = performance.now();
    const result = generateRecipe(request);
    times.push(performance.now() - started);
    if ('recipe' in result) produced += 1;
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(24)} median ${quantile(times, 0.5).toFixed(2)} ms, p95 ${quantile(times, 0.95).toFixed(2)} ms (${produced}/${RUNS} produced a recipe)`,
  );
}
