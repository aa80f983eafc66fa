/**
 * The seed recipe library: original recipes shipped with the app, one file per cuisine, each
 * parsed through `recipeSchema` once at import so that a bad entry fails loudly (in the tests
 * first) rather than in a screen.
 *
 * Illustrations are drawn by recipe-art.ts here rather than stored in the data files: the files
 * stay readable, and the bundle carries one small generator instead of ~75 inline SVGs of about
 * 3 KB each. Drawing all of them takes about 10 ms, once per page load.
 */
import { recipeSchema, type Recipe } from '@mise/domain/entities/recipe';
import { recipeArtDataUri } from '../recipe-art';
import { AMERICAN_RECIPES } from './american';
import { ASIAN_RECIPES } from './asian';
import { DESSERT_RECIPES } from './dessert';
import { EVERYDAY_AMERICAN_RECIPES } from './everyday-american';
import { EVERYDAY_ASIAN_RECIPES } from './everyday-asian';
import { EVERYDAY_DESSERT_RECIPES } from './everyday-dessert';
import { EVERYDAY_ITALIAN_RECIPES } from './everyday-italian';
import { EVERYDAY_MEDITERRANEAN_RECIPES } from './everyday-mediterranean';
import { EVERYDAY_MEXICAN_RECIPES } from './everyday-mexican';
import { EVERYDAY_SEAFOOD_RECIPES } from './everyday-seafood';
import { ITALIAN_RECIPES } from './italian';
import { MEDITERRANEAN_RECIPES } from './mediterranean';
import { MEXICAN_RECIPES } from './mexican';
import { SEAFOOD_RECIPES } from './seafood';
import type { SeedRecipe } from './seed-recipe';

export { SEED_TAGS, type SeedRecipe, type SeedTag } from './seed-recipe';

/** Every seed has the same creation date, so that lists sorted by date keep a stable order. */
export const SEED_CREATED_AT = '2026-01-01T00:00:00.000Z';

/** The hand-written entries, before validation (for tests and tools). */
export const SEED_RECIPE_SOURCES: readonly SeedRecipe[] = [
  ...ITALIAN_RECIPES,
  ...ASIAN_RECIPES,
  ...MEXICAN_RECIPES,
  ...MEDITERRANEAN_RECIPES,
  ...AMERICAN_RECIPES,
  ...SEAFOOD_RECIPES,
  ...DESSERT_RECIPES,
  ...EVERYDAY_AMERICAN_RECIPES,
  ...EVERYDAY_ITALIAN_RECIPES,
  ...EVERYDAY_ASIAN_RECIPES,
  ...EVERYDAY_MEXICAN_RECIPES,
  ...EVERYDAY_SEAFOOD_RECIPES,
  ...EVERYDAY_MEDITERRANEAN_RECIPES,
  ...EVERYDAY_DESSERT_RECIPES,
];

export const SEED_RECIPES: readonly Recipe[] = SEED_RECIPE_SOURCES.map((seed) =>
  recipeSchema.parse({
    ...seed,
    imageUrl: recipeArtDataUri(seed),
    isShared: false,
    createdAt: SEED_CREATED_AT,
  }),
);

const SEED_RECIPES_BY_ID: ReadonlyMap<string, Recipe> = new Map(
  SEED_RECIPES.map((recipe) => [recipe.id, recipe]),
);

/** The seed recipe with this id, or undefined when the id is not a seed's. */
export function findSeedRecipe(id: string): Recipe | undefined {
  return SEED_RECIPES_BY_ID.get(id);
}

/** Whether a recipe id is one of the shipped library's (a user's copy gets an id of its own). */
export function isSeedRecipeId(id: string): boolean {
  return SEED_RECIPES_BY_ID.has(id);
}
