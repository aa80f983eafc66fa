// "Scan from a photo" in the barcode dialog (spec §5 Barcode, §8), on a device whose camera is
// refused: the photo is chosen from the keyboard, ZXing's WebAssembly reads the PNG bwip-js drew
// here in node, and the code goes the way a live camera read goes (§8's "Item Added"). A photo
// without a retail barcode says so, with §8's "Scan Failed".
import { expect, type Page, test } from '@playwright/test';
import { toBuffer } from 'bwip-js/node';
import { BarcodeDialog } from './pages/barcode-dialog';
import { PantryPage } from './pages/pantry-page';

const CODE = '5012340051234'; // a valid EAN-13

/** Runs in the page: no BarcodeDetector (so ZXing reads), and the camera refused. */
function refuseCamera(): void {
  delete (window as unknown as Record<string, unknown>).BarcodeDetector;
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: () => Promise.reject(new DOMException('camera', 'NotAllowedError')),
    },
  });
}

async function openScanner(page: Page): Promise<[PantryPage, BarcodeDialog]> {
  await page.addInitScript(refuseCamera);
  const pantry = new PantryPage(page);
  await pantry.goto();
  const scanner = new BarcodeDialog(page);
  await scanner.open();
  await expect(scanner.status).toHaveText(
    'Camera access denied. Please allow the camera in your browser settings, or type the barcode below.',
  );
  return [pantry, scanner];
}

test('a barcode photo chosen from the keyboard is read and added like a camera read', async ({
  page,
}) => {
  const [pantry, scanner] = await openScanner(page);
  const photo = await toBuffer({
    bcid: 'ean13',
    text: CODE,
    scale: 3,
    height: 18,
    includetext: true,
  });

  // Listening for the chooser asks the browser to intercept it, a message that an Enter sent
  // at once can overtake (puppeteer#6040); the steps before the Enter leave it time.
  const chooser = page.waitForEvent('filechooser');
  // With no camera the keyboard is in the typed field; the photo button is just before it.
  await expect(scanner.codeInput).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  const button = scanner.dialog.getByRole('button', { name: 'Scan from a photo' });
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'barcode.png', mimeType: 'image/png', buffer: photo });

  // The first read also fetches and compiles the decoder (seconds on a loaded 2-core host).
  await expect(scanner.notifications.getByText('Item Added', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(scanner.notifications.getByText(/^Added .+ from barcode$/)).toBeVisible();
  await expect(scanner.dialog).toBeHidden();
  await expect(pantry.countBadge).toHaveText('1');
});

test('a photo without a retail barcode says so and adds nothing', async ({ page }) => {
  const [pantry, scanner] = await openScanner(page);
  // A QR code is a code, but not a product's.
  const photo = await toBuffer({ bcid: 'qrcode', text: CODE, scale: 4 });
  await scanner.dialog
    .getByLabel('Scan from a photo')
    .setInputFiles({ name: 'not-a-barcode.png', mimeType: 'image/png', buffer: photo });

  await expect(scanner.dialog.getByText(/^No barcode could be read in that photo\./)).toBeVisible({
    timeout: 30_000,
  });
  await scanner.expectScanFailed();
  await expect(scanner.dialog).toBeVisible();
  // The page behind the modal dialog is out of the accessibility tree until it closes.
  await scanner.dialog.getByRole('button', { name: 'Close' }).click();
  await expect(scanner.dialog).toBeHidden();
  await expect(pantry.countBadge).toHaveText('0');
});
