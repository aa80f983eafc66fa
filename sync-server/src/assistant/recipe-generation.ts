/**
 * Recipe generation for POST /api/recipes/generate: the built-in generator of @mise/assistant
 * (the same code the browser runs offline) over the household's pantry, and, when a language
 * model is configured, the model's recipe first, checked by the same diet rules. Any failure of
 * the model (error, timeout, bad JSON, a broken diet) falls back to the built-in recipes alone.
 */
import {
  type GeneratorFilters,
  generateRecipe,
  generateRecipes,
} from '@mise/assistant/generator/generate-recipe';
import { seededRandom } from '@mise/assistant/generator/random';
import { type PantryItemInput, usableStock } from '@mise/assistant/generator/stock';
import { RECIPE_GENERATE_COUNT, type RecipeGenerateRequest } from '@mise/domain/api/recipes';
import type { Recipe } from '@mise/domain/entities/recipe';
import type { RecipeWriter } from './openai-recipe-writer';

export interface GenerationInput {
  readonly pantry: readonly PantryItemInput[];
  readonly request: RecipeGenerateRequest;
  /** YYYY-MM-DD, for days until each item expires. */
  readonly today: string;
  /** ISO date-time stamped as createdAt. */
  readonly now: string;
  /** The first recipe's id; the next ones are `${id}-2`, `${id}-3`. */
  readonly id: string;
  readonly seed: number;
}

export type GenerationOutcome =
  | { readonly recipes: Recipe[]; readonly source: 'built-in' | 'model' }
  | { readonly reason: string };

export interface RecipeGeneration {
  generate(input: GenerationInput): Promise<GenerationOutcome>;
}

export interface RecipeGenerationDeps {
  /** The configured language model; absent, the built-in generator answers alone. */
  writer?: RecipeWriter | undefined;
  /** Told why the model's recipe was not used (a log line, in the app). */
  onFallback?: (error: unknown) => void;
}

/** The generator takes one diet; the request carries a list (§7) and every one must hold. */
export function filtersOf(request: RecipeGenerateRequest): GeneratorFilters {
  return {
    diet: request.dietaryRestrictions[0] ?? 'any',
    cookTime: request.cookTime,
    cuisine: request.cuisine,
    difficulty: request.difficulty,
  };
}

/** Generous, so that filtering for a second diet still leaves enough to choose from. */
const CANDIDATES = RECIPE_GENERATE_COUNT * 4;

function builtInRecipes(input: GenerationInput, filters: GeneratorFilters): GenerationOutcome {
  const request = { ...input, filters };
  const diets = input.request.dietaryRestrictions;
  const recipes = generateRecipes(request, CANDIDATES)
    .filter((recipe) => diets.every((diet) => recipe.dietaryTags.includes(diet)))
    .slice(0, RECIPE_GENERATE_COUNT);
  if (recipes.length > 0) return { recipes, source: 'built-in' };
  const single = generateRecipe(request);
  return {
    reason:
      'reason' in single
        ? single.reason
        : `No recipe fits ${diets.join(' and ')} at once with what is in the pantry.`,
  };
}

export function createRecipeGeneration({
  writer,
  onFallback,
}: RecipeGenerationDeps = {}): RecipeGeneration {
  return {
    async generate(input) {
      const filters = filtersOf(input.request);
      const builtIn = builtInRecipes(input, filters);
      if (writer === undefined) return builtIn;
      const drafts = 'recipes' in builtIn ? builtIn.recipes : [];
      const stock = usableStock(input.pantry, input.today, filters.diet, seededRandom(input.seed));
      if (stock.length === 0) return builtIn;
      try {
        const recipe = await writer({
          stock,
          filters,
          diets: input.request.dietaryRestrictions,
          draft: drafts[0],
          id: input.id,
          now: input.now,
        });
        // The model's recipe leads; the built-in ones keep their places after it.
        const others = drafts
          .map((draft, index) => ({ ...draft, id: `${input.id}-${index + 2}` }))
          .filter((draft) => draft.name !== recipe.name)
          .slice(0, RECIPE_GENERATE_COUNT - 1);
        return { recipes: [recipe, ...others], source: 'model' };
      } catch (error) {
        onFallback?.(error);
        return builtIn;
      }
    },
  };
}
