// The home page's hero and lists (spec §2, §9; issue 5): the hero's three buttons, Pantry Items
// with its count, Available Recipes with cook time, difficulty stars and match %, best first,
// the pantry's summary cards, and "Use soon", all from this device's data.
import { expect, test } from '@playwright/test';
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
  // 76 seed recipes, none matching an empty pantry yet.
  await expect(home.availableRecipes).toHaveAccessibleName('Available Recipes 76');
  await expect(home.useSoon).toBeHidden();

  await pantry.addItem({ name: 'Spinach', category: 'Fridge', expiry: localDateFromToday(1) });
  await pantry.addItem({ name: 'Feta', category: 'Fridge', expiry: localDateFromToday(9) });
  await pantry.addItem({ name: 'Rice', category: 'Pantry' });

  await expect(home.pantryItems).toHaveAccessibleName('Pantry Items 3');
  await expect(home.pantryItems.getByRole('listitem').first()).toContainText('Spinach');
  await expect(home.pantryItems.getByRole('listitem').first()).toContainText('1 piece');

  // The best match comes first, with its stars and a match % coloured by the 70 % rule.
  const spanakopita = home.recipe('Spinach and Feta Spanakopita');
  await expect(home.availableRecipes.getByRole('listitem').first()).toContainText(
    'Spinach and Feta Spanakopita',
  );
  await expect(spanakopita).toContainText(/\d+ min/);
  await expect(spanakopita).toContainText(/\d+% match/);
  const tone = await spanakopita.locator('[data-tone]').getAttribute('data-tone');
  const percent = Number((await spanakopita.textContent())?.match(/(\d+)% match/)?.[1]);
  expect(tone).toBe(percent >= 70 ? 'positive' : 'other');

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
  await expect(home.useSoon.getByText('Spinach and Feta Spanakopita')).toBeVisible();
  await expect(home.useSoon).toContainText('Uses Spinach');
});
