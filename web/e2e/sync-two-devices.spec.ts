// Two phones of one household (docs/sync-protocol.md S1, S7, S10, S11): one shops offline,
// checks items off and adds to the pantry, closes and reopens the app offline, comes back
// online; both converge without a reload.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { GroceryPage } from './pages/grocery-page';
import { PantryPage } from './pages/pantry-page';
import { ShareCard } from './pages/share-card';
import { waitForServiceWorkerReady } from './support/service-worker';
import { reveal } from './support/reveal';

async function newDevice(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  return { context, page };
}

async function groceryChecked(page: Page, name: string, checked: boolean) {
  await expect(new GroceryPage(page).checkbox(name)).toBeChecked({ checked });
}

/** The box shows the row as stored, so it turns checked once the write lands, not on click. */
async function checkOff(page: Page, name: string) {
  await new GroceryPage(page).checkbox(name).click();
  await groceryChecked(page, name, true);
}

test('two devices of one household converge after one shops offline', async ({ browser }) => {
  test.setTimeout(90_000);
  const home = await newDevice(browser);
  const shopper = await newDevice(browser);

  // The shopper joins the home phone's kitchen with an invite link.
  const homeShare = new ShareCard(home.page);
  await homeShare.goto();
  const link = await homeShare.createInvite();
  const shopperShare = new ShareCard(shopper.page);
  await shopperShare.goto(new URL(link).pathname + new URL(link).search);
  await shopperShare.join();

  const homeList = new GroceryPage(home.page);
  await homeList.goto();
  for (const name of ['Milk', 'Eggs', 'Bread']) await homeList.addItem({ name, price: '2.50' });

  const shopperList = new GroceryPage(shopper.page);
  await shopperList.goto();
  for (const name of ['Milk', 'Eggs', 'Bread']) {
    await expect(shopperList.checkbox(name)).toBeVisible();
  }
  await waitForServiceWorkerReady(shopper.page);

  // In the store, no network: check two items off and add to the pantry.
  await shopper.context.setOffline(true);
  await checkOff(shopper.page, 'Milk');
  await checkOff(shopper.page, 'Eggs');
  const shopperPantry = new PantryPage(shopper.page);
  await shopperPantry.goto();
  await shopperPantry.addItem({ name: 'Basil', category: 'Fridge' });

  // The app is closed and opened again, still offline: nothing was lost.
  await shopper.page.close();
  shopper.page = await shopper.context.newPage();
  const reopened = new GroceryPage(shopper.page);
  await reopened.goto();
  await groceryChecked(shopper.page, 'Milk', true);
  await groceryChecked(shopper.page, 'Eggs', true);
  const reopenedPantry = new PantryPage(shopper.page);
  await reveal(reopenedPantry.section, reopenedPantry.card('Basil'));

  // Meanwhile at home: Bread is bought by someone else, Rice goes into the pantry.
  await checkOff(home.page, 'Bread');
  const homePantry = new PantryPage(home.page);
  await homePantry.goto();
  await homePantry.addItem({ name: 'Rice', category: 'Pantry' });

  // Back online: both phones show everything, with no reload (the pantry and the list are
  // both on the home page, already open on each phone).
  await shopper.context.setOffline(false);
  await expect(homePantry.card('Basil')).toBeVisible({ timeout: 20_000 });
  await expect(new PantryPage(shopper.page).card('Rice')).toBeVisible({ timeout: 20_000 });
  for (const page of [home.page, shopper.page]) {
    await groceryChecked(page, 'Milk', true);
    await groceryChecked(page, 'Eggs', true);
    await groceryChecked(page, 'Bread', true);
  }

  await home.context.close();
  await shopper.context.close();
});
