/**
 * The built-in recipe generator: composes recipes from the pantry by filling technique
 * templates (stir-fry, frittata, pasta, grain bowl, soup, salad) with pantry items by role,
 * honouring the diet, cook-time, cuisine and difficulty filters and preferring items that
 * expire soonest. Deterministic for a given seed.
 *
 * `generateRecipe` answers `{ recipe }`, or `{ reason }` when no template can be filled under
 * the filters. `generateRecipes` answers up to `count` different recipes, distinct templates
 * first; the first takes the caller's id, the next ones `${id}-2`, `${id}-3`…
 * A recipe serves what its amounts feed (amounts.ts): two, or its template's own count.
 */
import type { Recipe } from '@mise/domain/entities/recipe';
import type {
  GeneratorCookTime,
  GeneratorCuisine,
  GeneratorDiet,
  GeneratorDifficulty,
} from '@mise/domain/options';
import { GENERATED_RECIPE_SERVINGS } from './amounts';
import { compose, variantDifficulty, type Composition, type Variant } from './compose';
import { dietsSatisfiedBy } from './diet';
import { seededRandom, shuffled } from './random';
import { usableStock, type PantryItemInput } from './stock';
import { TEMPLATES } from './templates';

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

/** Rating shown on generated recipe cards. */
export const GENERATED_RECIPE_RATING = 4.8;

function variantsFor(filters: GeneratorFilters): Variant[] {
  return TEMPLATES.flatMap((template) => {
    const cuisines =
      filters.cuisine === 'any'
        ? template.cuisines
        : template.cuisines.filter((cuisine) => cuisine === filters.cuisine);
    const levels = [false, true].filter((elaborate) =>
      filters.difficulty === 'any'
        ? !elaborate
        : variantDifficulty({ template, elaborate }) === filters.difficulty,
    );
    return cuisines.flatMap((cuisine) =>
      levels.map((elaborate) => ({ template, cuisine, elaborate })),
    );
  });
}

/** Every composition the filters allow, best use of the pantry first, ties in seeded order. */
function rankedCompositions(request: GenerateRecipeRequest): Composition[] {
  const random = seededRandom(request.seed ?? 1);
  const { filters } = request;
  const stock = usableStock(request.pantry, request.today, filters.diet, random);
  return shuffled(variantsFor(filters), random)
    .flatMap((variant) => compose(variant, stock, filters.diet, filters.cookTime) ?? [])
    .sort((a, b) => b.score - a.score);
}

function toRecipe(composition: Composition, id: string, now: string): Recipe {
  const { template, dish, ingredients } = composition;
  return {
    id,
    name: template.title(dish),
    description: template.describe(dish),
    ingredients: [...ingredients],
    instructions: [...composition.instructions],
    cookTime: composition.cookTime,
    servings: template.servings ?? GENERATED_RECIPE_SERVINGS,
    difficulty: composition.difficulty,
    cuisine: dish.cuisine,
    dietaryTags: dietsSatisfiedBy(ingredients.map(({ name }) => name)),
    rating: GENERATED_RECIPE_RATING,
    isShared: false,
    createdAt: now,
  };
}

export function generateRecipe(request: GenerateRecipeRequest): GenerateRecipeResult {
  const [best] = rankedCompositions(request);
  if (best !== undefined) return { recipe: toRecipe(best, request.id, request.now) };
  const usable = usableStock(request.pantry, request.today, request.filters.diet, seededRandom(0));
  return {
    reason:
      usable.length === 0
        ? 'None of the pantry items can be used under these filters.'
        : 'No recipe technique fits these filters with what is in the pantry.',
  };
}

const signature = (composition: Composition): string =>
  composition.ingredients
    .map(({ name }) => name)
    .sort()
    .join('|');

export function generateRecipes(request: GenerateRecipeRequest, count: number): Recipe[] {
  const ranked = rankedCompositions(request);
  const chosen: Composition[] = [];
  const seenTemplates = new Set<string>();
  for (const composition of ranked) {
    if (seenTemplates.has(composition.template.id)) continue;
    seenTemplates.add(composition.template.id);
    chosen.push(composition);
  }
  const seen = new Set(chosen.map(signature));
  for (const composition of ranked) {
    if (chosen.includes(composition) || seen.has(signature(composition))) continue;
    seen.add(signature(composition));
    chosen.push(composition);
  }
  return chosen
    .slice(0, Math.max(0, count))
    .map((composition, index) =>
      toRecipe(composition, index === 0 ? request.id : `${request.id}-${index + 1}`, request.now),
    );
}
