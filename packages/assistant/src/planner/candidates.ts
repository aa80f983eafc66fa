/**
 * The recipes a household may be planned, worked out once per plan: everything the week's 21
 * slot choices need (meal types, skill tier, cuisine match, the pantry names it uses, a seeded
 * tie-break rank) is computed here, so choosing a slot is a pass over small records.
 */
import type { Recipe } from '@mise/domain/entities/recipe';
import type { UserPreferences } from '@mise/domain/entities/user-preferences';
import type { MealType } from '@mise/domain/options';
import { seededRandom } from '@mise/domain/seeded-random';
import { cookTimeFits, skillTier } from './cook-limits';
import { cuisineMatchOfWords, type CuisineMatch } from './cuisines';
import type { PantryShelf } from './pantry-shelf';
import { recipeFacts } from './recipe-facts';

/** What the planner reads of a recipe; a stored Recipe fits as it is. */
export type PlannableRecipe = Pick<
  Recipe,
  'id' | 'name' | 'ingredients' | 'cookTime' | 'difficulty' | 'cuisine' | 'dietaryTags'
>;

/** The preferences the planner honours; stored UserPreferences fit as they are. */
export type PlannerPreferences = Pick<
  UserPreferences,
  'dietaryRestrictions' | 'allergens' | 'preferredCuisines' | 'cookingTimePreference' | 'skillLevel'
>;

export interface Candidate {
  readonly recipe: PlannableRecipe;
  readonly mealTypes: readonly MealType[];
  /** 0 at the cook's level; 1 only when no tier-0 recipe is left for the slot. */
  readonly tier: 0 | 1;
  readonly cuisine: CuisineMatch | undefined;
  /** 2 for a preferred cuisine, 1 for its broader family, 0 otherwise. */
  readonly cuisineRank: number;
  /** Its counted ingredient names that the pantry holds. */
  readonly pantryNames: readonly string[];
  /** Seeded tie-break: lower wins among equally good recipes. */
  readonly rank: number;
}

/** One recipe per id: the first given. */
function distinctById(recipes: readonly PlannableRecipe[]): PlannableRecipe[] {
  const byId = new Map<string, PlannableRecipe>();
  for (const recipe of recipes) if (!byId.has(recipe.id)) byId.set(recipe.id, recipe);
  return [...byId.values()];
}

/** FNV-1a: a cheap, stable 32-bit hash of a string. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A recipe's tie-break rank for a seed, drawn from the seed and its id alone: the order of the
 * library and the other recipes in it change nothing.
 */
export function tieBreakRank(seed: number, recipeId: string): number {
  return seededRandom((seed ^ hashOf(recipeId)) >>> 0)();
}

/** Every recipe the household may eat within its limits, with its facts for this plan. */
export function householdCandidates(
  recipes: readonly PlannableRecipe[],
  preferences: PlannerPreferences,
  shelf: PantryShelf,
  seed: number,
): Candidate[] {
  const candidates: Candidate[] = [];
  for (const recipe of distinctById(recipes)) {
    const tier = skillTier(recipe.difficulty, preferences.skillLevel);
    if (tier === undefined || !cookTimeFits(recipe.cookTime, preferences.cookingTimePreference)) {
      continue;
    }
    const facts = recipeFacts(recipe);
    if (facts.mealTypes.length === 0) continue;
    if (preferences.allergens.some((allergen) => facts.allergens().has(allergen))) continue;
    if (!preferences.dietaryRestrictions.every((restriction) => facts.kept().has(restriction))) {
      continue;
    }
    const cuisine =
      preferences.preferredCuisines.length === 0
        ? undefined
        : cuisineMatchOfWords(facts.cuisineWords, facts.nameWords, preferences.preferredCuisines);
    candidates.push({
      recipe,
      mealTypes: facts.mealTypes,
      tier,
      cuisine,
      cuisineRank: cuisine === undefined ? 0 : cuisine.kind === 'exact' ? 2 : 1,
      pantryNames: facts.counted.filter((name) => shelf.has(name)),
      rank: tieBreakRank(seed, recipe.id),
    });
  }
  return candidates;
}
