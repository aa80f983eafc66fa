// Page model of the grocery list in the home page's #planning section: the add form, the lines
// with their check boxes, and the total still to buy.
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { reveal } from '../support/reveal';

export interface GroceryItemInput {
  name: string;
  quantity?: string;
  unit?: string;
  /** Dollars, as typed: "3.49". */
  price?: string;
}

export class GroceryPage {
  readonly section: Locator;
  readonly heading: Locator;
  readonly list: Locator;
  readonly lines: Locator;
  readonly nameInput: Locator;
  readonly quantityInput: Locator;
  readonly unitInput: Locator;
  readonly priceInput: Locator;
  readonly addButton: Locator;
  readonly sampleButton: Locator;
  readonly emptyState: Locator;
  readonly total: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole('region', { name: 'Meal Planner & Grocery List' });
    this.heading = this.section.getByRole('heading', { name: /^Grocery list/, level: 3 });
    // The lines still to buy and the checked-off lines: two lists in one named group.
    this.list = this.section.getByRole('group', { name: 'Grocery items' });
    this.lines = this.list.getByRole('listitem');
    this.nameInput = this.section.getByRole('textbox', { name: 'Item', exact: true });
    this.quantityInput = this.section.getByRole('spinbutton', { name: 'Quantity' });
    this.unitInput = this.section.getByRole('textbox', { name: 'Unit' });
    this.priceInput = this.section.getByRole('textbox', { name: 'Price ($)' });
    this.addButton = this.section.getByRole('button', { name: 'Add to list' });
    this.sampleButton = this.section.getByRole('button', { name: 'Add a sample item' });
    this.emptyState = this.section.getByText('Your grocery list is empty');
    // The whole sentence (label and amount), read out together when it changes.
    this.total = this.section.getByText(/^Total to buy \$/);
  }

  async goto(): Promise<void> {
    await this.page.goto('/#planning');
    await this.waitForList();
  }

  /**
   * The live query has answered once the heading carries its count. The list is drawn once the
   * section comes near the screen, so first scroll to it, as a shopper would.
   */
  async waitForList(): Promise<void> {
    await reveal(this.section, this.heading.locator('span'));
  }

  checkbox(name: string): Locator {
    return this.list.getByRole('checkbox', { name, exact: true });
  }

  line(name: string): Locator {
    // `has` is looked up inside each line, so it starts from the page, not from the list.
    return this.lines.filter({ has: this.page.getByRole('checkbox', { name, exact: true }) });
  }

  removeButton(name: string): Locator {
    return this.list.getByRole('button', { name: `Remove ${name}`, exact: true });
  }

  /** `listedAs`: the name the line shows, when the typed one is read apart ("2 lb chicken"). */
  async addItem(item: GroceryItemInput, listedAs: string = item.name): Promise<void> {
    await this.nameInput.fill(item.name);
    if (item.quantity !== undefined) await this.quantityInput.fill(item.quantity);
    if (item.unit !== undefined) await this.unitInput.fill(item.unit);
    if (item.price !== undefined) await this.priceInput.fill(item.price);
    await this.addButton.click();
    await expect(this.checkbox(listedAs)).toBeVisible();
    // The form is ready for the next line.
    await expect(this.nameInput).toHaveValue('');
  }

  async expectTotal(dollars: string): Promise<void> {
    await expect(this.total).toHaveText(`Total to buy ${dollars}`);
  }

  /** The names on the list, in the order shown. */
  lineNames(): Promise<string[]> {
    // Text content, not innerText: lines out of the list's view are not rendered until scrolled
    // near (content-visibility), and innerText reads only what is rendered.
    return this.lines.locator('label > span:first-child').allTextContents();
  }
}
