// POST /api/pantry/scan-photo through the whole app and a real OCR worker, with photos drawn by
// the test (testing/receipt-image.ts). OCR costs about a second a photo on a 2-core machine, so
// the photos are few and the refusals are the ones decided before OCR runs.
import { PANTRY_SCAN_PHOTO_FIELD, pantryScanPhotoResponseSchema } from '@mise/domain/api/pantry';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type OcrReader, createOcrReader } from '../ocr/ocr-reader';
import { blankPng, bmp, fakeBmp } from '../testing/crafted-images';
import { expectBody, expectError, restClient } from '../testing/rest-client';
import { photoWithoutText, receiptImage } from '../testing/receipt-image';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { type TestDevice, signInDevice } from '../testing/two-households';

const ocr = createOcrReader({ logger: pino({ level: 'silent' }) });
/** Every photo that reached OCR, to tell a refusal before it from a failure in it. */
const photosRead: Uint8Array[] = [];
const countingOcr: OcrReader = {
  read: (image, pixels) => {
    photosRead.push(image);
    return ocr.read(image, pixels);
  },
  close: () => ocr.close(),
};
let t: TestApp;
let device: TestDevice;
beforeAll(async () => {
  t = await createTestApp({ ocr: countingOcr });
  device = await signInDevice(t.app);
});
afterAll(async () => {
  await ocr.close();
  await t.close();
});

/** A photo's bytes, or a string standing in for a file that is not one. */
type Upload = Uint8Array | string;

function upload(image: Upload | undefined, field = PANTRY_SCAN_PHOTO_FIELD) {
  const form = new FormData();
  if (image !== undefined) form.append(field, new Blob([image]), 'photo.png');
  return t.app.request('/api/pantry/scan-photo', {
    method: 'POST',
    headers: device.headers,
    body: form,
  });
}

/**
 * The items found, without the receipt line each came from: what OCR makes of a drawn line
 * varies by a letter between engines, so the lines are checked on their own, loosely.
 */
const scannedWithLines = async (image: Upload) =>
  (await expectBody(upload(image), 200, pantryScanPhotoResponseSchema)).items;
const scanned = async (image: Upload) =>
  (await scannedWithLines(image)).map(({ line: _line, ...item }) => item);

