// Adding pantry items by barcode (spec §5 Barcode, §8). The camera is a stand-in: getUserMedia
// answers with a canvas's stream showing a barcode that bwip-js drew here in node, so what the
// app sees is a real video of a real barcode. BarcodeDetector is removed (Linux Chromium has
// none anyway), so ZXing's WebAssembly really decodes the frames, from the file we serve; one
// test gives the page a stand-in BarcodeDetector instead, to show the native path comes first.
// Products are named by the product service through our server (GET /api/products/{code}); the
// test server never asks the internet, so that call is answered at the page here (the server's
// side is tested against a fake Open Food Facts in sync-server/src/products).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { toBuffer } from 'bwip-js/node';
import { BarcodeDialog } from './pages/barcode-dialog';
import { PantryPage } from './pages/pantry-page';
import { waitForServiceWorkerReady } from './support/service-worker';

// Codes the product service below names, and one nobody knows.
const SPAGHETTI = '2004711011001'; // EAN-13
const GREEK_YOGURT = '204710024916'; // UPC-A
const TOFU = '20805821'; // EAN-8
const UNKNOWN = '5012340051234'; // a valid EAN-13: "Product 1234"

/** The service's products, by the 13-digit code the app asks with. */
const PRODUCTS: Record<string, { name: string; category: string }> = {
  '2004711011001': { name: 'Spaghetti', category: 'pantry' },
  '0204710024916': { name: 'Greek yogurt', category: 'fridge' },
  '0000020805821': { name: 'Tofu', category: 'fridge' },
};

/** Answers GET /api/products/{code} as the server would; returns the codes asked for. */
async function fakeProductService(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route('**/api/products/*', (route) => {
    const code = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    asked.push(code);
    const product = PRODUCTS[code];
    return product
      ? route.fulfill({ json: { code, ...product } })
      : route.fulfill({
          status: 404,
          json: { error: 'not_found', message: 'No product is known for this barcode.' },
        });
  });
  return asked;
}

/** A PNG of the barcode, as a data URL the page can draw. */
async function barcodeImage(code: string, bcid: 'ean13' | 'upca' = 'ean13'): Promise<string> {
  const png = await toBuffer({ bcid, text: code, scale: 3, height: 18, includetext: true });
  return `data:image/png;base64,${png.toString('base64')}`;
}

interface FakeCamera {
  /** What the camera films, one picture per time it is opened (the last one repeats); none: a
   * blank wall. */
  images?: string[];
  /** getUserMedia fails with this DOMException name. */
  error?: string;
  /** A stand-in BarcodeDetector that reads this code, or fails. Left out: there is none. */
  detector?: { code: string } | { fails: true };
}

interface FakeCameraRecord {
  requests: unknown[];
  tracks: MediaStreamTrack[];
}

/** Runs in the page before its scripts. (No named inner functions: see budgets/offline-start.) */
function installFakeCamera(fake: FakeCamera): void {
  const target = window as unknown as Record<string, unknown>;
  delete target.BarcodeDetector;
  const detector = fake.detector;
  if (detector) {
    const detect = () =>
      'fails' in detector
        ? Promise.reject(new Error('the detector broke'))
        : Promise.resolve([{ rawValue: detector.code, format: 'ean_13' }]);
    target.BarcodeDetector = class {
      static getSupportedFormats = () =>
        Promise.resolve(['qr_code', 'ean_13', 'ean_8', 'upc_a', 'upc_e']);
      detect = detect;
    };
  }
  const record: FakeCameraRecord = { requests: [], tracks: [] };
  target.fakeCamera = record;
  const images = [...(fake.images ?? [])];
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: async (constraints: MediaStreamConstraints) => {
        record.requests.push(constraints);
        if (fake.error) throw new DOMException('camera', fake.error);
        const source = images.length > 1 ? images.shift() : images[0];
        const image = new Image();
        if (source) {
          image.src = source;
          await image.decode();
        }
        const canvas = document.createElement('canvas');
        canvas.width = 640;
        canvas.height = 360;
        const context = canvas.getContext('2d');
        if (!context) throw new DOMException('no canvas', 'NotReadableError');
        const draw = () => {
          context.fillStyle = '#fff';
          context.fillRect(0, 0, canvas.width, canvas.height);
          if (source) {
            context.drawImage(image, (640 - image.width) / 2, (360 - image.height) / 2);
          }
        };
        draw();
        // A camera keeps sending frames; so does this one, until the app stops it.
        const timer = setInterval(draw, 100);
        const stream = canvas.captureStream(10);
        record.tracks.push(...stream.getTracks());
        stream.getTracks()[0]?.addEventListener('ended', () => clearInterval(timer));
        return stream;
      },
    },
  });
}

