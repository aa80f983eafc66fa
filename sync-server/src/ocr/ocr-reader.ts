/**
 * Text from photos, for POST /api/pantry/scan-photo: one OCR worker (tesseract-worker.ts),
 * started by the first photo and kept for the next, reading one photo at a time; photos arriving
 * together queue rather than start more of them. One photo cannot harm the others: each gets a
 * time limit, and a photo that outlasts it, fails the engine or kills its thread gets an error of
 * its own while its worker is ended, so the photos after it are read by a fresh one.
 */
import type { Logger } from '../logger';
import { OcrBusy, OcrFailed, OcrTimeout, UnreadableImage } from './ocr-errors';
import { type OcrWorker, startTesseractWorker } from './tesseract-worker';

/** A phone photo reads in 1-5 s on two cores; a photo past this has hung or is a trap. */
const DEFAULT_TIMEOUT_MS = 20_000;
/** Photos read or waiting at once; more would only wait past any client's patience. */
const DEFAULT_MAX_PENDING = 8;
/**
 * A worker's WebAssembly memory grows to the largest photo it has read and never shrinks (a 48
 * MP photo leaves ~350 MB); after a photo larger than this its worker is ended and the next
 * photo starts a new one (~0.6 s).
 */
const DEFAULT_RETIRE_AFTER_PIXELS = 16_000_000;

export interface OcrReader {
  /**
   * The text of a PNG, JPEG, WebP, GIF or BMP image of `pixels` pixels (from its header), read
   * after the photos sent before it. Rejects with UnreadableImage, OcrTimeout, OcrFailed or
   * OcrBusy (ocr-errors.ts).
   */
  read(image: Uint8Array, pixels?: number): Promise<string>;
  /** Ends the worker once the photos already queued are read. */
  close(): Promise<void>;
}

export function createOcrReader({
  logger,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  maxPending = DEFAULT_MAX_PENDING,
  retireAfterPixels = DEFAULT_RETIRE_AFTER_PIXELS,
  startWorker = () => startTesseractWorker(logger),
}: {
  logger: Logger;
  timeoutMs?: number;
  maxPending?: number;
  retireAfterPixels?: number;
  /** Tests give a worker of their own: a slow one, one that dies. */
  startWorker?: () => Promise<OcrWorker>;
}): OcrReader {
  let worker: Promise<OcrWorker> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let pending = 0;
  let closed = false;

  const running = () => {
    if (!worker) {
      const starting = startWorker().catch((error: unknown) => {
        if (worker === starting) worker = undefined;
        throw new OcrFailed('The OCR worker could not start.', { cause: error });
      });
      worker = starting;
    }
    return worker;
  };

  /** Not awaited: a worker whose start hangs must not hold the queue; it is ended once started. */
  const retire = () => {
    const current = worker;
    worker = undefined;
    void current?.then((ocr) => ocr.terminate()).catch(() => undefined);
  };

  const readNow = async (image: Uint8Array, pixels: number): Promise<string> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The limit counts the worker's start too: a start that never ends must not hold the queue.
    const overdue = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OcrTimeout(timeoutMs)), timeoutMs);
    });
    const reading = running().then((ocr) => ocr.recognize(image));
    try {
      const text = await Promise.race([reading, overdue]);
      if (pixels > retireAfterPixels) retire();
      return text;
    } catch (error) {
      // The engine said the bytes do not decode: the worker itself is fine.
      if (error instanceof UnreadableImage) throw error;
      logger.error({ err: error }, 'ocr: reading a photo failed; the worker is replaced');
      retire();
      if (error instanceof OcrTimeout || error instanceof OcrFailed) throw error;
      // The engine failed on this photo's bytes (a decoder reading past their end, say).
      throw new UnreadableImage('The OCR engine failed on the image.', { cause: error });
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    read(image, pixels = 0) {
      if (closed) return Promise.reject(new Error('The OCR reader is closed.'));
      if (pending >= maxPending) return Promise.reject(new OcrBusy('Too many photos at once.'));
      pending += 1;
      const result = queue
        .then(() => readNow(image, pixels))
        .finally(() => {
          pending -= 1;
        });
      queue = result.catch(() => undefined);
      return result;
    },
    async close() {
      closed = true;
      await queue;
      const current = worker;
      worker = undefined;
      await current?.then((ocr) => ocr.terminate()).catch(() => undefined);
    },
  };
}
