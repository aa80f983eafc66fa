// Two phones of one household (docs/sync-protocol.md S1, S7, S10, S11): two shoppers online see
// each other's ticks within a second (issue 7); one shops offline, checks items off and adds to
// the pantry, closes and reopens the app offline, comes back online; both converge without a
// reload.
import { expect, test, type Page } from '@playwright/test';
import { GroceryPage } from './pages/grocery-page';
import { PantryPage } from './pages/pantry-page';
import { joinKitchen, newDevice } from './support/kitchen-devices';
import { waitForServiceWorkerReady } from './support/service-worker';
import { reveal } from './support/reveal';
import { clockChecked, clockNextTap } from './support/seen-after';

async function groceryChecked(page: Page, name: string, checked: boolean) {
  await expect(new GroceryPage(page).checkbox(name)).toBeChecked({ checked });
}

/** The box shows the row as stored, so it turns checked once the write lands, not on click. */
async function checkOff(page: Page, name: string) {
  await new GroceryPage(page).checkbox(name).click();
  await groceryChecked(page, name, true);
}

test(
  'two shoppers online see each other tick lines off within a second',
  {
    tag: '@timing',
  },
  async ({ browser }) => {
    const first = await newDevice(browser);
    const second = await newDevice(browser);
    await joinKitchen(first.page, second.page);
    const firstList = new GroceryPage(first.page);
    await firstList.goto();
    const secondList = new GroceryPage(second.page);
    await secondList.goto();
    // Both phones are listening once a line added on one shows on the other, with no reload.
    await firstList.addItem({ name: 'Milk', price: '2.50' });
    await expect(secondList.checkbox('Milk')).toBeVisible({ timeout: 10_000 });

    // From the tap to the frame the other phone draws it in (support/seen-after.ts).
    let tapped = await clockNextTap(first.page);
    let drawn = await clockChecked(secondList.list, 'Milk', true);
    await checkOff(first.page, 'Milk');
    const ticked = (await drawn()) - (await tapped());
    expect(ticked, 'ms from the tap until the second phone shows it').toBeLessThan(1_000);

    tapped = await clockNextTap(second.page);
    drawn = await clockChecked(firstList.list, 'Milk', false);
    await secondList.checkbox('Milk').click();
    const unticked = (await drawn()) - (await tapped());
    expect(unticked, 'ms from the tap until the first phone shows it').toBeLessThan(1_000);

    await first.context.close();
    await second.context.close();
  },
);

test('two devices of one household converge after one shops offline', async ({ browser }) => {
  test.slow();
  const home = await newDevice(browser);
  const shopper = await newDevice(browser);
  await joinKitchen(home.page, shopper.page);

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
