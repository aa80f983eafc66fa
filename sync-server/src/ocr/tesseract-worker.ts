/**
 * One tesseract.js worker (English, the trained data shipped in @tesseract.js-data/eng, nothing
 * fetched at run time) as the OCR reader drives it: a thread holding ~100 MB of WebAssembly that
 * reads one photo at a time. Its failures come back as Errors, and the death of its thread (a
 * crash, out of memory) fails the photo being read at once: tesseract.js does not listen for
 * it, so the photo would wait for ever, and the thread's 'error' event, unheard, would end the
 * whole server.
 */
import { createRequire } from 'node:module';
import { Worker as Thread } from 'node:worker_threads';
import Tesseract from 'tesseract.js';
import { z } from 'zod';
import type { Logger } from '../logger';
import { OcrFailed, UnreadableImage } from './ocr-errors';

export interface OcrWorker {
  /**
   * The photo's text. Rejects with UnreadableImage when the engine cannot decode it (the worker
   * is fine), OcrFailed when the thread ends meanwhile, another Error when the engine fails.
   */
  recognize(image: Uint8Array): Promise<string>;
  /** Ends the thread, whatever it is doing (a WebAssembly loop included). */
  terminate(): Promise<void>;
}

const languageDataSchema = z.object({ langPath: z.string().min(1), gzip: z.boolean() });

/** Where @tesseract.js-data/eng keeps eng.traineddata, as its index.js says. */
function englishData(): z.infer<typeof languageDataSchema> {
  const require = createRequire(import.meta.url);
  return languageDataSchema.parse(require('@tesseract.js-data/eng'));
}

/** tesseract.js rejects with strings, `Error.toString()` of the failure in its thread. */
const asError = (failure: unknown) =>
  failure instanceof Error ? failure : new Error(String(failure), { cause: failure });

/** tesseract.js keeps its thread as `worker`, undocumented; without it only the time limit helps. */
function threadOf(worker: Tesseract.Worker): Thread | undefined {
  const thread: unknown = Reflect.get(worker, 'worker');
  return thread instanceof Thread ? thread : undefined;
}

export async function startTesseractWorker(logger: Logger): Promise<OcrWorker> {
  const { langPath, gzip } = englishData();
  const started = performance.now();
  const worker = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
    langPath,
    gzip,
    cacheMethod: 'none',
    // Without a handler tesseract.js throws a failed job's error again where nobody catches it.
    errorHandler: (error: unknown) => logger.debug({ err: error }, 'ocr: a job failed'),
  }).catch((failure: unknown) => {
    throw asError(failure);
  });
  // One block of lines: a receipt's item and its right-aligned price stay on one line (the
  // automatic layout reads the prices as a column of their own).
  await worker.setParameters({ tessedit_pageseg_mode: Tesseract.PSM.SINGLE_BLOCK });
  logger.info({ ms: Math.round(performance.now() - started) }, 'ocr: worker started');

  let death: Error | undefined;
  let failReading: ((death: Error) => void) | undefined;
  const thread = threadOf(worker);
  const exited = new Promise<void>((resolve) => {
    if (!thread) return resolve();
    thread.on('error', (error) => {
      death ??= error;
    });
    thread.once('exit', (code) => {
      death ??= new Error(`The OCR thread exited with code ${code}.`);
      failReading?.(death);
      resolve();
    });
  });

  return {
    async recognize(image) {
      if (death) throw new OcrFailed('The OCR worker has stopped.', { cause: death });
      const stopped = new Promise<never>((_, reject) => {
        failReading = (cause) =>
          reject(new OcrFailed('The OCR worker stopped while reading the photo.', { cause }));
      });
      const reading = worker
        .recognize(Buffer.from(image.buffer, image.byteOffset, image.byteLength))
        .then(
          (result) => result.data.text,
          (failure: unknown) => {
            const error = asError(failure);
            if (error.message.includes('attempting to read image')) {
              throw new UnreadableImage('The image could not be decoded.', { cause: error });
            }
            throw error;
          },
        );
      try {
        return await Promise.race([reading, stopped]);
      } finally {
        failReading = undefined;
      }
    },
    async terminate() {
      await worker.terminate();
      await exited;
    },
  };
}