describe('POST /api/pantry/scan-photo', () => {
  it('answers a receipt photo with its items, and adds nothing to the pantry itself', async () => {
    const receipt = await receiptImage([
      'FRESH MART #0421',
      '123 MAIN ST',
      '',
      ['WHOLE MILK 1GAL', '3.49'],
      '2 @ 1.99',
      ['BANANAS 2.1 LB', '1.24'],
      ['LG EGGS DOZEN', '2.99'],
      ['CHKN BREAST', '8.47'],
      ['FRZ PEAS', '1.79'],
      ['SPAGHETTI 16OZ', '1.29'],
      '',
      ['SUBTOTAL', '19.27'],
      ['TAX', '0.00'],
      ['TOTAL', '19.27'],
      ['VISA ****1234', '19.27'],
    ]);
    const items = await scannedWithLines(receipt);
    expect(items.map(({ line: _line, ...item }) => item)).toEqual([
      { name: 'Milk', category: 'fridge', quantity: 2, unit: 'piece' },
      { name: 'Banana', category: 'pantry', quantity: 2, unit: 'lb' },
      { name: 'Egg', category: 'fridge', quantity: 12, unit: 'piece' },
      { name: 'Chicken breast', category: 'fridge', quantity: 1, unit: 'piece' },
      { name: 'Pea', category: 'freezer', quantity: 1, unit: 'piece' },
      { name: 'Spaghetti', category: 'pantry', quantity: 1, unit: 'piece' },
    ]);
    // Each with the line it came from, for the cook to check (the count's line is not it).
    const words = ['MILK', 'BANANAS', 'EGGS', 'CHKN', 'PEAS', 'SPAGHETTI'];
    expect(items).toHaveLength(words.length);
    items.forEach(({ line }, i) => expect(line).toContain(words[i]));
    // §7: the client adds each item with its own POST /api/pantry.
    const pantry = restClient(t.app, device).get('/api/pantry');
    expect(await expectBody(pantry, 200, z.array(z.unknown()))).toEqual([]);
  });

  it('reads photos sent together one at a time, each answered with its own items', async () => {
    const [plate, receipt] = await Promise.all([
      photoWithoutText(),
      receiptImage([
        ['ORGANIC SPINACH', '2.99'],
        ['2 x LEMONS', '1.58'],
      ]),
    ]);
    const [fromPlate, fromReceipt] = await Promise.all([scanned(plate), scanned(receipt)]);
    expect(fromPlate).toEqual([]);
    expect(fromReceipt).toEqual([
      { name: 'Spinach', category: 'fridge', quantity: 1, unit: 'piece' },
      { name: 'Lemon', category: 'fridge', quantity: 2, unit: 'piece' },
    ]);
  });

  it('refuses a request without the photo, or with something else in its place', async () => {
    const missing = 'Send the photo as multipart/form-data, in the field "image".';
    await expectError(upload(undefined), 400, 'invalid_request', missing);
    await expectError(upload(await photoWithoutText(), 'photo'), 400, 'invalid_request', missing);
    const json = t.app.request('/api/pantry/scan-photo', {
      method: 'POST',
      headers: { ...device.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ image: 'receipt.png' }),
    });
    await expectError(json, 400, 'invalid_request', missing);
    await expectError(upload(''), 400, 'invalid_request', 'The photo is empty.');
    await expectError(
      upload('MILK 3.49\nEGGS 2.99'),
      400,
      'invalid_request',
      'The photo must be a PNG, JPEG, WebP, GIF or BMP image.',
    );
  });

  it('refuses an image it cannot decode, and reads the next photo as usual', async () => {
    const broken = (await photoWithoutText()).subarray(0, 100);
    await expectError(
      upload(broken),
      400,
      'invalid_request',
      'The photo could not be read as an image.',
    );
    expect(await scanned(await photoWithoutText())).toEqual([]);
  });

  it('answers a BMP its OCR engine fails on 400 in JSON, and reads the next photo', async () => {
    // Its header is whole, but without its palette tesseract.js's BMP decoder reads past the
    // end and rejects with a bare string: before, a 500 with an empty body.
    const reads = photosRead.length;
    await expectError(
      upload(bmp(4, 4, { bitsPerPixel: 8 })),
      400,
      'invalid_request',
      'The photo could not be read as an image.',
    );
    expect(photosRead).toHaveLength(reads + 1);
    expect(await scanned(await receiptImage([['LG EGGS DOZEN', '2.99']]))).toEqual([
      { name: 'Egg', category: 'fridge', quantity: 12, unit: 'piece' },
    ]);
  });

  it('refuses a photo over 10 MB with 413 before reading it', async () => {
    const huge = new Uint8Array(10 * 1024 * 1024 + 1);
    await expectError(
      upload(huge),
      413,
      'payload_too_large',
      'The photo is larger than 10 MB. Send a smaller one.',
    );
  });

  it('needs a token', async () => {
    const form = new FormData();
    form.append(PANTRY_SCAN_PHOTO_FIELD, new Blob([await photoWithoutText()]), 'photo.png');
    const response = await t.app.request('/api/pantry/scan-photo', { method: 'POST', body: form });
    expect(response.status).toBe(401);
  });
});

describe('issue 20: photos that harmed the OCR worker', () => {
  it('answers the 62-byte fake BMP 400 in JSON before any OCR, and reads the next receipt', async () => {
    const reads = photosRead.length;
    await expectError(
      upload(fakeBmp()),
      400,
      'invalid_request',
      'The photo could not be read as an image.',
    );
    expect(photosRead).toHaveLength(reads);
    expect(await scanned(await receiptImage([['WHOLE MILK 1GAL', '3.49']]))).toEqual([
      { name: 'Milk', category: 'fridge', quantity: 1, unit: 'piece' },
    ]);
  });

  it('refuses a whole PNG of 12000 × 12000 pixels with 413 at once, never decoding it', async () => {
    const bomb = blankPng(12_000, 12_000);
    const reads = photosRead.length;
    const started = performance.now();
    await expectError(
      upload(bomb),
      413,
      'payload_too_large',
      'The photo is 12,000 × 12,000 pixels (144 megapixels); a photo may have at most 52 megapixels and 16,384 pixels on a side. Send a smaller one.',
    );
    // It held the only OCR worker 11.6 s before; now the answer comes from its header.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(photosRead).toHaveLength(reads);
  });

  it('refuses a BMP over 2 MB with 413: the OCR engine reads BMPs ~1 s a MB', async () => {
    await expectError(
      upload(bmp(1000, 700)),
      413,
      'payload_too_large',
      'A BMP photo can be at most 2 MB. Send it as a JPEG or PNG.',
    );
  });
});
