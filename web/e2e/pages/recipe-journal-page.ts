// Page model of /recipe-journal: the stat cards, New Entry and its form, the search box and tag
// filters, the entry cards, the detail overlay with Delete, the empty state and the toasts.
import { type Locator, type Page, expect } from '@playwright/test';
import { AppShell } from './app-shell';

export type JournalStat = 'Total Recipes' | 'Favorites' | 'This Month' | 'Achievements';

export interface JournalEntryInput {
  recipe: string;
  /** 1-5; the form starts at 5. */
  stars?: number;
  notes?: string;
  changes?: string;
  tags?: string;
  occasion?: string;
  date?: string;
  cookingTime?: string;
  servings?: string;
}

export class RecipeJournalPage {
  readonly shell: AppShell;
  readonly heading: Locator;
  readonly entries: Locator;
  readonly empty: Locator;
  readonly loading: Locator;
  readonly search: Locator;
  readonly tagFilters: Locator;
  readonly form: Locator;
  readonly detail: Locator;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.heading = page.getByRole('heading', { level: 1 });
    this.entries = page.getByRole('list', { name: 'Journal entries' }).getByRole('article');
    this.empty = page.getByRole('status').filter({ hasText: 'No Entries Found' });
    this.loading = page.getByRole('status').filter({ hasText: 'Loading your journal…' });
    this.search = page.getByRole('searchbox', { name: 'Search your journal' });
    this.tagFilters = page.getByRole('group', { name: 'Filter by tag' }).getByRole('button');
    this.form = page.getByRole('dialog', { name: 'New Entry' });
    this.detail = page.getByRole('dialog');
  }

  /** Opens the page and waits for its entries (or the empty state) to be read. */
  async goto(path = '/recipe-journal'): Promise<void> {
    await this.page.goto(path);
    await this.waitForEntries();
  }

  async waitForEntries(): Promise<void> {
    await expect(this.heading).toHaveText('Recipe Journal');
    await expect(
      this.page.getByRole('list', { name: 'Journal entries' }).or(this.empty),
    ).toBeVisible();
  }

  stat(label: JournalStat): Locator {
    return this.page.getByRole('listitem', { name: label, exact: true }).getByTestId('stat-value');
  }

  /** The card of an entry, by its recipe's name. */
  card(recipe: string): Locator {
    return this.entries.filter({
      has: this.page.getByRole('heading', { name: recipe, exact: true }),
    });
  }

  tagFilter(label: string): Locator {
    return this.page.getByRole('group', { name: 'Filter by tag' }).getByRole('button', {
      name: label,
      exact: true,
    });
  }

  toast(text: string): Locator {
    return this.shell.toast(text);
  }

  async openNewEntry(): Promise<void> {
    await this.page.getByRole('button', { name: 'New Entry', exact: true }).first().click();
    await expect(this.form).toBeVisible();
  }

  field(label: string): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  stars(count: number): Locator {
    return this.form.getByRole('radio', { name: `${count} ${count === 1 ? 'star' : 'stars'}` });
  }

  /** Fills the open form; fields left out keep what they hold. */
  async fill(entry: Partial<JournalEntryInput>): Promise<void> {
    if (entry.recipe !== undefined) await this.field('Recipe').fill(entry.recipe);
    if (entry.stars !== undefined) await this.stars(entry.stars).check();
    if (entry.date !== undefined) await this.field('Date').fill(entry.date);
    if (entry.occasion !== undefined) await this.field('Occasion').fill(entry.occasion);
    if (entry.cookingTime !== undefined) {
      await this.field('Cooking time (minutes)').fill(entry.cookingTime);
    }
    if (entry.servings !== undefined) await this.field('Servings').fill(entry.servings);
    if (entry.notes !== undefined) await this.field('Notes').fill(entry.notes);
    if (entry.changes !== undefined) await this.field('Changes I made').fill(entry.changes);
    if (entry.tags !== undefined) await this.field('Tags').fill(entry.tags);
  }

  /** Picks photos in the open form, as the phone's gallery would hand them over. */
  async choosePhotos(files: Parameters<Locator['setInputFiles']>[0]): Promise<void> {
    await this.form.getByLabel('Choose photos', { exact: true }).setInputFiles(files);
  }

  /** The form's previews of the photos taken for the entry. */
  formPhotos(): Locator {
    return this.form.getByRole('list', { name: 'Photos of this entry' }).getByRole('img');
  }

  /** The photo on an entry's card. */
  cardPhoto(recipe: string): Locator {
    return this.card(recipe).getByRole('img', { name: `${recipe}, as cooked` });
  }

  async save(): Promise<void> {
    await this.form.getByRole('button', { name: 'Save Entry' }).click();
  }

  /** New Entry, the form filled, Save, and the spec's toast. */
  async addEntry(entry: JournalEntryInput): Promise<void> {
    await this.openNewEntry();
    await this.fill(entry);
    await this.save();
    await expect(this.toast(`${entry.recipe} has been added to your journal`)).toBeVisible();
    await expect(this.form).toBeHidden();
    await expect(this.card(entry.recipe)).toBeVisible();
  }

  /** Opens an entry's detail overlay from its card. */
  async open(recipe: string): Promise<Locator> {
    await this.card(recipe).getByRole('button', { name: recipe, exact: true }).click();
    const detail = this.page.getByRole('dialog', { name: recipe });
    await expect(detail).toBeVisible();
    return detail;
  }

  async deleteFromDetail(detail: Locator): Promise<void> {
    await detail.getByRole('button', { name: 'Delete', exact: true }).click();
    await detail.getByRole('button', { name: 'Delete entry' }).click();
  }
}