/** How the app used the camera: what it asked for, tracks it got, tracks still running. */
function cameraUse(page: Page) {
  return page.evaluate(() => {
    const { requests, tracks } = (window as unknown as { fakeCamera: FakeCameraRecord }).fakeCamera;
    const live = tracks.filter((track) => track.readyState === 'live').length;
    return { requests, opened: tracks.length, live };
  });
}

/** The WebAssembly files the page fetched. */
function wasmFetched(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.wasm')),
  );
}

async function openPantry(
  page: Page,
  fake: FakeCamera,
): Promise<[PantryPage, BarcodeDialog, string[]]> {
  await page.addInitScript(installFakeCamera, fake);
  const asked = await fakeProductService(page);
  const pantry = new PantryPage(page);
  await pantry.goto();
  return [pantry, new BarcodeDialog(page), asked];
}

test('a product filmed by the back camera is decoded by ZXing, named and added', async ({
  page,
}) => {
  const [pantry, scanner] = await openPantry(page, { images: [await barcodeImage(SPAGHETTI)] });
  // Nothing of the decoder is fetched with the page.
  expect(await wasmFetched(page)).toEqual([]);
  await scanner.scan('Spaghetti');
  await expect(scanner.dialog).toBeHidden();
  await expect(scanner.openButton).toBeFocused();
  const card = pantry.card('Spaghetti');
  await expect(card).toBeVisible();
  await expect(card.getByText('Pantry', { exact: true })).toBeAttached();
  await expect(pantry.countBadge).toHaveText('1');

  const camera = await cameraUse(page);
  expect(camera.requests).toEqual([
    expect.objectContaining({
      video: expect.objectContaining({ facingMode: { ideal: 'environment' } }),
    }),
  ]);
  expect(camera).toMatchObject({ opened: 1, live: 0 });
  // The decoder came from our server, a file of our build, not from a CDN.
  expect(await wasmFetched(page)).toEqual([
    expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/scanner\/zxing_reader-[\w-]+\.wasm$/),
  ]);
});

test('an unknown code becomes "Product" and its last 4 digits; a UPC-A code is found too', async ({
  page,
}) => {
  const [pantry, scanner] = await openPantry(page, {
    images: [await barcodeImage(UNKNOWN), await barcodeImage(GREEK_YOGURT, 'upca')],
  });
  await scanner.scan('Product 1234');
  await expect(pantry.card('Product 1234')).toBeVisible();

  await scanner.scan('Greek yogurt');
  await expect(pantry.card('Greek yogurt').getByText('Fridge', { exact: true })).toBeAttached();
  await expect(pantry.countBadge).toHaveText('2');
});

test('closing the dialog turns the camera off; the dialog is accessible', async ({ page }) => {
  const [, scanner] = await openPantry(page, {});
  await scanner.open();
  await expect(scanner.status).toHaveText(
    'Point the camera at a barcode. It is read as soon as it is in view.',
  );
  await expect(scanner.preview).toBeVisible();
  expect(await cameraUse(page)).toMatchObject({ opened: 1, live: 1 });

  await scanner.dialog.evaluate((element) => element.setAttribute('data-axe-scope', ''));
  const { violations } = await new AxeBuilder({ page }).include('[data-axe-scope]').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(scanner.dialog).toBeHidden();
  await expect(scanner.openButton).toBeFocused();
  expect(await cameraUse(page)).toMatchObject({ opened: 1, live: 0 });
});

test('a typed code is checked, then added: a typo is explained, spaces are fine', async ({
  page,
}) => {
  const [pantry, scanner] = await openPantry(page, {});
  await scanner.open();
  await scanner.typeCode('20805822');
  await expect(scanner.codeInput).toHaveAttribute('aria-invalid', 'true');
  await expect(scanner.codeInput).toHaveAccessibleDescription(
    "Those digits aren't a valid barcode: the last one doesn't match the others. Check for a typo.",
  );
  await expect(scanner.codeInput).toBeFocused();
  await expect(pantry.cards).toHaveCount(0);

  await scanner.typeCode(` ${TOFU.slice(0, 4)} ${TOFU.slice(4)} `);
  await scanner.expectAdded('Tofu');
  await expect(scanner.dialog).toBeHidden();
  await expect(pantry.card('Tofu').getByText('Fridge', { exact: true })).toBeAttached();
});

