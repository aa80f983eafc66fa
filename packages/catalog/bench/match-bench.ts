/**
 * `pnpm bench` (after the sync figures): catalog figures on this machine, printed, never
 * asserted, like sync-server/bench/sync-bench.ts.
 * - recipe match: the match % of 1,000 recipes against a 300-item pantry, median and p95 of 100
 *   runs (target, issue 5: median under 10 ms on a 2-core machine). "Warm" is the home page
 *   re-rendering: recipes already normalised by the matcher, the pantry indexed again each run.
 *   "Cold" builds a new matcher each run, so every name is normalised: the first render.
 *
 * - use soon: the home page's ranking of the recipes that use the pantry's soon-expiring items,
 *   at the budget kitchen (500 recipes, 150 items, a tenth of them expiring) and at 10× and
 *   100× it (issue 27: it must grow with recipes + items; 100× had taken 103 s).
 *
 * Recipes and pantry are synthesised from the dictionary with a fixed seed: 6-14 ingredients a
 * recipe, written as cooks write them ("2 cups chopped Red Onions, diced").
 */
import { createRecipeMatcher, type MatchableRecipe } from '@mise/domain/recipe-match';
import { seededRandom } from '@mise/domain/seeded-random';
import { recipesUsingSoonItems } from '@mise/domain/use-soon';
import { INGREDIENTS, ingredientLexicon, type IngredientEntry } from '../src/ingredients';

const RECIPES = Number(process.env.BENCH_RECIPES ?? 1_000);
const PANTRY_ITEMS = Number(process.env.BENCH_PANTRY_ITEMS ?? 300);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const MATCH_TARGET_MS = 10;

const random = seededRandom(20_240_601);
const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};
const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));

function pluralise(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(?:ch|sh|x|o)$/.test(word)) return `${word}es`;
  return word.endsWith('s') ? word : `${word}s`;
}

const AMOUNTS = ['1', '2', '3', '1/2', '3/4', '1 1/2', '200', '½', 'a pinch of', '14-oz.'];
const UNITS = ['', '', 'cup', 'cups', 'tbsp', 'tsp', 'g', 'oz', 'lb', 'can', 'bunch'];
const SIZES = ['', '', '', 'large', 'small', 'fresh', 'chopped', 'finely sliced'];
const NOTES = [
  '',
  '',
  '',
  ', diced',
  ', to taste',
  ' (optional)',
  ', finely chopped',
  ' for serving',
];

/** One ingredient row as a cook might type it. */
function writtenName(entry: IngredientEntry): string {
  const words = pick([entry.name, entry.name, ...entry.synonyms]).split(' ');
  const last = words.pop() ?? '';
  const name = [...words, random() < 0.4 ? pluralise(last) : last].join(' ');
  const written = [pick(AMOUNTS), pick(UNITS), pick(SIZES), name].filter(Boolean).join(' ');
  const noted = `${written}${pick(NOTES)}`;
  return random() < 0.2 ? noted.replace(/\b[a-z]/g, (letter) => letter.toUpperCase()) : noted;
}

function syntheticRecipes(count: number): MatchableRecipe[] {
  return Array.from({ length: count }, (_, n) => {
    const ingredients = Array.from({ length: between(6, 14) }, () => ({
      name: writtenName(pick(INGREDIENTS)),
    }));
    if (random() < 0.3) ingredients.push({ name: '2 cups warm water' });
    return { id: `recipe-${n}`, ingredients };
  });
}

/** Mostly dictionary items as labelled in a kitchen, a tenth nothing the dictionary knows. */
function syntheticPantry(count: number): string[] {
  return Array.from({ length: count }, (_, n) =>
    n % 10 === 9 ? `house blend number ${n}` : writtenName(pick(INGREDIENTS)),
  );
}

interface Figures {
  medianMs: number;
  p95Ms: number;
}

function time(runs: number, run: () => unknown): Figures {
  run(); // one unmeasured run, so the first measured one is not paying for compilation
  const samples = Array.from({ length: runs }, () => {
    const start = performance.now();
    run();
    return performance.now() - start;
  }).sort((a, b) => a - b);
  const at = (share: number) => samples[Math.min(samples.length - 1, Math.floor(share * runs))];
  return { medianMs: at(0.5) ?? NaN, p95Ms: at(0.95) ?? NaN };
}

const recipes = syntheticRecipes(RECIPES);
const pantryNames = syntheticPantry(PANTRY_ITEMS);
const rows = recipes.reduce((sum, recipe) => sum + recipe.ingredients.length, 0);

const warmMatcher = createRecipeMatcher(ingredientLexicon);
const warm = time(RUNS, () => warmMatcher.matchAll(recipes, warmMatcher.indexPantry(pantryNames)));
const cold = time(RUNS, () => {
  const matcher = createRecipeMatcher(ingredientLexicon);
  return matcher.matchAll(recipes, matcher.indexPantry(pantryNames));
});

const percentages = [
  ...warmMatcher.matchAll(recipes, warmMatcher.indexPantry(pantryNames)).values(),
];
const meanPercent = percentages.reduce((sum, p) => sum + p, 0) / percentages.length;

const ms = (value: number) => `${value.toFixed(2)} ms`;
console.log(
  `Recipe match: ${RECIPES} recipes (${rows} ingredient rows) × ${PANTRY_ITEMS}-item pantry, ` +
    `${RUNS} runs, ${INGREDIENTS.length} dictionary entries (mean match ${meanPercent.toFixed(0)}%)`,
);
console.log(
  `  warm: median ${ms(warm.medianMs)}, p95 ${ms(warm.p95Ms)} ` +
    `(target: median under ${MATCH_TARGET_MS} ms)`,
);
console.log(`  cold: median ${ms(cold.medianMs)}, p95 ${ms(cold.p95Ms)} (first render, no target)`);

const USE_SOON_LIMIT = 12;
for (const scale of [1, 10, 100]) {
  const kitchenRecipes = syntheticRecipes(500 * scale).map((recipe) => ({
    ...recipe,
    name: recipe.id,
  }));
  const soonNames = syntheticPantry(15 * scale);
  const matcher = createRecipeMatcher(ingredientLexicon);
  const rank = () => recipesUsingSoonItems(matcher, kitchenRecipes, soonNames, USE_SOON_LIMIT);
  const figures = time(scale === 100 ? 5 : 20, rank);
  console.log(
    `Use soon at ${scale}×: ${kitchenRecipes.length} recipes, ${soonNames.length} expiring ` +
      `items: median ${ms(figures.medianMs)}, p95 ${ms(figures.p95Ms)} (${rank().length} shown)`,
  );
}

// Recipe generation: its timings are printed here once the generator lands.
