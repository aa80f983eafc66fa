/** Form rules (spec §4, §5): starting values, fallbacks for non-numeric input, row removal. */
import type { PantryCreateRequestInput } from './api/pantry';
import type { RecipeCreateRequestInput } from './api/recipes';
import {
  DEFAULT_QUANTITY,
  DEFAULT_UNIT,
  PANTRY_FORM_DEFAULT_CATEGORY,
  RECIPE_FORM_DEFAULT_COOK_TIME_MINUTES,
  RECIPE_FORM_DEFAULT_DIFFICULTY,
  RECIPE_FORM_DEFAULT_STEP_DURATION_MINUTES,
  RECIPE_FORM_MIN_ROWS,
} from './constants';

/** The pantry add form after opening or a save: pantry, 1, piece, no date (§4). */
export function pantryFormDefaults(): PantryCreateRequestInput {
  return {
    name: '',
    category: PANTRY_FORM_DEFAULT_CATEGORY,
    quantity: DEFAULT_QUANTITY,
    unit: DEFAULT_UNIT,
    expirationDate: '',
  };
}

/** A fresh create-recipe form: easy, 30 min, one empty ingredient row, one empty step 1 of 0 min (§5). */
export function recipeFormDefaults(): RecipeCreateRequestInput {
  return {
    name: '',
    description: '',
    difficulty: RECIPE_FORM_DEFAULT_DIFFICULTY,
    cookTime: RECIPE_FORM_DEFAULT_COOK_TIME_MINUTES,
    ingredients: [{ name: '', amount: '', unit: '' }],
    instructions: [
      { step: 1, instruction: '', duration: RECIPE_FORM_DEFAULT_STEP_DURATION_MINUTES },
    ],
    dietaryTags: [],
    isShared: false,
  };
}

/** Whole number typed into a field, or `fallback` when it is not a number (§5). */
export function wholeNumberOr(raw: string, fallback: number): number {
  const value = Number.parseInt(raw, 10);
  return Number.isNaN(value) ? fallback : value;
}

/** Pantry quantity typed into the form: non-numeric falls back to 1 (§5). */
export function pantryQuantityFromInput(raw: string): number {
  return wholeNumberOr(raw, DEFAULT_QUANTITY);
}

/** Cook time typed into the form: non-numeric falls back to 30 minutes. */
export function cookTimeFromInput(raw: string): number {
  return wholeNumberOr(raw, RECIPE_FORM_DEFAULT_COOK_TIME_MINUTES);
}

/** Step duration typed into the form: non-numeric falls back to 0 minutes. */
export function stepDurationFromInput(raw: string): number {
  return wholeNumberOr(raw, RECIPE_FORM_DEFAULT_STEP_DURATION_MINUTES);
}

/** A row may be removed only while more than one remains (§2, §5). */
export function canRemoveRow(rowCount: number): boolean {
  return rowCount > RECIPE_FORM_MIN_ROWS;
}