for (const [error, message] of [
  [
    'NotAllowedError',
    'Camera access denied. Please allow the camera in your browser settings, or type the barcode below.',
  ],
  ['NotFoundError', 'No camera found. Type the barcode below instead.'],
] as const) {
  test(`a camera ${error} is explained and the code can still be typed`, async ({ page }) => {
    const [pantry, scanner] = await openPantry(page, { error });
    await scanner.open();
    await expect(scanner.status).toHaveText(message);
    await expect(scanner.preview).toBeHidden();
    // With no camera, the keyboard is taken to the field.
    await expect(scanner.codeInput).toBeFocused();
    await page.keyboard.type(UNKNOWN);
    await page.keyboard.press('Enter');
    await scanner.expectAdded('Product 1234');
    await expect(pantry.card('Product 1234')).toBeVisible();
  });
}

test("the browser's own BarcodeDetector is used where it reads retail codes", async ({ page }) => {
  const [pantry, scanner] = await openPantry(page, {
    images: [await barcodeImage(UNKNOWN)],
    detector: { code: SPAGHETTI },
  });
  // The detector's answer, not the picture's: the detector read the frames.
  await scanner.scan('Spaghetti');
  await expect(pantry.card('Spaghetti')).toBeVisible();
  expect(await wasmFetched(page)).toEqual([]);
});

test('a decoder that fails says "Scan Failed" and leaves typing and retrying', async ({ page }) => {
  const [, scanner] = await openPantry(page, {
    images: [await barcodeImage(SPAGHETTI)],
    detector: { fails: true },
  });
  await scanner.open();
  await scanner.expectScanFailed();
  await expect(scanner.status).toHaveText(
    'The scanner stopped. Try the camera again, or type the barcode below.',
  );
  expect(await cameraUse(page)).toMatchObject({ opened: 1, live: 0 });
  await expect(scanner.codeInput).toBeEditable();

  await scanner.retryButton.click();
  await expect.poll(async () => (await cameraUse(page)).opened).toBe(2);
  await expect(scanner.status).toHaveText(
    'The scanner stopped. Try the camera again, or type the barcode below.',
  );
});

test('after one scan online, the scanner decodes offline', async ({ page, context }) => {
  const [pantry, scanner] = await openPantry(page, { images: [await barcodeImage(SPAGHETTI)] });
  await waitForServiceWorkerReady(page);
  // The page was not controlled by the worker yet on its first load; now it is.
  await page.reload();
  await scanner.scan('Spaghetti');

  await context.setOffline(true);
  await page.reload();
  await expect(pantry.countBadge).toHaveText('1');
  await scanner.scan('Spaghetti');
  await expect(pantry.countBadge).toHaveText('2');
});

test('offline before any scan, the scanner says it needs a connection; typing works', async ({
  page,
  context,
}) => {
  const [pantry, scanner] = await openPantry(page, { images: [await barcodeImage(SPAGHETTI)] });
  await waitForServiceWorkerReady(page);
  await context.setOffline(true);
  await page.reload();
  await expect(pantry.countBadge).toHaveText('0');

  await scanner.open();
  await scanner.expectScanFailed();
  await expect(scanner.status).toHaveText(
    'The scanner needs a connection the first time it is used on this device. Type the barcode below.',
  );
  expect(await cameraUse(page)).toMatchObject({ live: 0 });
  await scanner.typeCode(TOFU);
  // Offline, with no name from this household yet: §5's name, to be renamed.
  await scanner.expectAdded('Product 5821');
  await expect(pantry.card('Product 5821')).toBeVisible();
});

test('naming an unknown product teaches the household: its next scan is named, offline too', async ({
  page,
}) => {
  const [pantry, scanner, asked] = await openPantry(page, { error: 'NotFoundError' });
  await scanner.open();
  await scanner.typeCode(UNKNOWN);
  await scanner.expectAdded('Product 1234');
  await pantry.card('Product 1234').getByRole('button', { name: 'Rename Product 1234' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename Product 1234' });
  await expect(rename).toContainText('on every device of your household');
  await rename.getByRole('textbox', { name: 'Name' }).fill('Oat milk');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toBeHidden();
  await expect(pantry.card('Oat milk')).toBeVisible();

  await page.context().setOffline(true);
  const askedOnline = asked.length;
  await scanner.open();
  await scanner.typeCode(UNKNOWN);
  await scanner.expectAdded('Oat milk');
  await expect(pantry.card('Oat milk')).toHaveCount(2);
  expect(asked).toHaveLength(askedOnline);
});

test('a name the product service gave is kept: the next scan is named offline', async ({
  page,
}) => {
  const [pantry, scanner] = await openPantry(page, { error: 'NotFoundError' });
  await scanner.open();
  await scanner.typeCode(TOFU);
  await scanner.expectAdded('Tofu');

  await page.context().setOffline(true);
  await scanner.open();
  await scanner.typeCode(TOFU);
  await scanner.expectAdded('Tofu');
  await expect(pantry.card('Tofu')).toHaveCount(2);
  await expect(pantry.card('Tofu').first().getByText('Fridge', { exact: true })).toBeAttached();
});
