/** The shape of a recipe in the seed data files, before index.ts completes and validates it. */
import type { RecipeInput } from '@mise/domain/entities/recipe';
import type { Difficulty, RecipeCuisine } from '@mise/domain/options';

/** Diet and meal tags the seed library uses; "quick" means ready in 15 minutes or less. */
export const SEED_TAGS = [
  'vegetarian',
  'vegan',
  'keto',
  'paleo',
  'gluten-free',
  'dairy-free',
  'breakfast',
  'lunch',
  'dinner',
  'quick',
] as const;
export type SeedTag = (typeof SEED_TAGS)[number];

/**
 * A seed recipe as written by hand. Stricter than `RecipeInput` where the library promises
 * more (a known cuisine and tag, a description, a rating); the fields every seed shares (its
 * illustration, not shared, creation date) are filled in by index.ts.
 */
export type SeedRecipe = Omit<
  RecipeInput,
  | 'imageUrl'
  | 'isShared'
  | 'createdAt'
  | 'matchPercentage'
  | 'cuisine'
  | 'difficulty'
  | 'dietaryTags'
  | 'rating'
  | 'description'
  | 'servings'
> & {
  readonly cuisine: RecipeCuisine;
  readonly difficulty: Difficulty;
  readonly dietaryTags: SeedTag[];
  readonly rating: number;
  readonly description: string;
  /**
   * Written by hand for each recipe, like its cook time, from what its amounts feed or the
   * pieces it makes (6 ramekins, 12 rolls, 20 cookies): never left to the default.
   */
  readonly servings: number;
};
