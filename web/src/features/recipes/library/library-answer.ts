// What the home page's recipe lists show, computed from the pantry and the recipes (pure, so the
// worker runs it and the tests call it directly): every recipe this device can offer with its
// match %, best first, and "Use soon" — the items about to expire and the recipes using them.
import { ingredientLexicon } from '@mise/catalog/ingredients';
import type { PantryItem } from '@mise/domain/entities/pantry-item';
import type { Recipe } from '@mise/domain/entities/recipe';
import { createRecipeMatcher } from '@mise/domain/recipe-match';
import { itemsToUseSoon, recipesUsingSoonItems } from '@mise/domain/use-soon';
import { compareNames } from '@mise/domain/text-order';

export const USE_SOON_RECIPES = 4;

export interface LibraryQuestion {
  readonly pantry: readonly Pick<PantryItem, 'id' | 'name' | 'expirationDate'>[];
  /** The household's own recipes; a household copy of a seed wins over the seed. */
  readonly own: readonly Recipe[];
  /** YYYY-MM-DD, for what expires soon. */
  readonly today: string;
  /** The built-in library (catalog/seed-library.ts). */
  readonly seeds: readonly Recipe[];
}

export interface RecipeRowView {
  readonly id: string;
  readonly name: string;
  readonly cookTime: number;
  readonly difficulty: Recipe['difficulty'];
  readonly imageUrl: string | undefined;
  readonly match: number;
  /**
   * What the pantry lacks, as the recipe writes it (salt, pepper and water never). Absent from
   * an answer kept before the field existed, until the worker answers again.
   */
  readonly missing?: readonly string[];
}

export interface LibraryAnswer {
  /** Best match first, then by name. */
  readonly recipes: readonly RecipeRowView[];
  readonly soonItems: readonly { readonly id: string; readonly name: string; days: number }[];
  readonly soonRecipes: readonly { readonly id: string; readonly name: string; uses: string[] }[];
}

/**
 * What the page asks the library worker, and what it replies. The page names the answer it
 * shows (`shown`, its fingerprint); when the fresh answer is the same, the worker says so in a
 * few bytes instead of sending hundreds of rows for the page to take in and draw again.
 */
export interface LibraryQuestionMessage {
  readonly id: number;
  readonly today: string;
  readonly shown?: string;
}
export type LibraryReply =
  | { readonly id: number; readonly answer: LibraryAnswer; readonly fingerprint?: string }
  | { readonly id: number; readonly unchanged: string }
  /** The worker could not answer (it says why); the lists keep what they show. */
  | { readonly id: number; readonly failed: string };

/** The latest answer, as the worker keeps it in the device's database (a meta row). */
export interface KeptLibraryAnswer {
  readonly today: string;
  readonly answer: LibraryAnswer;
  /** Rows kept before fingerprints existed have none; their answer is simply sent again. */
  readonly fingerprint?: string;
}

/**
 * Names an answer by its content: equal answers, equal fingerprints. Undefined where the browser
 * offers no digest (a page served over plain HTTP from another machine): every answer is then
 * sent whole, as before fingerprints.
 */
export async function fingerprintOf(answer: LibraryAnswer): Promise<string | undefined> {
  if (!globalThis.crypto?.subtle) return undefined;
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(JSON.stringify(answer)),
  );
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** One for the worker's life: it remembers every name it has normalised. */
const matcher = createRecipeMatcher(ingredientLexicon);

export function answerLibrary({ pantry, own, today, seeds }: LibraryQuestion): LibraryAnswer {
  const ownIds = new Set(own.map((recipe) => recipe.id));
  const recipes = [...own, ...seeds.filter((seed) => !ownIds.has(seed.id))];
  const held = matcher.indexPantry(pantry.map((item) => item.name));
  const rows = recipes
    .map((recipe) => ({
      id: recipe.id,
      name: recipe.name,
      cookTime: recipe.cookTime,
      difficulty: recipe.difficulty,
      imageUrl: recipe.imageUrl,
      match: matcher.matchPercentage(recipe, held),
      missing: matcher.missing(recipe, held),
    }))
    .sort((a, b) => b.match - a.match || compareNames(a.name, b.name));
  const soon = itemsToUseSoon(pantry, today);
  const soonRecipes = recipesUsingSoonItems(
    matcher,
    recipes,
    soon.map(({ item }) => item.name),
    USE_SOON_RECIPES,
  ).map(({ recipe, uses }) => ({ id: recipe.id, name: recipe.name, uses: [...uses] }));
  return {
    recipes: rows,
    soonItems: soon.map(({ item, days }) => ({ id: item.id, name: item.name, days })),
    soonRecipes,
  };
}
