// Page model of the home page's #cooking section: the empty state, an active session's
// progress, step, buttons, timers, the assistant's message and the voice panel.
import type { Locator, Page } from '@playwright/test';
import { HomeLists } from './home-lists';
import { reveal } from '../support/reveal';

export class CookingGuide {
  readonly section: Locator;
  readonly currentStep: Locator;
  readonly progress: Locator;
  readonly message: Locator;
  readonly motivation: Locator;
  readonly timers: Locator;
  readonly commandInput: Locator;
  readonly alarm: Locator;
  readonly browseRecipes: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole('region', { name: 'Cooking Guide' });
    this.currentStep = this.section.getByTestId('current-step');
    this.progress = this.section.getByRole('progressbar', { name: 'Recipe progress' });
    this.message = this.section.getByTestId('assistant-message');
    this.motivation = this.section.getByTestId('motivation');
    this.timers = this.section.getByRole('list', { name: 'Timers' }).getByRole('listitem');
    this.commandInput = this.section.getByRole('textbox', { name: 'Type a command' });
    this.alarm = page.getByRole('alert').filter({ hasText: "Time's up!" });
    this.browseRecipes = this.section.getByRole('link', { name: 'Browse Recipes' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
    await this.reveal();
  }

  /** Scrolls to the section until the guide is drawn (the empty state or a session). */
  async reveal(): Promise<void> {
    await reveal(this.section, this.browseRecipes.or(this.progress));
  }

  button(name: string): Locator {
    return this.section.getByRole('button', { name, exact: true });
  }

  stepOf(step: number, total: number): Locator {
    return this.section.getByText(`Step ${step} of ${total}`, { exact: true });
  }

  /** Starts a recipe from its row in the home page's Available Recipes. */
  async startFromAvailableRecipes(name: string): Promise<void> {
    const lists = new HomeLists(this.page);
    const row = lists.recipe(name);
    await row.scrollIntoViewIfNeeded();
    await row.getByRole('button', { name: `Start cooking ${name}` }).click();
  }

  async command(text: string): Promise<void> {
    await this.commandInput.fill(text);
    await this.commandInput.press('Enter');
  }
}
