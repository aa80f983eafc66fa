// Page model of the home page's #recipes section: the four filters, Generate Recipe, the status
// line and the generated recipe cards, found the way a person (or a screen reader) finds them.
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { reveal } from '../support/reveal';

export type GeneratorFilter = 'Diet' | 'Cook time' | 'Cuisine' | 'Difficulty';

export class RecipeGeneratorSection {
  readonly section: Locator;
  readonly generateButton: Locator;
  readonly status: Locator;
  readonly cards: Locator;
  readonly suggestion: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole('region', { name: 'Recipes', exact: true });
    this.generateButton = this.section.getByRole('button', { name: 'Generate Recipe' });
    this.status = this.section.getByRole('status');
    this.cards = this.section.getByRole('list', { name: 'Generated recipes' }).getByRole('article');
    this.suggestion = this.section.getByRole('complementary', {
      name: 'Suggestion from the assistant',
    });
  }

  /** The generator is drawn once it comes near the screen: scroll its section into view. */
  async reveal(): Promise<void> {
    await reveal(this.section, this.generateButton);
  }

  filter(name: GeneratorFilter): Locator {
    return this.section.getByRole('combobox', { name, exact: true });
  }

  async choose(name: GeneratorFilter, option: string): Promise<void> {
    await this.filter(name).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
    await expect(this.filter(name)).toHaveText(option);
  }

  /** Presses Generate Recipe and waits for the answer: `made` is the status line it must show. */
  async generate(made: RegExp): Promise<void> {
    await expect(this.generateButton).toBeEnabled();
    await this.generateButton.click();
    await expect(this.status).toHaveText(made);
  }

  ingredients(card: Locator): Locator {
    return card.getByRole('list', { name: 'Ingredients' }).getByRole('listitem');
  }

  /** The ingredient names a card lists (each row is "name … amount unit"). */
  async ingredientNames(card: Locator): Promise<string[]> {
    return this.ingredients(card).locator('span:first-child').allInnerTexts();
  }

  moreNote(card: Locator): Locator {
    return card.getByText(/^\+\d+ more ingredients?$/);
  }

  saveButton(card: Locator): Locator {
    return card.getByRole('button', { name: /^(Save recipe|Saved) / });
  }

  startCookingButton(card: Locator): Locator {
    return card.getByRole('button', { name: /^Start Cooking / });
  }
}

/** What the status line says once the server generated. */
export const MADE_ON_SERVER = /^\d recipes? from your pantry\.$/;
/** What it says once this device generated (offline). */
export const MADE_ON_DEVICE = /^\d recipes? from your pantry, made on this device\.$/;
