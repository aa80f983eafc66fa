// Page model of the home page's hero and the lists under it: Pantry Items, Available Recipes
// (each a scrolling region named by its heading, count included) and "Use soon".
import type { Locator, Page } from '@playwright/test';

export class HomeLists {
  readonly hero: Locator;
  readonly pantryItems: Locator;
  readonly availableRecipes: Locator;
  readonly useSoon: Locator;

  constructor(readonly page: Page) {
    this.hero = page.getByRole('banner').filter({ has: page.getByRole('heading', { level: 1 }) });
    this.pantryItems = page.getByRole('region', { name: /^Pantry Items/ });
    this.availableRecipes = page.getByRole('region', { name: /^Available Recipes/ });
    this.useSoon = page.getByRole('region', { name: 'Use soon' });
  }

  heroLink(name: string): Locator {
    return this.page.getByRole('main').getByRole('link', { name, exact: true });
  }

  recipe(name: string): Locator {
    return this.availableRecipes.getByRole('listitem').filter({ hasText: name });
  }
}
