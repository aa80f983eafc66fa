// POST /api/pantry/scan-photo when reading a photo goes wrong, through the whole app with a
// scripted OCR worker (a real one cannot be made to hang or crash on cue): each failure is a
// JSON answer a cook can read, and the scan after it is read as usual. (The scripted text also
// shows a restaurant bill answered with its reason.)
import { PANTRY_SCAN_PHOTO_FIELD, pantryScanPhotoResponseSchema } from '@mise/domain/api/pantry';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSizeOf } from '../ocr/image-size';
import { OcrFailed } from '../ocr/ocr-errors';
import { createOcrReader } from '../ocr/ocr-reader';
import type { OcrWorker } from '../ocr/tesseract-worker';
import { blankPng } from '../testing/crafted-images';
import { expectBody, expectError } from '../testing/rest-client';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { type TestDevice, signInDevice } from '../testing/two-households';

/** What the worker does with a photo, told by the photo's width (any picture passes the API). */
const photoWidth = {
  milk: 40,
  eggs: 41,
  hang: 42,
  crash: 43,
  engineFails: 44,
  restaurantBill: 45,
} as const;
type Photo = keyof typeof photoWidth;
const workersEnded: number[] = [];
let workersStarted = 0;

function scriptedWorker(): Promise<OcrWorker> {
  const id = ++workersStarted;
  return Promise.resolve({
    recognize(image) {
      const width = imageSizeOf(image, 'png')?.width;
      if (width === photoWidth.hang) return new Promise<never>(() => undefined);
      if (width === photoWidth.crash) return Promise.reject(new OcrFailed('The thread exited.'));
      // tesseract.js rejects with the failure's text, not an Error.
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
      if (width === photoWidth.engineFails) return Promise.reject('RuntimeError: Aborted()');
      if (width === photoWidth.restaurantBill) {
        return Promise.resolve('SPICE GARDEN\nTable 4  Server: ANA\nBUTTER NAN 2.50\nTOTAL 2.50');
      }
      return Promise.resolve(
        width === photoWidth.milk ? 'WHOLE MILK 1GAL 3.49' : 'EGGS DOZEN 2.99',
      );
    },
    terminate() {
      workersEnded.push(id);
      return Promise.resolve();
    },
  });
}

const TIME_LIMIT_MS = 1000;
const ocr = createOcrReader({
  logger: pino({ level: 'silent' }),
  timeoutMs: TIME_LIMIT_MS,
  startWorker: scriptedWorker,
});
let t: TestApp;
let device: TestDevice;
beforeAll(async () => {
  t = await createTestApp({ ocr });
  device = await signInDevice(t.app);
});
afterAll(async () => {
  await ocr.close();
  await t.close();
});

async function scan(photo: Photo): Promise<Response> {
  const form = new FormData();
  form.append(PANTRY_SCAN_PHOTO_FIELD, new Blob([blankPng(photoWidth[photo], 30)]), 'photo.png');
  return await t.app.request('/api/pantry/scan-photo', {
    method: 'POST',
    headers: device.headers,
    body: form,
  });
}

// Each item with the receipt line it was read from, as the worker read it.
const milk = [
  { name: 'Milk', category: 'fridge', quantity: 1, unit: 'piece', line: 'WHOLE MILK 1GAL 3.49' },
];
const eggs = [
  { name: 'Egg', category: 'fridge', quantity: 12, unit: 'piece', line: 'EGGS DOZEN 2.99' },
];

/** The next scan, of a receipt the worker reads, answers its item. */
async function nextScanReadsMilk() {
  const { items } = await expectBody(scan('milk'), 200, pantryScanPhotoResponseSchema);
  expect(items).toEqual(milk);
}

describe('POST /api/pantry/scan-photo when reading fails', () => {
  it('answers a photo past the time limit 503 in JSON, ends its worker, and reads the next', async () => {
    const ended = workersEnded.length;
    const response = scan('hang');
    await expectError(
      response,
      503,
      'timeout',
      'Reading the photo took longer than 1 second, so it was stopped. Try a smaller or sharper photo.',
    );
    // No Retry-After: the same photo would run out of time again.
    expect((await response).headers.get('retry-after')).toBeNull();
    expect(workersEnded).toHaveLength(ended + 1);
    await nextScanReadsMilk();
  });

  it('answers a photo whose worker crashed 500 in JSON, and reads the next with a new worker', async () => {
    const started = workersStarted;
    await expectError(
      scan('crash'),
      500,
      'ocr_failed',
      'The photo reader stopped on our side. Try again in a moment.',
    );
    await nextScanReadsMilk();
    expect(workersStarted).toBe(started + 1);
  });

  it('answers a photo the engine fails on (a bare string) 400 in JSON, never an empty 500', async () => {
    await expectError(
      scan('engineFails'),
      400,
      'invalid_request',
      'The photo could not be read as an image.',
    );
    await nextScanReadsMilk();
  });

  it('answers scans sent together each on its own, whichever of them fail', async () => {
    const sent: Photo[] = ['hang', 'milk', 'crash', 'eggs', 'engineFails', 'milk'];
    const answers = await Promise.all(sent.map(scan));
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(answers.map((answer, i) => [answer.status, bodies[i]])).toEqual([
      [503, expect.objectContaining({ error: 'timeout' }) as unknown],
      [200, { items: milk }],
      [500, expect.objectContaining({ error: 'ocr_failed' }) as unknown],
      [200, { items: eggs }],
      [400, expect.objectContaining({ error: 'invalid_request' }) as unknown],
      [200, { items: milk }],
    ]);
  });

  it('answers a restaurant bill with no items and the reason, which a grocery scan has not', async () => {
    const bill = await scan('restaurantBill');
    expect(bill.status).toBe(200);
    expect(await bill.json()).toEqual({ items: [], reason: 'restaurant_bill' });
    const receipt = await scan('milk');
    expect(await receipt.json()).toEqual({ items: milk });
  });
});
