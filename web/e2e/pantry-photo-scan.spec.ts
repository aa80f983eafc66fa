// Adding pantry items from a photo (spec §5, §7, §8): the browser draws a receipt, the pantry's
// "Scan photo" sends it to the real server, whose OCR reads it, and every item found lands in
// the grid with §5's defaults and one §8 toast. Offline the button says why it cannot scan.
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { PantryPage } from './pages/pantry-page';
import { PhotoScanControl } from './pages/photo-scan';
import { drawPhotoWithoutFood, drawReceipt } from './support/receipt-image';

async function expectPantryAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('#pantry').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
}

test('a receipt photo adds one item per food line, with a count from the line below', async ({
  page,
}) => {
  const receipt = await drawReceipt([
    'CORNER GROCER #12',
    '',
    ['WHOLE MILK', '6.98'],
    '2 @ 3.49',
    ['BANANAS', '1.24'],
    ['SPAGHETTI', '1.29'],
    ['PAPER TOWELS', '5.99'],
    '',
    ['TOTAL', '15.50'],
    ['VISA ****1234', '15.50'],
  ]);
  const pantry = new PantryPage(page);
  const scan = new PhotoScanControl(pantry);
  await pantry.goto();
  await expect(pantry.emptyState).toBeVisible();

  await scan.scan(receipt);
  await expect(scan.readingButton).toHaveAttribute('aria-disabled', 'true');
  await expect(scan.progress).toBeVisible();

  await scan.expectToast('Items Added', 'Successfully added 3 items from photo');
  await expect(scan.scanButton).toBeVisible();
  await expect(scan.progress).toHaveCount(0);
  await expect(pantry.countBadge).toHaveText('3');
  expect([...(await pantry.cardNames())].sort()).toEqual(['Banana', 'Milk', 'Spaghetti']);
  const milk = pantry.card('Milk');
  await expect(milk.getByText('Fridge', { exact: true })).toBeAttached();
  await expect(milk.getByRole('status')).toHaveText('2 piece');
  // §5: a blank expiry, so no date and full freshness.
  await expect(milk.getByText(/^Expires /)).toHaveCount(0);
  await expect(pantry.card('Spaghetti').getByRole('status')).toHaveText('1 piece');

  // Written on this device like any other add: still there after a reload.
  await page.reload();
  await expect(pantry.countBadge).toHaveText('3');
});

test('a photo over the server’s 10 MB is sent as a smaller JPEG, and read', async ({ page }) => {
  const receipt = await drawReceipt([['LONG GRAIN RICE', '2.00']]);
  // Bytes after a PNG's end are ignored by decoders: a big file of a small picture.
  const huge = Buffer.concat([receipt, Buffer.alloc(11 * 1024 * 1024)]);
  const pantry = new PantryPage(page);
  const scan = new PhotoScanControl(pantry);
  await pantry.goto();

  // As it is, the server would refuse it (413) and the scan would fail.
  const answer = page.waitForResponse('**/api/pantry/scan-photo');
  await scan.scan(huge);
  expect((await answer).status()).toBe(200);
  await scan.expectToast('Items Added', 'Successfully added 1 items from photo');
  expect(await pantry.cardNames()).toEqual(['Rice']);
});

test('a photo with no food in it adds nothing and says so', async ({ page }) => {
  const photo = await drawPhotoWithoutFood();
  const pantry = new PantryPage(page);
  const scan = new PhotoScanControl(pantry);
  await pantry.goto();

  await scan.scan(photo);
  await scan.expectToast('No Items Detected', 'Could not identify any pantry items in the photo');
  await expect(pantry.countBadge).toHaveText('0');
  await expect(pantry.emptyState).toBeVisible();
});

test('while the photo is read the button says so, and a failed upload adds nothing', async ({
  page,
}) => {
  // The server's answer is held until the reading state has been looked at, then refused.
  let answer: (status: number) => void = () => undefined;
  const answered = new Promise<number>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/pantry/scan-photo', async (route) => {
    await route.fulfill({ status: await answered, body: 'OCR is down' });
  });
  const photo = await drawPhotoWithoutFood();
  const pantry = new PantryPage(page);
  const scan = new PhotoScanControl(pantry);
  await pantry.goto();

  await scan.scan(photo);
  await expect(scan.readingButton).toHaveAttribute('aria-busy', 'true');
  await expect(scan.progress).toBeVisible();
  await expect(
    pantry.section.getByRole('status').filter({ hasText: 'Reading the photo…' }),
  ).toBeAttached();
  await expectPantryAccessible(page);

  answer(500);
  await scan.expectToast('Upload Failed', 'Failed to process the photo. Please try again.');
  await expect(scan.scanButton).toBeVisible();
  await expect(pantry.countBadge).toHaveText('0');
});

test('offline, the button says scanning needs a connection and opens nothing', async ({
  page,
  context,
}) => {
  const pantry = new PantryPage(page);
  const scan = new PhotoScanControl(pantry);
  await pantry.goto();
  await expect(scan.scanButton).toBeVisible();

  await context.setOffline(true);
  await expect(scan.offlineButton).toBeVisible();
  await expect(scan.offlineButton).toHaveAttribute('aria-disabled', 'true');
  await expectPantryAccessible(page);
  await expect(scan.scanButton).toHaveCount(0);
  let chooserOpened = false;
  page.on('filechooser', () => {
    chooserOpened = true;
  });
  // Still in the tab order (aria-disabled, not disabled), so the keyboard reaches the reason.
  await scan.offlineButton.focus();
  await expect(scan.offlineButton).toBeFocused();
  await scan.offlineButton.press('Enter');
  await scan.offlineButton.click({ force: true });
  await expect(scan.offlineButton).toBeFocused();
  expect(chooserOpened).toBe(false);

  await context.setOffline(false);
  await expect(scan.scanButton).toBeVisible();
});
