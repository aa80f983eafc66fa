/**
 * The match percentage of "Available Recipes" (§3, issue 5): how much of a recipe the pantry
 * already holds. The rules:
 * - both sides are compared by canonical name (ingredient-names.ts), and a recipe counts each
 *   distinct ingredient once, however many rows name it;
 * - a pantry item also stands for every broader ingredient above it in the lexicon: pantry "red
 *   onion" satisfies a recipe's "onion", pantry "onion" does not satisfy "red onion";
 * - water is free: it never counts as missing, so it is left out of the count altogether;
 * - salt and black pepper are taken to be in every kitchen, so they are left out of the
 *   percentage and never missing: households rarely list them, and counting them kept nearly
 *   every recipe under the 70 % mark of §9 with an ordinary pantry (issue 26). Left out, not
 *   counted as held: a pan of hash browns is not half made with no potatoes. They remain
 *   counted names (countedIngredients), so a planned week's grocery list still buys them;
 * - the percentage is rounded to a whole number; a recipe with nothing left to count is 100.
 */
import { normaliseIngredientName, type IngredientLexicon } from './ingredient-names';

/** Canonical names no recipe waits for: they come out of the tap. */
const FREE_INGREDIENTS: ReadonlySet<string> = new Set(['water']);

/** Canonical names every kitchen is taken to hold, listed in the pantry or not. */
const ALWAYS_ON_HAND: ReadonlySet<string> = new Set(['salt', 'black pepper']);

/** A pantry ready for many lookups: its canonical names and all of their broader names. */
export type PantryIndex = ReadonlySet<string>;

/** What matching needs of a recipe; a stored Recipe fits as it is. */
export interface MatchableRecipe {
  readonly id: string;
  readonly ingredients: readonly { readonly name: string }[];
}

type Normalise = (raw: string) => string;

function indexWith(
  pantryNames: Iterable<string>,
  lexicon: IngredientLexicon,
  normalise: Normalise,
): PantryIndex {
  const index = new Set<string>();
  for (const raw of pantryNames) {
    // Walking up stops at a name already indexed, which also ends a cycle in bad data.
    let name: string | undefined = normalise(raw);
    while (name !== undefined && name !== '' && !index.has(name)) {
      index.add(name);
      name = lexicon.parent(name);
    }
  }
  return index;
}

function countedWith(recipeNames: Iterable<string>, normalise: Normalise): readonly string[] {
  const counted = new Set<string>();
  for (const raw of recipeNames) {
    const name = normalise(raw);
    if (name !== '' && !FREE_INGREDIENTS.has(name)) counted.add(name);
  }
  return [...counted];
}

/** The pantry's names (raw, as stored) ready for percentInPantry. */
export function indexPantry(
  pantryNames: Iterable<string>,
  lexicon: IngredientLexicon,
): PantryIndex {
  return indexWith(pantryNames, lexicon, (raw) => normaliseIngredientName(raw, lexicon));
}

/** A recipe's ingredient names (raw, as written) as the distinct canonical names that count. */
export function countedIngredients(
  recipeNames: Iterable<string>,
  lexicon: IngredientLexicon,
): readonly string[] {
  return countedWith(recipeNames, (raw) => normaliseIngredientName(raw, lexicon));
}

/**
 * The rounded percentage of counted ingredients the pantry holds, those always on hand left
 * out; 100 when none are left.
 */
export function percentInPantry(counted: readonly string[], pantry: PantryIndex): number {
  let asked = 0;
  let held = 0;
  for (const name of counted) {
    if (ALWAYS_ON_HAND.has(name)) continue;
    asked++;
    if (pantry.has(name)) held++;
  }
  return asked === 0 ? 100 : Math.round((held * 100) / asked);
}

/** One recipe against one pantry, both as raw names. For many recipes use createRecipeMatcher. */
export function matchPercentage(
  recipeIngredientNames: Iterable<string>,
  pantryNames: Iterable<string>,
  lexicon: IngredientLexicon,
): number {
  return percentInPantry(
    countedIngredients(recipeIngredientNames, lexicon),
    indexPantry(pantryNames, lexicon),
  );
}

export interface RecipeMatcher {
  indexPantry(pantryNames: Iterable<string>): PantryIndex;
  matchPercentage(recipe: MatchableRecipe, pantry: PantryIndex): number;
  /** Percentages by recipe id. */
  matchAll(recipes: Iterable<MatchableRecipe>, pantry: PantryIndex): Map<string, number>;
  /** The distinct canonical names of a recipe that count (water left out), kept by id. */
  counted(recipe: MatchableRecipe): readonly string[];
  /**
   * What keeps a recipe under 100: each counted ingredient the pantry does not hold, once, as
   * the recipe first writes it (trimmed), in the recipe's order.
   */
  missing(recipe: MatchableRecipe, pantry: PantryIndex): string[];
}

interface CountedRecipe {
  readonly rawNames: readonly string[];
  readonly counted: readonly string[];
}

function sameNames(ingredients: MatchableRecipe['ingredients'], rawNames: readonly string[]) {
  if (ingredients.length !== rawNames.length) return false;
  return ingredients.every((ingredient, i) => ingredient.name === rawNames[i]);
}

/**
 * Matching for a list of many recipes against one pantry, re-run whenever either changes: each
 * raw name is normalised once for the matcher's life, and each recipe's counted names are kept
 * by id until its ingredient names change, so a run is little more than set lookups.
 */
export function createRecipeMatcher(lexicon: IngredientLexicon): RecipeMatcher {
  const names = new Map<string, string>();
  const normalise: Normalise = (raw) => {
    let name = names.get(raw);
    if (name === undefined) {
      name = normaliseIngredientName(raw, lexicon);
      names.set(raw, name);
    }
    return name;
  };

  const recipes = new Map<string, CountedRecipe>();
  const countedOf = (recipe: MatchableRecipe): readonly string[] => {
    const known = recipes.get(recipe.id);
    if (known !== undefined && sameNames(recipe.ingredients, known.rawNames)) return known.counted;
    const rawNames = recipe.ingredients.map((ingredient) => ingredient.name);
    const counted = countedWith(rawNames, normalise);
    recipes.set(recipe.id, { rawNames, counted });
    return counted;
  };

  const matchOne = (recipe: MatchableRecipe, pantry: PantryIndex) =>
    percentInPantry(countedOf(recipe), pantry);

  return {
    indexPantry: (pantryNames) => indexWith(pantryNames, lexicon, normalise),
    matchPercentage: matchOne,
    counted: countedOf,
    matchAll(list, pantry) {
      const percentages = new Map<string, number>();
      for (const recipe of list) percentages.set(recipe.id, matchOne(recipe, pantry));
      return percentages;
    },
    missing(recipe, pantry) {
      const held = new Set(
        countedOf(recipe).filter((name) => pantry.has(name) || ALWAYS_ON_HAND.has(name)),
      );
      const missing: string[] = [];
      // The counted names are normalised rows; walking the rows again finds how each was written.
      for (const { name: raw } of recipe.ingredients) {
        const name = normalise(raw);
        if (name === '' || FREE_INGREDIENTS.has(name) || held.has(name)) continue;
        held.add(name);
        missing.push(raw.trim());
      }
      return missing;
    },
  };
}
