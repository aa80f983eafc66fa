// The ingredient swap tool on the home page (spec §2, §3): search, the quick-select row, the diet
// tabs, the 400 px list, AI Mode and the dictionary's weaker suggestions for what the reference
// does not cover, all built in and working offline.
import { type Page, expect, test } from '@playwright/test';
import { reveal } from './support/reveal';
import { waitForServiceWorkerReady } from './support/service-worker';

function swapTool(page: Page) {
  const section = page.getByRole('region', { name: 'Ingredient Swap' });
  const search = section.getByRole('searchbox', { name: 'Search ingredients' });
  return {
    section,
    search,
    /** Follows the home page's jump link to the tool, which draws it. */
    open: async () => {
      await page.goto('/#swap');
      await reveal(section, search);
    },
    quickSelect: section.getByRole('group', { name: 'Quick select' }).getByRole('button'),
    tab: (name: string) => section.getByRole('radio', { name, exact: true }),
    swaps: section.getByRole('list', { name: 'Swaps' }).locator(':scope > li'),
    swap: (original: string, substitute: string) =>
      section.getByRole('listitem', { name: `${original} to ${substitute}`, exact: true }),
    count: section.getByRole('status').filter({ hasText: /swaps?$/ }),
  };
}

test('search, quick-select and the diet tabs narrow the 22 swaps', async ({ page }) => {
  const tool = swapTool(page);
  await tool.open();
  await expect(tool.count).toHaveText('22 swaps');

  // The first 8 originals, sorted.
  await expect(tool.quickSelect).toHaveText([
    'Butter',
    'Buttermilk',
    'Chicken',
    'Egg',
    'Flour',
    'Ground beef',
    'Heavy cream',
    'Milk',
  ]);

  await tool.search.fill('egg');
  await expect(tool.count).toHaveText('4 swaps');
  for (const substitute of ['Flax egg', 'Chia egg', 'Applesauce', 'Banana']) {
    await expect(tool.swap('Egg', substitute)).toBeVisible();
  }

  // A substitute is found too, and the tab narrows the search.
  await tool.search.fill('oat');
  await expect(tool.swap('Milk', 'Oat milk')).toBeVisible();
  await expect(tool.swap('Flour', 'Oat flour')).toBeVisible();
  await tool.tab('Gluten-free').click();
  await expect(tool.swap('Flour', 'Oat flour')).toBeVisible();
  await expect(tool.swap('Milk', 'Oat milk')).toBeHidden();

  // Quick-select searches for its ingredient; a second tap clears it.
  await tool.tab('All').click();
  const butter = tool.quickSelect.filter({ hasText: /^Butter$/ });
  await butter.click();
  await expect(tool.search).toHaveValue('Butter');
  await expect(butter).toHaveAttribute('aria-pressed', 'true');
  await expect(tool.swap('Butter', 'Coconut oil')).toBeVisible();
  await butter.click();
  await expect(tool.search).toHaveValue('');
  await expect(tool.count).toHaveText('22 swaps');

  // Every vegan entry carries the vegan tag.
  await tool.tab('Vegan').click();
  const veganCount = await tool.swaps.count();
  expect(veganCount).toBeGreaterThan(0);
  expect(veganCount).toBeLessThan(22);
  for (const swap of await tool.swaps.all()) {
    await expect(swap.getByRole('list', { name: 'Tags' })).toContainText('vegan');
  }

  // Outside the reference, the dictionary suggests what else is of its kind, marked as weaker.
  await tool.tab('All').click();
  await tool.search.fill('saffron');
  await expect(tool.section.getByText('Weaker suggestion')).toBeVisible();
  const similar = tool.section.getByRole('list', { name: 'Similar to saffron' });
  await expect(similar.getByRole('listitem')).toHaveCount(4);
  await expect(similar.getByRole('listitem').first()).toContainText('Another spice');

  await tool.search.fill('unobtainium');
  await expect(tool.section.getByText(/No swaps for “unobtainium”/)).toBeVisible();
});

test('the list scrolls past 400 px and AI Mode shows the suggestions', async ({ page }) => {
  const tool = swapTool(page);
  await tool.open();
  const list = tool.section.getByRole('list', { name: 'Swaps' });
  await expect(list).toBeVisible();
  const box = await list.boundingBox();
  expect(box?.height).toBeLessThanOrEqual(400);
  expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);

  const aiPanel = tool.section.getByRole('complementary', { name: 'AI suggestions' });
  await expect(aiPanel).toBeHidden();
  await tool.section.getByRole('switch', { name: 'AI Mode' }).click();
  await expect(aiPanel).toBeVisible();
});

test('works offline', async ({ page, context }) => {
  const tool = swapTool(page);
  await tool.open();
  await waitForServiceWorkerReady(page);
  await context.setOffline(true);
  await page.reload();
  await reveal(tool.section, tool.search);
  await tool.search.fill('sugar');
  await expect(tool.swap('Sugar', 'Maple syrup')).toBeVisible();
});
