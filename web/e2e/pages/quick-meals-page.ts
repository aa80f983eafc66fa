// Page model of /quick-meals: the greeting and banner, the meal-type tabs, the cards with their
// two buttons, the loading and empty states, the note on community meals, and the tips.
import { type Locator, type Page, expect } from '@playwright/test';

export type QuickMealTabName = 'All Meals' | 'Breakfast' | 'Lunch' | 'Dinner';

export class QuickMealsPage {
  readonly heading: Locator;
  readonly greeting: Locator;
  readonly hero: Locator;
  readonly meals: Locator;
  readonly loading: Locator;
  readonly empty: Locator;
  readonly viewAllMeals: Locator;
  readonly communityNote: Locator;
  readonly tips: Locator;
  readonly showMore: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.greeting = page.getByTestId('greeting');
    this.hero = page.getByRole('region', { name: 'Quick Meals for Busy Lives' });
    this.meals = page.getByRole('tabpanel').getByRole('list', { name: 'Quick meals' });
    this.loading = page.getByRole('status').filter({ hasText: 'Loading quick meals…' });
    this.empty = page.getByRole('status').filter({
      hasText: 'No quick meals found in this category.',
    });
    this.viewAllMeals = page.getByRole('button', { name: 'View All Meals', exact: true });
    this.communityNote = page.getByTestId('community-note');
    this.tips = page.getByRole('region', { name: 'Quick Cooking Tips' });
    this.showMore = page.getByRole('tabpanel').getByRole('button', { name: 'Show more' });
  }

  /**
   * Opens the page and waits until its list (or its empty state) has replaced the skeletons,
   * with every card of the tab drawn: the list draws a page of cards at a time.
   */
  async goto(): Promise<void> {
    await this.page.goto('/quick-meals');
    await this.waitForList();
  }

  async waitForList(): Promise<void> {
    await expect(this.meals.or(this.empty)).toBeVisible();
    await this.showAll();
  }

  /**
   * Scrolls to the end until the tab's whole list is drawn (the next page draws near it). The
   * built-in library has 66 quick meals, 11 pages of 6: each try scrolls at once and looks, with
   * no wait of its own, so a page costs what drawing it does (a 500 ms wait a try, with
   * toPass's growing pauses, took 16 s for 11 pages on a slow host).
   */
  async showAll(): Promise<void> {
    await expect(async () => {
      await this.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await this.showMore.count()).toBe(0);
    }).toPass({ intervals: [100, 250], timeout: 30_000 });
  }

  tab(name: QuickMealTabName): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  async selectTab(name: QuickMealTabName): Promise<void> {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
    await this.waitForList();
  }

  card(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true });
  }

  cookNow(name: string): Locator {
    return this.card(name).getByRole('button', { name: `Cook Now ${name}`, exact: true });
  }

  addToPlan(name: string): Locator {
    return this.card(name).getByRole('button', { name: `Add to Plan: ${name}`, exact: true });
  }
}
