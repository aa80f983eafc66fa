/**
 * The weekly auto-planner's speed, printed, never asserted: one week planned from a 1,000-recipe
 * library (the 76 seed recipes and variants of them) with a 300-item pantry, median and p95 of
 * 50 runs for a few households (target: median under 50 ms on a 2-core machine). Each run draws
 * another seed. "First plan" is the very first call, before the planner has met any ingredient
 * name: what a device pays once per page load; later plans reuse what it learned. The device
 * passes the same recipe objects each time, whose facts the planner keeps; "fresh recipe
 * objects" is the server, which reads the library anew for every request.
 * Library and pantry are built from the dictionary with a fixed seed, so the figures compare
 * from run to run.
 */
import { INGREDIENTS } from '@mise/catalog/ingredients';
import { SEED_RECIPES } from '@mise/catalog/recipes/index';
import type { Recipe } from '@mise/domain/entities/recipe';
import { DIFFICULTIES } from '@mise/domain/options';
import { seededRandom } from '@mise/domain/seeded-random';
import { planWeek, type PlanWeekInput, type PlannerPreferences } from '../src/planner/plan-week';

const LIBRARY_SIZE = 1_000;
const PANTRY_ITEMS = 300;
const RUNS = 50;
const TARGET_MS = 50;
const WEEK_START = '2026-05-31';
const TODAY = '2026-06-01';

const random = seededRandom(20_260_601);
const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

/** A seed recipe with a third of its ingredients swapped for others of the same kind. */
function variant(base: Recipe, index: number): Recipe {
  const ingredients = base.ingredients.map((ingredient) => {
    if (random() > 0.33) return ingredient;
    const known = INGREDIENTS.find((entry) => entry.name === ingredient.name);
    const sameKind = INGREDIENTS.filter((entry) => entry.kind === known?.kind);
    const entry = pick(sameKind.length > 0 ? sameKind : INGREDIENTS);
    return { ...ingredient, name: pick([entry.name, entry.name, ...entry.synonyms]) };
  });
  return {
    ...base,
    id: `${base.id}-v${index}`,
    name: `${base.name} No. ${index}`,
    ingredients,
    cookTime: Math.max(5, Math.round(base.cookTime * (0.6 + random() * 0.8))),
    difficulty: random() < 0.7 ? base.difficulty : pick(DIFFICULTIES),
  };
}

const library: Recipe[] = [
  ...SEED_RECIPES,
  ...Array.from({ length: LIBRARY_SIZE - SEED_RECIPES.length }, (_, index) =>
    variant(pick(SEED_RECIPES), index + 1),
  ),
];

const pantry = Array.from({ length: PANTRY_ITEMS }, (_, index) => {
  const entry = pick(INGREDIENTS);
  const days = Math.floor(random() * 24) - 3;
  const date = new Date(Date.UTC(2026, 5, 1 + days)).toISOString().slice(0, 10);
  return {
    name: `${entry.name}${index % 7 === 0 ? 's' : ''}`,
    expirationDate: random() < 0.8 ? date : undefined,
  };
});

const HOUSEHOLDS: readonly [string, PlannerPreferences][] = [
  [
    'no limits',
    {
      dietaryRestrictions: [],
      allergens: [],
      preferredCuisines: [],
      cookingTimePreference: 'any',
      skillLevel: 'advanced',
    },
  ],
  [
    'vegetarian, peanuts, quick',
    {
      dietaryRestrictions: ['Vegetarian'],
      allergens: ['Peanuts'],
      preferredCuisines: ['Italian'],
      cookingTimePreference: 'quick',
      skillLevel: 'intermediate',
    },
  ],
  [
    'gluten-free, dairy, beginner',
    {
      dietaryRestrictions: ['Gluten-Free'],
      allergens: ['Dairy', 'Shellfish'],
      preferredCuisines: ['Mexican', 'Thai'],
      cookingTimePreference: 'moderate',
      skillLevel: 'beginner',
    },
  ],
  [
    'keto, halal',
    {
      dietaryRestrictions: ['Keto', 'Halal'],
      allergens: ['Tree Nuts'],
      preferredCuisines: ['Mediterranean'],
      cookingTimePreference: 'any',
      skillLevel: 'advanced',
    },
  ],
];

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

function input(
  preferences: PlannerPreferences,
  seed: number,
  recipes: readonly Recipe[] = library,
): PlanWeekInput {
  return {
    weekStart: WEEK_START,
    today: TODAY,
    recipes,
    pantry,
    preferences,
    occupied: [{ date: WEEK_START, mealType: 'dinner' }],
    seed,
  };
}

console.log(
  `Weekly auto-plan: ${library.length} recipes, ${PANTRY_ITEMS}-item pantry, ${RUNS} runs each (target: median under ${TARGET_MS} ms)`,
);
// The household with most limits, so that every rule runs cold.
const [firstLabel, firstHousehold] = HOUSEHOLDS[HOUSEHOLDS.length - 1] ?? [];
if (firstHousehold !== undefined) {
  const started = performance.now();
  const plan = planWeek(input(firstHousehold, 0));
  const elapsed = performance.now() - started;
  console.log(
    `  first plan (${firstLabel})`.padEnd(36) +
      `${elapsed.toFixed(2)} ms (${plan.meals.length} meals)`,
  );
}
function report(label: string, plans: (run: number) => PlanWeekInput): void {
  const times: number[] = [];
  let meals = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const planInput = plans(run);
    const started = performance.now();
    const plan = planWeek(planInput);
    times.push(performance.now() - started);
    meals += plan.meals.length;
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(34)}median ${quantile(times, 0.5).toFixed(2)} ms, p95 ${quantile(times, 0.95).toFixed(2)} ms (${(meals / RUNS).toFixed(1)} of 20 free slots filled)`,
  );
}

for (const [label, preferences] of HOUSEHOLDS) {
  report(label, (run) => input(preferences, run + 1));
}
const [lastLabel, lastHousehold] = HOUSEHOLDS[HOUSEHOLDS.length - 1] ?? [];
if (lastHousehold !== undefined) {
  report(`${lastLabel}, fresh recipe objects`, (run) =>
    input(lastHousehold, run + 1, structuredClone(library)),
  );
}
