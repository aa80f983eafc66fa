/**
 * The built-in recipe generator: dishes a cook would recognise, made from the pantry. Each is a
 * dish family of the cuisine (knowledge/dishes-*.ts) — a technique with its natural time and
 * steps, a flavour base of the cuisine, a bounded set of mains that pair — filled with pantry
 * items that fit the diet, preferring those that expire soonest. A dish whose natural time does
 * not fit the cook-time filter is never stretched: another dish is chosen. Deterministic for a
 * given seed.
 *
 * `generateRecipe` answers `{ recipe }`, or `{ reason }` when nothing can be made under the
 * filters. `generateRecipes` answers up to `count` recipes, no two alike; the first takes the
 * caller's id, the next ones `${id}-2`, `${id}-3`… `generateDishes` adds each recipe's `why`.
 */
import type { Recipe } from '@mise/domain/entities/recipe';
import type {
  GeneratorCookTime,
  GeneratorCuisine,
  GeneratorDiet,
  GeneratorDifficulty,
} from '@mise/domain/options';
import { candidatesFor, type Candidate } from './compose/candidates';
import { explain, toRecipe, type DishWhy } from './compose/recipe';
import { reasonFor, type EmptyCause } from './compose/reason';
import { distinctDishes } from './compose/select';
import { seededRandom } from './random';
import { usableStock, type PantryItemInput } from './stock';

export interface GeneratorFilters {
  readonly diet: GeneratorDiet;
  readonly cookTime: GeneratorCookTime;
  readonly cuisine: GeneratorCuisine;
  readonly difficulty: GeneratorDifficulty;
}

export interface GenerateRecipeRequest {
  readonly pantry: readonly PantryItemInput[];
  readonly filters: GeneratorFilters;
  /** YYYY-MM-DD, for days until each item expires. */
  readonly today: string;
  readonly id: string;
  /** ISO date-time stamped as the recipe's createdAt. */
  readonly now: string;
  readonly seed?: number;
}

export type GenerateRecipeResult = { readonly recipe: Recipe } | { readonly reason: string };

export interface GeneratedDish {
  readonly recipe: Recipe;
  readonly why: DishWhy;
}

export type GenerateDishesResult =
  | { readonly dishes: readonly GeneratedDish[] }
  | { readonly reason: string; readonly cause: EmptyCause };

export type { DishWhy } from './compose/recipe';

/** Rating shown on generated recipe cards. */
export const GENERATED_RECIPE_RATING = 4.8;

/** Further draws when the seed's first finds nothing: a tie broken otherwise may fit. */
const RETRIES = 2;

function chosen(request: GenerateRecipeRequest, count: number): Candidate[] {
  const seed = request.seed ?? 1;
  for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
    const random = seededRandom(seed + attempt * 7919);
    const stock = usableStock(request.pantry, request.today, request.filters.diet, random);
    const found = distinctDishes(candidatesFor(request.filters, stock, random), count);
    if (found.length > 0 || stock.length === 0) return found;
  }
  return [];
}

const idOf = (request: GenerateRecipeRequest, index: number) =>
  index === 0 ? request.id : `${request.id}-${index + 1}`;

export function generateDishes(
  request: GenerateRecipeRequest,
  count: number,
): GenerateDishesResult {
  const picked = chosen(request, Math.max(1, count));
  if (picked.length === 0) return reasonFor(request);
  return {
    dishes: picked.slice(0, Math.max(0, count)).map((candidate, index) => ({
      recipe: toRecipe(candidate, idOf(request, index), request.now, GENERATED_RECIPE_RATING),
      why: explain(candidate),
    })),
  };
}

export function generateRecipe(request: GenerateRecipeRequest): GenerateRecipeResult {
  const result = generateDishes(request, 1);
  if ('reason' in result) return { reason: result.reason };
  const [first] = result.dishes;
  return first === undefined ? { reason: 'Nothing could be made.' } : { recipe: first.recipe };
}

export function generateRecipes(request: GenerateRecipeRequest, count: number): Recipe[] {
  if (count <= 0) return [];
  return chosen(request, count).map((candidate, index) =>
    toRecipe(candidate, idOf(request, index), request.now, GENERATED_RECIPE_RATING),
  );
}
