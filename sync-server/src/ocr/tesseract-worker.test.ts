// A real tesseract.js worker as the OCR reader sees it: text, Errors for what it cannot read,
// and the death of its thread reported at once instead of ending the whole server.
import { Worker as Thread } from 'node:worker_threads';
import { pino } from 'pino';
import Tesseract from 'tesseract.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { receiptImage } from '../testing/receipt-image';
import { OcrFailed, UnreadableImage } from './ocr-errors';
import { startTesseractWorker } from './tesseract-worker';

const logger = pino({ level: 'silent' });

/** Starts a worker, and hands over its thread as tesseract.js made it. */
async function startWithThread() {
  const createWorker = vi.spyOn(Tesseract, 'createWorker');
  const worker = await startTesseractWorker(logger);
  const created: unknown = await createWorker.mock.results[0]?.value;
  const thread: unknown =
    typeof created === 'object' && created !== null ? Reflect.get(created, 'worker') : undefined;
  if (!(thread instanceof Thread)) throw new Error('tesseract.js keeps its thread elsewhere');
  return { worker, thread };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('startTesseractWorker', () => {
  it('reads a photo, and answers bytes it cannot decode with UnreadableImage', async () => {
    const worker = await startTesseractWorker(logger);
    try {
      expect(await worker.recognize(await receiptImage([['WHOLE MILK', '3.49']]))).toBe(
        'WHOLE MILK 3.49\n',
      );
      await expect(worker.recognize(new TextEncoder().encode('MILK'))).rejects.toBeInstanceOf(
        UnreadableImage,
      );
    } finally {
      await worker.terminate();
    }
  });

  it('fails the photo with OcrFailed when its thread crashes, and the server lives on', async () => {
    const { worker, thread } = await startWithThread();
    // An action the thread does not know throws in its message handler, uncaught: the thread
    // dies as it would of a crash. Unheard, that 'error' event would end this process.
    thread.postMessage({ action: 'no such action' });
    const reading = worker.recognize(await receiptImage([['WHOLE MILK', '3.49']]));
    await expect(reading).rejects.toBeInstanceOf(OcrFailed);
    await expect(worker.recognize(new Uint8Array(1))).rejects.toBeInstanceOf(OcrFailed);
    await worker.terminate();
  });
});
