// A quick meal as the page lists it: the recipe and where it came from. Own recipes and the
// built-in catalog are on the device; community meals come from GET /api/recipes/quick.
import type { QuickRecipe } from '@mise/domain/api/recipes';
import type { Recipe } from '@mise/domain/entities/recipe';

export type QuickMealOrigin = 'own' | 'catalog' | 'community';

/** What both a stored recipe and the §7 quick shape have: all a card and a save need. */
export type QuickMealRecipe = Pick<
  Recipe & QuickRecipe,
  | 'id'
  | 'name'
  | 'description'
  | 'imageUrl'
  | 'cookTime'
  | 'difficulty'
  | 'rating'
  | 'dietaryTags'
  | 'servings'
  | 'ingredients'
  | 'instructions'
> & { readonly cuisine?: string | undefined };

export interface QuickMeal {
  readonly id: string;
  readonly origin: QuickMealOrigin;
  readonly recipe: QuickMealRecipe;
}

export const quickMealsOf = (
  origin: QuickMealOrigin,
  recipes: readonly QuickMealRecipe[],
): QuickMeal[] => recipes.map((recipe) => ({ id: recipe.id, origin, recipe }));
