// No conflict outcome is silent (docs/sync-protocol.md S12, S15): two phones of one household,
// one of them offline for a while. A change to a line the other phone removed is dropped and
// the phone that made it says which line and why; the same line added on both phones becomes
// one line, and the phone whose add was folded in says so.
import { expect, test } from '@playwright/test';
import { GroceryPage } from './pages/grocery-page';
import { SyncStatus } from './pages/sync-status';
import { type Device, joinKitchen, newDevice } from './support/kitchen-devices';

const notifications = (device: Device) =>
  device.page.getByRole('region', { name: 'Notifications (F8)' });

let phone: Device;
let tablet: Device;

test.beforeEach(async ({ browser }) => {
  phone = await newDevice(browser);
  tablet = await newDevice(browser);
  await joinKitchen(phone.page, tablet.page);
});
test.afterEach(async () => {
  await phone.context.close();
  await tablet.context.close();
});

test('a tick on a line another phone removed is not kept, and the phone says why', async () => {
  test.slow();
  const phoneList = new GroceryPage(phone.page);
  await phoneList.goto();
  await phoneList.addItem({ name: 'Basil', price: '1.99' });
  const tabletList = new GroceryPage(tablet.page);
  await tabletList.goto();
  await expect(tabletList.checkbox('Basil')).toBeVisible({ timeout: 10_000 });

  await phone.context.setOffline(true);
  await phoneList.checkbox('Basil').click();
  await expect(phoneList.checkbox('Basil')).toBeChecked();
  await tabletList.removeButton('Basil').click();
  await expect(tabletList.checkbox('Basil')).toBeHidden();
  await new SyncStatus(tablet.page).waitUntilSynced();

  await phone.context.setOffline(false);
  const message = 'Basil was deleted on another device, so this change was not kept.';
  await expect(notifications(phone).getByText(message)).toBeVisible({ timeout: 15_000 });
  await expect(
    notifications(phone).getByText('Not saved: Checking off a grocery item'),
  ).toBeVisible();
  await expect(phoneList.checkbox('Basil')).toBeHidden();
  // It stays in the sync details, as a write the server did not save, until dismissed.
  const status = new SyncStatus(phone.page);
  await expect(status.button).toHaveAccessibleName(/Not saved: 1$/);
  await status.open();
  await expect(status.popover.getByText('The server did not save 1 change')).toBeVisible();
  await expect(status.popover.getByText(message)).toBeVisible();
});

test('the same line added on two phones at once becomes one line, and the phone says so', async () => {
  test.slow();
  const tabletList = new GroceryPage(tablet.page);
  await tabletList.goto();
  const phoneList = new GroceryPage(phone.page);
  await phoneList.goto();

  await tablet.context.setOffline(true);
  await tabletList.addItem({ name: 'oat milk', quantity: '2', unit: 'cartons', price: '5.98' });
  await phoneList.addItem({ name: 'Oat milk', quantity: '1', unit: 'carton', price: '2.99' });
  await new SyncStatus(phone.page).waitUntilSynced();

  await tablet.context.setOffline(false);
  const message = 'Oat milk was already on the list, so they are one line now.';
  await expect(notifications(tablet).getByText(message)).toBeVisible({ timeout: 15_000 });
  await expect(
    notifications(tablet).getByText('Combined: Adding to the grocery list'),
  ).toBeVisible();
  for (const list of [tabletList, phoneList]) {
    await expect(list.checkbox('oat milk')).toBeHidden();
    await expect(list.checkbox('Oat milk')).toBeVisible();
    // One line, of the larger amount.
    await expect(list.line('Oat milk')).toContainText('2');
  }
  // A notice is not a refusal: nothing is counted as not saved.
  const status = new SyncStatus(tablet.page);
  await expect(status.button).not.toHaveAccessibleName(/Not saved/);
  await status.open();
  await expect(
    status.popover.getByText('1 change was combined with another device’s'),
  ).toBeVisible();
});
