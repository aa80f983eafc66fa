/**
 * Text from photos, for POST /api/pantry/scan-photo: one tesseract.js worker (English, the
 * trained data shipped in @tesseract.js-data/eng, nothing fetched at run time), started by the
 * first photo and kept for the next, reading one photo at a time. A worker is a thread holding
 * ~100 MB of WebAssembly; photos arriving together queue rather than start more of them.
 */
import { createRequire } from 'node:module';
import Tesseract from 'tesseract.js';
import { z } from 'zod';
import type { Logger } from '../logger';

/** A photo that takes longer than this has hung the worker; it is replaced for the next one. */
const DEFAULT_TIMEOUT_MS = 60_000;
/** Photos read or waiting at once; more would only wait past any client's patience. */
const DEFAULT_MAX_PENDING = 8;

export interface OcrReader {
  /** The text of a PNG, JPEG, WebP, GIF or BMP image, read after the photos sent before it. */
  read(image: Uint8Array): Promise<string>;
  /** Ends the worker once the photos already queued are read. */
  close(): Promise<void>;
}

/** The image's bytes are not a picture the OCR engine can decode. */
export class UnreadableImage extends Error {
  override readonly name = 'UnreadableImage';
}

/** As many photos as the reader takes are already being read or waiting. */
export class OcrBusy extends Error {
  override readonly name = 'OcrBusy';
}

const languageDataSchema = z.object({ langPath: z.string().min(1), gzip: z.boolean() });

/** Where @tesseract.js-data/eng keeps eng.traineddata, as its index.js says. */
function englishData(): z.infer<typeof languageDataSchema> {
  const require = createRequire(import.meta.url);
  return languageDataSchema.parse(require('@tesseract.js-data/eng'));
}

async function startWorker(logger: Logger): Promise<Tesseract.Worker> {
  const { langPath, gzip } = englishData();
  const started = performance.now();
  const worker = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
    langPath,
    gzip,
    cacheMethod: 'none',
    // Without a handler tesseract.js throws a failed job's error again where nobody catches it.
    errorHandler: (error: unknown) => logger.debug({ err: error }, 'ocr: a job failed'),
  });
  // One block of lines: a receipt's item and its right-aligned price stay on one line (the
  // automatic layout reads the prices as a column of their own).
  await worker.setParameters({ tessedit_pageseg_mode: Tesseract.PSM.SINGLE_BLOCK });
  logger.info({ ms: Math.round(performance.now() - started) }, 'ocr: worker started');
  return worker;
}

function isDecodeFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return message.includes('attempting to read image');
}

export function createOcrReader({
  logger,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  maxPending = DEFAULT_MAX_PENDING,
}: {
  logger: Logger;
  timeoutMs?: number;
  maxPending?: number;
}): OcrReader {
  let worker: Promise<Tesseract.Worker> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let pending = 0;
  let closed = false;

  const running = () => {
    worker ??= startWorker(logger).catch((error: unknown) => {
      worker = undefined;
      throw error;
    });
    return worker;
  };

  const discard = async () => {
    const current = worker;
    worker = undefined;
    if (current) await (await current).terminate().catch(() => undefined);
  };

  const readNow = async (image: Uint8Array): Promise<string> => {
    const ocr = await running();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const hung = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new Error(`OCR took longer than ${timeoutMs} ms`));
      }, timeoutMs);
    });
    try {
      const result = await Promise.race([ocr.recognize(Buffer.from(image)), hung]);
      return result.data.text;
    } catch (error) {
      if (isDecodeFailure(error)) throw new UnreadableImage('The image could not be decoded.');
      // A worker that hung or failed otherwise is not trusted with the next photo.
      logger.error({ err: error }, 'ocr: reading a photo failed; the worker is replaced');
      await discard();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    read(image) {
      if (closed) return Promise.reject(new Error('The OCR reader is closed.'));
      if (pending >= maxPending) return Promise.reject(new OcrBusy('Too many photos at once.'));
      pending += 1;
      const result = queue
        .then(() => readNow(image))
        .finally(() => {
          pending -= 1;
        });
      queue = result.catch(() => undefined);
      return result;
    },
    async close() {
      closed = true;
      await queue;
      await discard();
    },
  };
}
