// Page model of the home page's #pantry section: the add form, the item cards, the category
// filter and the count badge, found the way a person (or a screen reader) finds them.
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { reveal } from '../support/reveal';

export interface PantryItemInput {
  name: string;
  category?: 'Fridge' | 'Freezer' | 'Pantry';
  quantity?: string;
  unit?: string;
  /** YYYY-MM-DD */
  expiry?: string;
}

export class PantryPage {
  readonly section: Locator;
  readonly itemsHeading: Locator;
  readonly countBadge: Locator;
  readonly addItemButton: Locator;
  readonly firstItemButton: Locator;
  readonly emptyState: Locator;
  readonly form: Locator;
  readonly nameInput: Locator;
  readonly categorySelect: Locator;
  readonly quantityInput: Locator;
  readonly unitInput: Locator;
  readonly expiryInput: Locator;
  readonly saveButton: Locator;
  readonly cancelButton: Locator;
  readonly cards: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole('region', { name: 'Pantry', exact: true });
    this.itemsHeading = this.section.getByRole('heading', { name: /^Your items/, level: 3 });
    this.countBadge = this.itemsHeading.locator('span');
    this.addItemButton = this.section.getByRole('button', { name: 'Add item', exact: true });
    this.firstItemButton = this.section.getByRole('button', { name: 'Add your first item' });
    this.emptyState = this.section.getByText('Your pantry is empty');
    this.form = this.section.getByRole('form', { name: 'Add an item' });
    this.nameInput = this.form.getByRole('textbox', { name: 'Name' });
    this.categorySelect = this.form.getByRole('combobox', { name: 'Category' });
    this.quantityInput = this.form.getByRole('spinbutton', { name: 'Quantity' });
    this.unitInput = this.form.getByRole('combobox', { name: 'Unit' });
    this.expiryInput = this.form.getByLabel('Expiry date');
    this.saveButton = this.form.getByRole('button', { name: 'Save item' });
    this.cancelButton = this.form.getByRole('button', { name: 'Cancel' });
    this.cards = this.section.getByRole('article');
  }

  async goto(): Promise<void> {
    await this.page.goto('/#pantry');
    // The live query has answered once the count badge shows.
    await reveal(this.section, this.countBadge);
  }

  card(name: string): Locator {
    return this.section.getByRole('article', { name, exact: true });
  }

  removeButton(name: string): Locator {
    return this.section.getByRole('button', { name: `Remove ${name}`, exact: true });
  }

  filter(label: 'All' | 'Fridge' | 'Freezer' | 'Pantry'): Locator {
    return this.section
      .getByRole('radiogroup', { name: 'Show items kept in' })
      .getByRole('radio', { name: label, exact: true });
  }

  async openForm(): Promise<void> {
    await (
      (await this.firstItemButton.isVisible()) ? this.firstItemButton : this.addItemButton
    ).click();
    await expect(this.form).toBeVisible();
  }

  async chooseCategory(category: NonNullable<PantryItemInput['category']>): Promise<void> {
    await this.categorySelect.click();
    await this.page.getByRole('option', { name: category, exact: true }).click();
    await expect(this.categorySelect).toHaveText(category);
  }

  /** Fills the open form (or opens it) and saves; waits until the card is on the grid. */
  async addItem(item: PantryItemInput): Promise<void> {
    if (!(await this.form.isVisible())) await this.openForm();
    await this.nameInput.fill(item.name);
    if (item.category) await this.chooseCategory(item.category);
    if (item.quantity !== undefined) await this.quantityInput.fill(item.quantity);
    if (item.unit !== undefined) await this.unitInput.fill(item.unit);
    if (item.expiry !== undefined) await this.expiryInput.fill(item.expiry);
    await this.saveButton.click();
    await expect(this.form).toBeHidden();
    await expect(this.card(item.name)).toBeVisible();
  }

  /** The names on the grid, in the order shown. */
  async cardNames(): Promise<string[]> {
    return this.cards.getByRole('heading', { level: 4 }).allInnerTexts();
  }
}

/** A local calendar date `days` from today, as a date input takes it (YYYY-MM-DD). */
export function localDateFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
