/**
 * What the planner knows of a recipe whatever the household: its allergens, the restrictions it
 * keeps, the meals it fits, the names it counts and its name and cuisine in plain words.
 * Remembered per recipe object, so a device planning week after week from the same library
 * works each recipe out once; recipes are values and are never changed in place. Allergens and
 * diets are worked out on first use, so a household that avoids nothing never pays for them.
 */
import type { Allergen, DietaryRestriction, MealType } from '@mise/domain/options';
import { recipeAllergens } from './allergens';
import type { PlannableRecipe } from './candidates';
import { restrictionsKept } from './diets';
import { ingredientFacts, plainWords } from './ingredient-facts';
import { mealTypesFor } from './meal-types';

export interface RecipeFacts {
  allergens(): ReadonlySet<Allergen>;
  kept(): ReadonlySet<DietaryRestriction>;
  readonly mealTypes: readonly MealType[];
  /** Its distinct ingredient names as the recipe matcher counts them. */
  readonly counted: readonly string[];
  readonly nameWords: string;
  readonly cuisineWords: string;
}

const memo = new WeakMap<PlannableRecipe, RecipeFacts>();

function workOut(recipe: PlannableRecipe): RecipeFacts {
  const counted: string[] = [];
  for (const { name } of recipe.ingredients) {
    const { counted: canonical } = ingredientFacts(name);
    if (canonical !== undefined && !counted.includes(canonical)) counted.push(canonical);
  }
  let allergens: ReadonlySet<Allergen> | undefined;
  let kept: ReadonlySet<DietaryRestriction> | undefined;
  const allergensOnce = () => (allergens ??= recipeAllergens(recipe));
  return {
    allergens: allergensOnce,
    kept: () => (kept ??= new Set(restrictionsKept(recipe, allergensOnce()))),
    mealTypes: mealTypesFor(recipe),
    counted,
    nameWords: plainWords(recipe.name),
    cuisineWords: plainWords(recipe.cuisine ?? ''),
  };
}

export function recipeFacts(recipe: PlannableRecipe): RecipeFacts {
  let facts = memo.get(recipe);
  if (facts === undefined) {
    facts = workOut(recipe);
    memo.set(recipe, facts);
  }
  return facts;
}
