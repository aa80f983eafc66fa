/**
 * Independent checks for the planner's property tests: the plain facts a reviewer would look
 * up by hand (a name that is exactly a dictionary entry carries that entry's animal source and
 * kind), and "may this recipe fill this slot" from the public predicates.
 */
import { findIngredient, type IngredientEntry } from '@mise/catalog/ingredients';
import { toLexiconKey } from '@mise/domain/ingredient-names';
import type { Allergen, DietaryRestriction, MealType } from '@mise/domain/options';
import { isFreeOfAllergens } from './allergens';
import type { PlannableRecipe, PlannerPreferences } from './candidates';
import { cookTimeFits, skillTier } from './cook-limits';
import { keepsRestrictions } from './diets';
import { mealTypesFor } from './meal-types';

/** The entry a name is written as exactly (singular or plural), not merely filed under. */
export function exactEntry(name: string): IngredientEntry | undefined {
  const key = toLexiconKey(name);
  const entry = findIngredient(name);
  if (entry === undefined) return undefined;
  const phrases = [entry.name, ...entry.synonyms];
  return phrases.some((p) => key === p || key === `${p}s` || key === `${p}es`) ? entry : undefined;
}

const WHEAT_FREE = new Set([
  'corn tortilla',
  'taco shell',
  'tortilla chip',
  'rice paper',
  'rice noodle',
]);

/** Allergens beyond doubt: from an exact dictionary entry's animal source and kind. */
export function evidentAllergens(name: string): Allergen[] {
  const entry = exactEntry(name);
  if (entry === undefined) return [];
  const found: Allergen[] = [];
  if (entry.animal === 'egg' || entry.kind === 'egg') found.push('Eggs');
  if (entry.animal === 'dairy') found.push('Dairy');
  if (entry.animal === 'fish') found.push('Fish');
  if (entry.animal === 'shellfish') found.push('Shellfish');
  if ((entry.kind === 'pasta' || entry.kind === 'bread') && !WHEAT_FREE.has(entry.name)) {
    found.push('Wheat/Gluten');
  }
  if (entry.name.startsWith('peanut')) found.push('Peanuts');
  if (['tofu', 'tempeh', 'edamame', 'soy sauce', 'soy milk', 'miso'].includes(entry.name)) {
    found.push('Soy');
  }
  if (['sesame seed', 'sesame oil', 'tahini'].includes(entry.name)) found.push('Sesame');
  if (['almond', 'walnut', 'pecan', 'cashew', 'pistachio', 'hazelnut'].includes(entry.name)) {
    found.push('Tree Nuts');
  }
  return found;
}

const PORK = /pork|bacon|\bham\b|prosciutto|sausage|chorizo|pepperoni|kielbasa|hot dog/;

/** Whether an ingredient plainly breaks a restriction, by its exact dictionary entry alone. */
export function evidentlyBreaks(name: string, restriction: DietaryRestriction): boolean {
  const entry = exactEntry(name);
  if (entry === undefined) return false;
  const animal = entry.animal;
  switch (restriction) {
    case 'Vegan':
      return animal !== undefined;
    case 'Vegetarian':
      return (
        animal === 'meat' || animal === 'poultry' || animal === 'fish' || animal === 'shellfish'
      );
    case 'Pescatarian':
      return animal === 'meat' || animal === 'poultry';
    case 'Keto':
      return entry.carbs === 'high';
    case 'Low-Carb':
      return (
        entry.carbs === 'high' && ['grain', 'bread', 'pasta', 'sweetener'].includes(entry.kind)
      );
    case 'Paleo':
      return !entry.paleo;
    case 'Gluten-Free':
      return evidentAllergens(name).includes('Wheat/Gluten');
    case 'Dairy-Free':
      return animal === 'dairy';
    case 'Low-Fat':
      return (
        ['butter', 'heavy cream', 'bacon', 'mayonnaise'].includes(entry.name) ||
        entry.kind === 'nut'
      );
    case 'Halal':
      return PORK.test(entry.name) || animal === 'shellfish';
    case 'Kosher':
      return PORK.test(entry.name) || animal === 'shellfish';
  }
}

/** Whether the household may be planned this recipe for this meal, by the public rules. */
export function mayFill(
  recipe: PlannableRecipe,
  household: PlannerPreferences,
  mealType: MealType,
): boolean {
  return (
    mealTypesFor(recipe).includes(mealType) &&
    skillTier(recipe.difficulty, household.skillLevel) !== undefined &&
    cookTimeFits(recipe.cookTime, household.cookingTimePreference) &&
    isFreeOfAllergens(recipe, household.allergens) &&
    keepsRestrictions(recipe, household.dietaryRestrictions)
  );
}
