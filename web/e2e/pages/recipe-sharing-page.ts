// Page model of /recipe-sharing: the two tabs; Browse Community's search box, cuisine filter,
// cards (found by recipe name), favorite hearts, empty states, "Load more" and the note over a
// list saved on the device; My Recipes' cards, share buttons, "Shared" badges and its buttons
// that open the Create Recipe dialog.
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { AppShell } from './app-shell';

export type CuisineLabel =
  | 'All cuisines'
  | 'Italian'
  | 'American'
  | 'Seafood'
  | 'Dessert'
  | 'Asian'
  | 'Mexican'
  | 'Mediterranean';

export class RecipeSharingPage {
  readonly shell: AppShell;
  readonly browseTab: Locator;
  readonly myRecipesTab: Locator;
  readonly browsePanel: Locator;
  readonly myPanel: Locator;
  readonly searchBox: Locator;
  readonly cuisineSelect: Locator;
  readonly communityList: Locator;
  readonly communityCards: Locator;
  readonly skeletons: Locator;
  readonly loadMoreButton: Locator;
  readonly savedListNote: Locator;
  readonly createButton: Locator;
  readonly createFirstButton: Locator;
  readonly myCards: Locator;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.browseTab = page.getByRole('tab', { name: 'Browse Community' });
    this.myRecipesTab = page.getByRole('tab', { name: 'My Recipes' });
    this.browsePanel = page.getByRole('tabpanel', { name: 'Browse Community' });
    this.myPanel = page.getByRole('tabpanel', { name: 'My Recipes' });
    this.searchBox = this.browsePanel.getByRole('searchbox', { name: 'Search shared recipes' });
    this.cuisineSelect = this.browsePanel.getByRole('combobox', { name: 'Cuisine' });
    this.communityList = this.browsePanel.getByRole('list', { name: 'Shared recipes' });
    this.communityCards = this.communityList.getByRole('article');
    this.skeletons = this.browsePanel.locator('[data-skeleton]');
    this.loadMoreButton = this.browsePanel.getByRole('button', { name: 'Load more' });
    this.savedListNote = this.browsePanel.getByText(/^You're offline\./);
    this.createButton = this.myPanel.getByRole('button', { name: 'Create Recipe', exact: true });
    this.createFirstButton = this.myPanel.getByRole('button', { name: 'Create Your First Recipe' });
    this.myCards = this.myPanel.getByRole('list', { name: 'My recipes' }).getByRole('article');
  }

  async goto(): Promise<void> {
    await this.shell.goto('/recipe-sharing');
    await expect(this.browseTab).toHaveAttribute('aria-selected', 'true');
  }

  async showMyRecipes(): Promise<void> {
    await this.myRecipesTab.click();
    await expect(this.myPanel).toBeVisible();
  }

  async showBrowse(): Promise<void> {
    await this.browseTab.click();
    await expect(this.browsePanel).toBeVisible();
  }

  /** Types a search as a cook would; the list follows once typing pauses. */
  /**
   * Searches, and waits until the list shown is no longer the one from before the search: a tap
   * on a card while typing pauses could land as the list is replaced.
   */
  async search(text: string): Promise<void> {
    await this.searchBox.fill(text);
    await expect(this.browsePanel.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  async chooseCuisine(label: CuisineLabel): Promise<void> {
    // A cook changes the filter where it is, at the top; selectOption alone does not scroll.
    await this.cuisineSelect.scrollIntoViewIfNeeded();
    await this.cuisineSelect.selectOption({ label });
    await this.expectCuisine(label);
  }

  /** The cuisine the filter shows (a native select: its chosen option). */
  async expectCuisine(label: CuisineLabel): Promise<void> {
    await expect(this.cuisineSelect.locator('option:checked')).toHaveText(label);
  }

  communityCard(name: string): Locator {
    return this.communityList.getByRole('article', { name, exact: true });
  }

  favoriteButton(name: string): Locator {
    return this.communityCard(name).getByRole('button', { name: `Favorite ${name}`, exact: true });
  }

  /** The names on the Browse Community cards, in order. */
  communityNames(): Promise<string[]> {
    return this.communityCards.getByRole('heading', { level: 3 }).allInnerTexts();
  }

  emptyState(title: string, hint: string): Locator {
    return this.browsePanel
      .getByRole('status')
      .filter({ has: this.page.getByText(title, { exact: true }) })
      .filter({ has: this.page.getByText(hint, { exact: true }) });
  }

  myCard(name: string): Locator {
    return this.myPanel.getByRole('article', { name, exact: true });
  }

  shareButton(name: string): Locator {
    return this.myCard(name).getByRole('button', {
      name: `Share ${name} with the community`,
      exact: true,
    });
  }

  sharedButton(name: string): Locator {
    return this.myCard(name).getByRole('button', {
      name: `${name} is shared with the community`,
      exact: true,
    });
  }

  sharedBadge(name: string): Locator {
    return this.myCard(name).getByText('Shared', { exact: true });
  }

  /** A toast with this title and description is on screen. */
  toast(title: string, description: string): Locator {
    return this.shell.notifications
      .getByRole('listitem')
      .filter({ has: this.page.getByText(title, { exact: true }) })
      .filter({ has: this.page.getByText(description, { exact: true }) });
  }
}
