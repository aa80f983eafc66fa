// Starts cooking the avocado toast as a cook would: a pantry for which it is the best match, so
// it tops Available Recipes, then Start cooking from its row.
import { findSeedRecipe } from '@mise/catalog/recipes/index';
import { type Page, expect } from '@playwright/test';
import { CookingGuide } from '../pages/cooking-guide';
import { PantryPage } from '../pages/pantry-page';

const recipe = findSeedRecipe('seed-avocado-toast-jammy-egg');
if (!recipe) throw new Error('The avocado toast seed recipe is missing');
export const AVOCADO_TOAST = recipe;
export const AVOCADO_TOAST_STEPS = recipe.instructions.map((step) => step.instruction);

export async function startAvocadoToast(page: Page): Promise<CookingGuide> {
  const pantry = new PantryPage(page);
  await pantry.goto();
  for (const name of ['Avocado', 'Sourdough bread', 'Eggs']) await pantry.addItem({ name });
  const guide = new CookingGuide(page);
  await guide.reveal();
  await guide.startFromAvailableRecipes(AVOCADO_TOAST.name);
  await expect(guide.stepOf(1, AVOCADO_TOAST_STEPS.length)).toBeVisible();
  return guide;
}
