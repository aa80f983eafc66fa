// Page model of the Create Recipe dialog: its fields found by their labels, the ingredient and
// step rows by their number, the messages the form shows, and a whole recipe filled in.
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export interface RecipeDraft {
  name: string;
  description?: string;
  cuisine?: 'Italian' | 'American' | 'Seafood' | 'Dessert' | 'Asian' | 'Mexican' | 'Mediterranean';
  difficulty?: 'Easy' | 'Medium' | 'Hard';
  /** Typed as is: anything but a number counts as 30. */
  cookTime?: string;
  ingredients: { name: string; amount: string; unit: string }[];
  /** Minutes typed as is: anything but a number counts as 0. */
  steps: { text: string; minutes?: string }[];
  share?: boolean;
}

export class CreateRecipeDialog {
  readonly dialog: Locator;
  readonly nameInput: Locator;
  readonly cuisineSelect: Locator;
  readonly descriptionInput: Locator;
  readonly difficultySelect: Locator;
  readonly cookTimeInput: Locator;
  readonly servingsInput: Locator;
  readonly prepTimeInput: Locator;
  readonly cookingTimeInput: Locator;
  readonly addIngredientButton: Locator;
  readonly addStepButton: Locator;
  readonly shareCheckbox: Locator;
  readonly cancelButton: Locator;
  readonly submitButton: Locator;
  readonly pageAddressInput: Locator;
  readonly importButton: Locator;
  readonly importGroup: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Create Recipe' });
    this.nameInput = this.dialog.getByRole('textbox', { name: 'Name', exact: true });
    this.cuisineSelect = this.dialog.getByRole('combobox', { name: 'Cuisine' });
    this.descriptionInput = this.dialog.getByRole('textbox', { name: 'Description' });
    this.difficultySelect = this.dialog.getByRole('combobox', { name: 'Difficulty' });
    this.cookTimeInput = this.dialog.getByRole('textbox', { name: 'Cook time (minutes)' });
    this.servingsInput = this.dialog.getByRole('textbox', { name: 'Servings' });
    this.prepTimeInput = this.dialog.getByRole('textbox', { name: 'Prep (minutes) optional' });
    this.cookingTimeInput = this.dialog.getByRole('textbox', {
      name: 'Cooking (minutes) optional',
    });
    this.addIngredientButton = this.dialog.getByRole('button', { name: 'Add ingredient' });
    this.addStepButton = this.dialog.getByRole('button', { name: 'Add step' });
    this.shareCheckbox = this.dialog.getByRole('checkbox', { name: 'Share with community' });
    this.cancelButton = this.dialog.getByRole('button', { name: 'Cancel' });
    this.submitButton = this.dialog.getByRole('button', {
      name: /^(Create Recipe|Creating\.\.\.)$/,
    });
    this.importGroup = this.dialog.getByRole('group', { name: 'Import a recipe from the web' });
    this.pageAddressInput = this.importGroup.getByRole('textbox', { name: 'Recipe page address' });
    this.importButton = this.importGroup.getByRole('button', { name: /^(Import|Importing…)$/ });
  }

  /** Pastes a recipe page's address and imports it into the form. */
  async importFrom(address: string): Promise<void> {
    await this.pageAddressInput.fill(address);
    await this.importButton.click();
  }

  async waitUntilOpen(): Promise<void> {
    await expect(this.dialog).toBeVisible();
    await expect(this.nameInput).toBeVisible();
  }

  ingredientField(row: number, field: 'name' | 'amount' | 'unit' | 'note'): Locator {
    return this.dialog.getByRole('textbox', { name: `Ingredient ${row} ${field}`, exact: true });
  }

  removeIngredientButton(row: number): Locator {
    return this.dialog.getByRole('button', { name: `Remove ingredient ${row}`, exact: true });
  }

  stepText(step: number): Locator {
    return this.dialog.getByRole('textbox', { name: `Step ${step} instruction`, exact: true });
  }

  stepMinutes(step: number): Locator {
    return this.dialog.getByRole('textbox', {
      name: `Step ${step} minutes (optional)`,
      exact: true,
    });
  }

  removeStepButton(step: number): Locator {
    return this.dialog.getByRole('button', { name: `Remove step ${step}`, exact: true });
  }

  /** A message the form shows under a field. */
  message(text: string): Locator {
    return this.dialog.getByText(text, { exact: true });
  }

  async choose(select: Locator, option: string): Promise<void> {
    await select.click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
    await expect(select).toHaveText(option);
  }

  async fill(draft: RecipeDraft): Promise<void> {
    await this.nameInput.fill(draft.name);
    if (draft.cuisine) await this.choose(this.cuisineSelect, draft.cuisine);
    if (draft.description !== undefined) await this.descriptionInput.fill(draft.description);
    if (draft.difficulty) await this.choose(this.difficultySelect, draft.difficulty);
    if (draft.cookTime !== undefined) await this.cookTimeInput.fill(draft.cookTime);
    for (const [index, ingredient] of draft.ingredients.entries()) {
      const row = index + 1;
      if (index > 0) await this.addIngredientButton.click();
      await this.ingredientField(row, 'name').fill(ingredient.name);
      await this.ingredientField(row, 'amount').fill(ingredient.amount);
      await this.ingredientField(row, 'unit').fill(ingredient.unit);
    }
    for (const [index, step] of draft.steps.entries()) {
      const number = index + 1;
      if (index > 0) await this.addStepButton.click();
      await this.stepText(number).fill(step.text);
      if (step.minutes !== undefined) await this.stepMinutes(number).fill(step.minutes);
    }
    if (draft.share !== undefined) await this.shareCheckbox.setChecked(draft.share);
  }
}
