// The home page's hero and lists (spec §2, §9; issue 5): the hero's three buttons, Pantry Items
// with its count, Available Recipes with cook time, difficulty stars and match %, best first,
// the pantry's summary cards, and "Use soon", all from this device's data.
import { SEED_RECIPES } from '@mise/catalog/recipes/index';
import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { GroceryPage } from './pages/grocery-page';
import { HomeLists } from './pages/home-lists';
import { PantryPage, localDateFromToday } from './pages/pantry-page';

test('the hero offers cooking, the live kitchen and a pantry scan', async ({ page }) => {
  const home = new HomeLists(page);
  await page.goto('/');
  await expect(home.heroLink('Start Cooking')).toHaveAttribute('href', '/#recipes');
  await expect(home.heroLink('Cook Together Live')).toHaveAttribute('href', '/live-kitchen');
  await expect(page.getByRole('main').getByRole('button', { name: 'Scan Pantry' })).toBeVisible();
  const promo = page.getByRole('complementary', { name: 'Cook together, live' });
  await expect(promo.getByRole('link', { name: 'Open a live kitchen' })).toHaveAttribute(
    'href',
    '/live-kitchen',
  );
  await home.heroLink('Cook Together Live').click();
  await expect(page).toHaveURL(/\/live-kitchen$/);
});

test('the lists, summary cards and "Use soon" follow the pantry', async ({ page }) => {
  const home = new HomeLists(page);
  const pantry = new PantryPage(page);
  await pantry.goto();
  await expect(home.pantryItems).toContainText('Nothing yet');
  // Every seed recipe, none matching an empty pantry yet.
  await expect(home.availableRecipes).toHaveAccessibleName(
    `Available Recipes ${SEED_RECIPES.length}`,
  );
  await expect(home.useSoon).toBeHidden();

  await pantry.addItem({ name: 'Spinach', category: 'Fridge', expiry: localDateFromToday(1) });
  await pantry.addItem({ name: 'Feta', category: 'Fridge', expiry: localDateFromToday(9) });
  await pantry.addItem({ name: 'Rice', category: 'Pantry' });

  await expect(home.pantryItems).toHaveAccessibleName('Pantry Items 3');
  await expect(home.pantryItems.getByRole('listitem').first()).toContainText('Spinach');
  await expect(home.pantryItems.getByRole('listitem').first()).toContainText('1 piece');

  // The best match comes first, with its stars and a match % coloured by the 70 % rule.
  const [first, second] = await home.availableRecipes.getByRole('listitem').all();
  if (!first || !second) throw new Error('Available Recipes has fewer than two rows');
  await expect(first).toContainText(/\d+ min/);
  const percentOf = async (row: typeof first) =>
    Number((await row.textContent())?.match(/(\d+)% match/)?.[1]);
  const best = await percentOf(first);
  expect(best).toBeGreaterThan(0);
  expect(best).toBeGreaterThanOrEqual(await percentOf(second));
  const tone = await first.locator('[data-tone]').getAttribute('data-tone');
  expect(tone).toBe(best >= 70 ? 'positive' : 'other');

  // Summary cards: counts by place and the first two dated items' freshness.
  const byPlace = pantry.section.getByRole('heading', { name: 'By place' }).locator('..');
  await expect(byPlace).toContainText('Fridge2');
  await expect(byPlace).toContainText('Pantry1');
  const freshness = pantry.section.getByRole('heading', { name: 'Freshness' }).locator('..');
  await expect(freshness).toContainText('Spinach');
  await expect(freshness).toContainText('1 day');
  await expect(freshness).toContainText('9 days');

  // Feta expires in 9 days: not yet one to use soon.
  const soonItems = home.useSoon.getByRole('list').first();
  await expect(soonItems).toHaveText('Spinach tomorrow');
  // The recipes that would use it up, each saying so.
  const soonRecipes = home.useSoon.getByRole('list').nth(1).getByRole('listitem');
  await expect(soonRecipes.first()).toBeVisible();
  for (const recipe of await soonRecipes.all()) await expect(recipe).toContainText('Uses Spinach');
});

test('a recipe says what it lacks, and one or two items short puts them on the list', async ({
  page,
}) => {
  const home = new HomeLists(page);
  const pantry = new PantryPage(page);
  await pantry.goto();
  for (const name of ['Eggs', 'Bread']) await pantry.addItem({ name });

  // Soft scrambled eggs on toast: eggs, bread, milk, butter, salt, pepper. Salt and pepper are
  // in every kitchen; milk and butter are what this pantry lacks.
  const eggs = home.recipe('Soft Scrambled Eggs on Buttered Toast');
  await eggs.scrollIntoViewIfNeeded();
  await expect(eggs).toContainText('Missing: milk, butter');
  await expect(eggs).toContainText('50% match');
  await eggs.getByRole('button', { name: 'Add milk and butter to the grocery list' }).click();
  await expect(new AppShell(page).toast('Added to your grocery list')).toBeVisible();

  const grocery = new GroceryPage(page);
  await grocery.waitForList();
  await expect(grocery.checkbox('Milk')).toBeVisible();
  await expect(grocery.checkbox('Butter')).toBeVisible();
  await expect(grocery.checkbox('Salt')).toHaveCount(0);
});
