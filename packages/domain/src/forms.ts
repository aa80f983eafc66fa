/** Form rules (spec §4, §5): starting values, fallbacks for non-numeric input, row removal. */
import type { PantryCreateRequestInput } from './api/pantry';
import type { RecipeCreateRequestInput } from './api/recipes';
import type { Ingredient, Instruction } from './entities/recipe';
import {
  DEFAULT_QUANTITY,
  DEFAULT_RECIPE_SERVINGS,
  DEFAULT_UNIT,
  PANTRY_FORM_DEFAULT_CATEGORY,
  RECIPE_FORM_DEFAULT_COOK_TIME_MINUTES,
  RECIPE_FORM_DEFAULT_DIFFICULTY,
  RECIPE_FORM_DEFAULT_STEP_DURATION_MINUTES,
  RECIPE_FORM_MIN_ROWS,
} from './constants';
import type { RecipePrivacy } from './options';

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

/**
 * A fresh create-recipe form: easy, 30 min, 4 servings, one empty ingredient row, one empty
 * step 1 of 0 min (§5; servings are issue 22's). "Share with community" starts ticked when the
 * household's recipePrivacyDefault is public (§6), unticked otherwise (§5: isShared defaults to
 * false).
 */
export function recipeFormDefaults(privacy: RecipePrivacy = 'private'): RecipeCreateRequestInput {
  return {
    name: '',
    description: '',
    difficulty: RECIPE_FORM_DEFAULT_DIFFICULTY,
    cookTime: RECIPE_FORM_DEFAULT_COOK_TIME_MINUTES,
    servings: DEFAULT_RECIPE_SERVINGS,
    ingredients: [emptyIngredientRow()],
    instructions: [emptyInstructionRow(1)],
    dietaryTags: [],
    isShared: privacy === 'public',
  };
}

/** The row "Add ingredient" appends. */
export function emptyIngredientRow(): Ingredient {
  return { name: '', amount: '', unit: '' };
}

/** The row "Add step" appends, numbered after the rows above it. */
export function emptyInstructionRow(step: number): Instruction {
  return { step, instruction: '', duration: RECIPE_FORM_DEFAULT_STEP_DURATION_MINUTES };
}

/** Steps numbered 1, 2, 3 … in their order, as they read after a row is removed. */
export function renumberSteps<Step extends { step: number }>(steps: readonly Step[]): Step[] {
  return steps.map((row, index) => ({ ...row, step: index + 1 }));
}

/** A recipe found elsewhere, to fill the form with: a page may not say how long it takes. */
export type RecipeFormDraft = Omit<RecipeCreateRequestInput, 'cookTime'> & {
  cookTime?: number | undefined;
};

/**
 * The form filled from a recipe found elsewhere (an imported page): its fields over a fresh
 * form's, its rows instead of the empty ones (at least one row of each stays, §5), steps
 * renumbered and a step without a duration at 0 min. Sharing follows the draft when it says,
 * else the household's privacy default.
 */
export function recipeFormFromDraft(
  draft: RecipeFormDraft,
  privacy: RecipePrivacy = 'private',
): RecipeCreateRequestInput {
  const fresh = recipeFormDefaults(privacy);
  return {
    name: draft.name,
    description: draft.description ?? fresh.description,
    ...(draft.cuisine === undefined ? {} : { cuisine: draft.cuisine }),
    difficulty: draft.difficulty ?? fresh.difficulty,
    cookTime: draft.cookTime ?? fresh.cookTime,
    ...(draft.timeSplit !== undefined && { timeSplit: { ...draft.timeSplit } }),
    servings: draft.servings ?? fresh.servings,
    ingredients:
      draft.ingredients.length > 0
        ? draft.ingredients.map((row) => ({ ...row }))
        : fresh.ingredients,
    instructions:
      draft.instructions.length > 0
        ? renumberSteps(
            draft.instructions.map((row) => ({
              ...row,
              duration: row.duration ?? RECIPE_FORM_DEFAULT_STEP_DURATION_MINUTES,
            })),
          )
        : fresh.instructions,
    dietaryTags: [...(draft.dietaryTags ?? fresh.dietaryTags ?? [])],
    isShared: draft.isShared ?? fresh.isShared,
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

/** A prep or cooking time typed into the form: empty says nothing; anything else is checked. */
export function optionalMinutesFromInput(raw: string): number | undefined {
  return raw.trim() === '' ? undefined : Number(raw);
}

/** Servings typed into the form: non-numeric falls back to 4, like cook time to 30. */
export function servingsFromInput(raw: string): number {
  return wholeNumberOr(raw, DEFAULT_RECIPE_SERVINGS);
}

/** Step duration typed into the form: non-numeric falls back to 0 minutes. */
export function stepDurationFromInput(raw: string): number {
  return wholeNumberOr(raw, RECIPE_FORM_DEFAULT_STEP_DURATION_MINUTES);
}

/** A row may be removed only while more than one remains (§2, §5). */
export function canRemoveRow(rowCount: number): boolean {
  return rowCount > RECIPE_FORM_MIN_ROWS;
}
