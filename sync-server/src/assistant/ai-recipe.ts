/**
 * What a language model's recipe must be before a cook sees it: JSON of one fixed shape (zod),
 * every ingredient proven through the ingredient dictionary to fit each chosen diet (the
 * built-in generator's own rule, so a name the dictionary does not know fails a strict diet),
 * the cook time, difficulty and cuisine the filters ask for, made mostly of the pantry it
 * was given, and a dish rather than the whole pantry: no more mains than a built-in dish lists.
 * Anything else is refused with a reason, and the built-in recipes are used instead.
 */
import { z } from 'zod';
import { findIngredient } from '@mise/catalog/ingredients';
import { dietsSatisfiedBy, nameFitsDiet } from '@mise/assistant/generator/diet';
import {
  GENERATED_RECIPE_RATING,
  type GeneratorFilters,
} from '@mise/assistant/generator/generate-recipe';
import { MAX_LISTED_MAINS, mainIngredientCount } from '@mise/assistant/generator/main-count';
import { cookTimeFits } from '@mise/assistant/generator/timing';
import { MAX_RECIPE_SERVINGS } from '@mise/domain/constants';
import { recipeSchema, type Recipe } from '@mise/domain/entities/recipe';
import { DIFFICULTIES, type GeneratorDiet } from '@mise/domain/options';

// Models write amounts as numbers, leave units empty for "2 eggs" and durations as null: all
// of that is harmless and is normalised here rather than refused.
const aiIngredientSchema = z.object({
  name: z.string().trim().min(1).max(60),
  amount: z
    .union([z.string(), z.number()])
    .transform((amount) => String(amount).trim())
    .pipe(z.string().min(1).max(30)),
  unit: z
    .string()
    .trim()
    .max(30)
    .nullish()
    .transform((unit) => (unit ? unit : 'piece')),
});

const aiInstructionSchema = z.object({
  instruction: z.string().trim().min(1).max(500),
  duration: z
    .number()
    .min(0)
    .max(600)
    .nullish()
    .transform((minutes) => (minutes == null ? undefined : Math.round(minutes))),
});

export const aiRecipeSchema = z.object({
  name: z.string().trim().min(1).max(80),
  description: z.string().trim().max(300).nullish(),
  cookTime: z.number().min(1).max(600).transform(Math.round),
  // A model may leave it out; the recipe then serves the domain's default.
  servings: z.int().min(1).max(MAX_RECIPE_SERVINGS).nullish(),
  difficulty: z.enum(DIFFICULTIES),
  cuisine: z.string().trim().max(40).nullish(),
  ingredients: z.array(aiIngredientSchema).min(1).max(20),
  instructions: z.array(aiInstructionSchema).min(1).max(20),
});
export type AiRecipe = z.infer<typeof aiRecipeSchema>;

/** The model answered, but not with a recipe the cook may be shown; `message` says why. */
export class AiRecipeRefused extends Error {
  override readonly name = 'AiRecipeRefused';
}

export interface AiRecipeRules {
  readonly filters: GeneratorFilters;
  /** Every diet the request named (the generator's filter holds only the first). */
  readonly diets: readonly Exclude<GeneratorDiet, 'any'>[];
  /** Dictionary names of the pantry items the model was offered. */
  readonly stockNames: ReadonlySet<string>;
  readonly id: string;
  /** ISO date-time stamped as createdAt. */
  readonly now: string;
}

/** A model's recipe must use at least this many of the offered pantry items (fewer if fewer were offered). */
const MIN_PANTRY_ITEMS_USED = 2;

/** Parses and checks a model's answer; throws AiRecipeRefused when it may not be shown. */
export function acceptAiRecipe(answer: unknown, rules: AiRecipeRules): Recipe {
  const parsed = aiRecipeSchema.safeParse(answer);
  if (!parsed.success) {
    throw new AiRecipeRefused(`The answer is not a recipe: ${z.prettifyError(parsed.error)}`);
  }
  const recipe = parsed.data;
  const names = recipe.ingredients.map((ingredient) => ingredient.name);
  for (const diet of rules.diets) {
    const breaking = names.find((name) => !nameFitsDiet(name, diet));
    if (breaking !== undefined) {
      throw new AiRecipeRefused(`“${breaking}” is not proven ${diet}.`);
    }
  }
  const { filters } = rules;
  if (!cookTimeFits(recipe.cookTime, filters.cookTime)) {
    throw new AiRecipeRefused(`${recipe.cookTime} min is outside ${filters.cookTime}.`);
  }
  if (filters.difficulty !== 'any' && recipe.difficulty !== filters.difficulty) {
    throw new AiRecipeRefused(`It is ${recipe.difficulty}, not ${filters.difficulty}.`);
  }
  const cuisine = recipe.cuisine?.toLowerCase() || undefined;
  if (filters.cuisine !== 'any' && cuisine !== filters.cuisine) {
    throw new AiRecipeRefused(`It is ${cuisine ?? 'of no cuisine'}, not ${filters.cuisine}.`);
  }
  const mains = mainIngredientCount(names);
  if (mains > MAX_LISTED_MAINS) {
    throw new AiRecipeRefused(
      `It has ${mains} main ingredients; a dish has at most ${MAX_LISTED_MAINS} besides its starch.`,
    );
  }
  const used = new Set(
    names.flatMap((name) => {
      const entry = findIngredient(name);
      return entry !== undefined && rules.stockNames.has(entry.name) ? [entry.name] : [];
    }),
  );
  if (used.size < Math.min(MIN_PANTRY_ITEMS_USED, rules.stockNames.size)) {
    throw new AiRecipeRefused('It does not cook from the pantry it was given.');
  }

  return recipeSchema.parse({
    id: rules.id,
    name: recipe.name,
    ...(recipe.description ? { description: recipe.description } : {}),
    ingredients: recipe.ingredients,
    instructions: recipe.instructions.map(({ instruction, duration }, index) => ({
      step: index + 1,
      instruction,
      ...(duration === undefined ? {} : { duration }),
    })),
    cookTime: recipe.cookTime,
    ...(recipe.servings == null ? {} : { servings: recipe.servings }),
    difficulty: recipe.difficulty,
    ...(cuisine === undefined ? {} : { cuisine }),
    dietaryTags: dietsSatisfiedBy(names),
    rating: GENERATED_RECIPE_RATING,
    isShared: false,
    createdAt: rules.now,
  });
}
