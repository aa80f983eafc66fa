// Adding pantry items from a photo (spec §5, §7, §8; issue 24): the browser draws a receipt, the
// pantry's "Scan photo" sends it to the real server, whose OCR reads it, the cook checks what it
// found in a review (each item editable, any dropped, merged into what the pantry has), and the
// kept items land in the grid with §5's defaults and one §8 toast, whose Undo takes them back.
// Where the test is about the review rather than the reading, the server's answer is scripted.
// Offline the button says why it cannot scan.
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

  // Nothing is added before the cook has seen it: each item with the line it was read from.
  await scan.expectReview(['Milk', 'Banana', 'Spaghetti']);
  await expect(scan.reviewItem(1)).toContainText(/Receipt line: .*MILK/);
  await expect(scan.reviewItem(1).getByRole('group', { name: 'Milk quantity' })).toContainText(
    '2 piece',
  );
  await scan.addButton(3).click();
  await expect(scan.review).toBeHidden();

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
  await scan.expectReview(['Rice']);
  await scan.addButton(1).click();
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

/** The server's answer to the next scans, scripted: the review, not the reading, is tested. */
async function answerScansWith(page: Page, body: unknown): Promise<void> {
  await page.route('**/api/pantry/scan-photo', (route) => route.fulfill({ json: body }));
}

const SCANNED = {
  items: [
    { name: 'Milk', category: 'fridge', quantity: 2, unit: 'piece', line: 'WHOLE MILK 1GAL 6.98' },
    { name: 'Banana', category: 'pantry', quantity: 1, unit: 'piece', line: 'BANANAS 1.24' },
    { name: 'Spaghetti', category: 'pantry', quantity: 1, unit: 'piece', line: 'SPAGHETTI 1.29' },
  ],
};

test('the review lets the cook drop an item, correct another, and adds the rest in one step', async ({
  page,
}) => {
  await answerScansWith(page, SCANNED);
  const photo = await drawPhotoWithoutFood();
  const pantry = new PantryPage(page);
  const scan = new PhotoScanControl(pantry);
  await pantry.goto();

  await scan.scan(photo);
  await scan.expectReview(['Milk', 'Banana', 'Spaghetti']);
  await expect(scan.reviewItem(2)).toContainText('Receipt line: BANANAS 1.24');
  await expect(scan.review.getByText(/^Adds to your/)).toHaveCount(0);
  await expect(scan.addButton(3)).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  // Dropped: unticked, so not added (and the button counts what is left).
  await scan.review.getByRole('checkbox', { name: 'Keep Banana' }).uncheck();
  await expect(scan.reviewItem(2)).toContainText('Not added');
  // Corrected: the reader's "Spaghetti" was penne, one more, kept in the pantry as before.
  const third = scan.reviewItem(3);
  await third.getByRole('textbox', { name: 'Name' }).fill('Penne');
  await third.getByRole('button', { name: 'Increase Penne' }).click();
  await expect(third.getByRole('group', { name: 'Penne quantity' })).toContainText('2 piece');
  // A cleared name cannot be added, and says so.
  await third.getByRole('textbox', { name: 'Name' }).fill(' ');
  await scan.addButton(2).click();
  await expect(third.getByText('Name is required')).toBeVisible();
  await expect(scan.review).toBeVisible();
  await third.getByRole('textbox', { name: 'Name' }).fill('Penne');
  // The place, from the category select.
  await scan.reviewItem(1).getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Freezer', exact: true }).click();

  await scan.addButton(2).click();
  await expect(scan.review).toBeHidden();
  // The focus goes back to the button that opened it.
  await expect(scan.scanButton).toBeFocused();
  await scan.expectToast('Items Added', 'Successfully added 2 items from photo');
  await expect(pantry.countBadge).toHaveText('2');
  expect([...(await pantry.cardNames())].sort()).toEqual(['Milk', 'Penne']);
  await expect(pantry.card('Penne').getByRole('status')).toHaveText('2 piece');
  await expect(pantry.card('Milk').getByText('Freezer', { exact: true })).toBeAttached();
});

test('closing the review adds nothing', async ({ page }) => {
  await answerScansWith(page, SCANNED);
  const pantry = new PantryPage(page);
  const scan = new PhotoScanControl(pantry);
  await pantry.goto();

  await scan.scan(await drawPhotoWithoutFood());
  await scan.expectReview(['Milk', 'Banana', 'Spaghetti']);
  await page.keyboard.press('Escape');
  await expect(scan.review).toBeHidden();
  await expect(pantry.countBadge).toHaveText('0');
  await expect(pantry.emptyState).toBeVisible();
});

test('an item the pantry has raises its count instead of a second row, and Undo takes all back', async ({
  page,
}) => {
  await answerScansWith(page, {
    items: [
      { name: 'Egg', category: 'fridge', quantity: 12, unit: 'piece', line: 'LG EGGS DOZEN 2.99' },
      { name: 'Spinach', category: 'fridge', quantity: 1, unit: 'piece' },
    ],
  });
  const pantry = new PantryPage(page);
  const scan = new PhotoScanControl(pantry);
  await pantry.goto();
  await pantry.addItem({ name: 'Eggs', category: 'Fridge', quantity: '2' });

  await scan.scan(await drawPhotoWithoutFood());
  await scan.expectReview(['Egg', 'Spinach']);
  await expect(scan.reviewItem(1)).toContainText('Adds to your 2 Eggs');
  await expect(scan.reviewItem(2)).not.toContainText('Adds to your');
  await scan.addButton(2).click();

  await scan.expectToast('Items Added', 'Successfully added 2 items from photo');
  await expect(pantry.countBadge).toHaveText('2');
  expect([...(await pantry.cardNames())].sort()).toEqual(['Eggs', 'Spinach']);
  await expect(pantry.card('Eggs').getByRole('status')).toHaveText('14 piece');

  await scan.undoButton.click();
  await scan.expectToast(
    'Scan Undone',
    'The items from the photo were taken back out of your pantry.',
  );
  await expect(pantry.countBadge).toHaveText('1');
  expect(await pantry.cardNames()).toEqual(['Eggs']);
  await expect(pantry.card('Eggs').getByRole('status')).toHaveText('2 piece');
  // Written on this device like any other change: still so after a reload.
  await page.reload();
  await expect(pantry.countBadge).toHaveText('1');
  await expect(pantry.card('Eggs').getByRole('status')).toHaveText('2 piece');
});

test('a restaurant bill says its dishes are not pantry items; a reason unknown is §8’s', async ({
  page,
}) => {
  await answerScansWith(page, { items: [], reason: 'restaurant_bill' });
  const pantry = new PantryPage(page);
  const scan = new PhotoScanControl(pantry);
  await pantry.goto();

  await scan.scan(await drawPhotoWithoutFood());
  await scan.expectToast(
    'No Items Detected',
    'That looks like a restaurant bill: its dishes aren’t pantry items.',
  );
  await expect(scan.review).toHaveCount(0);
  await expect(pantry.countBadge).toHaveText('0');

  await page.unroute('**/api/pantry/scan-photo');
  await answerScansWith(page, { items: [], reason: 'a_reason_from_the_future' });
  await scan.scan(await drawPhotoWithoutFood());
  await scan.expectToast('No Items Detected', 'Could not identify any pantry items in the photo');
  await expect(scan.review).toHaveCount(0);
});
