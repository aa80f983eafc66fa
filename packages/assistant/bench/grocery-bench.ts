/**
 * `pnpm --filter @mise/assistant exec tsx bench/grocery-bench.ts`: the grocery list's speed,
 * printed, never asserted. A full week (21 meals) drawn from a 1,000-recipe library against a
 * 300-item pantry and a 10-line list, median and p95 of 100 runs, each run a different week
 * (target: median under 10 ms on a 2-core machine).
 * - "warm": names already seen, as when the planner rebuilds the list after an edit;
 * - "cold": every name written differently each run (a note after a comma), so every one is
 *   normalised again, as on the first build after the page loads.
 * Library, pantry and weeks come from the dictionary with fixed seeds, written the way cooks
 * write them (plurals, sizes, notes; "1 1/2" tsp, "a pinch", 400 g, 2 large), so the figures
 * compare from run to run.
 */
import { INGREDIENTS } from '@mise/catalog/ingredients';
import { seededRandom } from '@mise/domain/seeded-random';
import {
  groceryListForPlan,
  type GroceryPlanInput,
  type PlannedRecipe,
} from '../src/grocery/grocery-for-plan';

const RECIPES = 1_000;
const MEALS = 21;
const PANTRY_ITEMS = 300;
const EXISTING_LINES = 10;
const RUNS = 100;
const TARGET_MS = 10;

const random = seededRandom(20_260_607);
const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};
const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));

const AMOUNTS = ['1', '2', '3', '4', '1/2', '1/4', '3/4', '1 1/2', '200', '400', '½', 'a pinch'];
const UNITS = ['', 'piece', 'large', 'clove', 'cup', 'tbsp', 'tsp', 'g', 'ml', 'oz', 'lb', 'can'];
const PANTRY_UNITS = ['piece', 'piece', 'g', 'kg', 'ml', 'l', 'lb', 'can', 'jar', 'bag', 'carton'];
const SIZES = ['', '', 'large', 'fresh', 'chopped'];

function writtenName(): string {
  const entry = pick(INGREDIENTS);
  const name = random() < 0.3 && entry.synonyms.length > 0 ? pick(entry.synonyms) : entry.name;
  const size = pick(SIZES);
  return `${size} ${name}${random() < 0.3 ? 's' : ''}`.trim();
}

const library = new Map<string, PlannedRecipe>();
for (let index = 0; index < RECIPES; index += 1) {
  const id = `recipe-${index}`;
  const ingredients = Array.from({ length: between(6, 14) }, () => ({
    name: writtenName(),
    amount: pick(AMOUNTS),
    unit: pick(UNITS),
  }));
  library.set(id, { id, ingredients });
}
const recipeIds = [...library.keys()];

const pantry = Array.from({ length: PANTRY_ITEMS }, () => ({
  name: writtenName(),
  quantity: between(1, 6),
  unit: pick(PANTRY_UNITS),
}));
const existing = Array.from({ length: EXISTING_LINES }, (_, index) => ({
  id: `line-${index}`,
  name: writtenName(),
  quantity: between(1, 6),
  unit: pick(PANTRY_UNITS),
  completed: random() < 0.3,
}));

function weekInput(run: number, cold: boolean): GroceryPlanInput {
  const meals = Array.from({ length: MEALS }, () => ({ recipeId: pick(recipeIds) }));
  if (!cold) return { meals, recipes: library, pantry, existing };
  // A note after a comma leaves the ingredient as it was but makes the text new to the cache.
  const note = `, for week ${run}`;
  const recipes = new Map(
    meals.map(({ recipeId }) => {
      const recipe = library.get(recipeId);
      const ingredients = (recipe?.ingredients ?? []).map((row) => ({
        ...row,
        name: row.name + note,
      }));
      return [recipeId, { id: recipeId, ingredients }] as const;
    }),
  );
  const notedPantry = pantry.map((item) => ({ ...item, name: item.name + note }));
  return { meals, recipes, pantry: notedPantry, existing };
}

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

function measure(cold: boolean) {
  const times: number[] = [];
  let lines = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const input = weekInput(run, cold);
    const started = performance.now();
    lines += groceryListForPlan(input).length;
    times.push(performance.now() - started);
  }
  const first = times[0] ?? Number.NaN;
  times.sort((a, b) => a - b);
  return { first, median: quantile(times, 0.5), p95: quantile(times, 0.95), lines: lines / RUNS };
}

console.log(
  `Grocery list: ${MEALS} meals from ${RECIPES} recipes, ${PANTRY_ITEMS}-item pantry, ${RUNS} runs each (target: median under ${TARGET_MS} ms)`,
);
for (const [label, cold] of [
  ['cold (names new each run)', true],
  ['warm (names seen before)', false],
] as const) {
  const { first, median, p95, lines } = measure(cold);
  console.log(
    `  ${label.padEnd(28)} median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, first run ${first.toFixed(2)} ms (${lines.toFixed(0)} lines a week)`,
  );
}
