// The OCR reader's queue: one photo at a time, a bounded wait, a time limit, and a photo that
// fails (undecodable, hung, or killing its worker) failing alone while the photos after it are
// read. Most cases drive fake workers; the last ones start real tesseract workers.
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { bmp, speckledPng } from '../testing/crafted-images';
import { receiptImage } from '../testing/receipt-image';
import { OcrBusy, OcrFailed, OcrTimeout, UnreadableImage } from './ocr-errors';
import { createOcrReader } from './ocr-reader';
import type { OcrWorker } from './tesseract-worker';

const logger = pino({ level: 'silent' });
const notAnImage = new TextEncoder().encode('MILK 3.49');
const photo = (text: string) => new TextEncoder().encode(text);

/** What a fake worker does with a photo whose bytes are this text. */
type Behaviour = (text: string) => Promise<string>;

/**
 * Fake workers: each reads a photo (its bytes are text) as `behaviour` says, and the log says
 * which worker read what, how many read at once, and which were ended.
 */
function fakeWorkers(behaviour: Behaviour) {
  const log = { started: 0, terminated: [] as number[], reads: [] as string[], mostAtOnce: 0 };
  /** The workers reading now; an ended worker reads no more, as an ended thread. */
  const reading = new Set<number>();
  const startWorker = (): Promise<OcrWorker> => {
    log.started += 1;
    const id = log.started;
    return Promise.resolve({
      async recognize(image) {
        const text = new TextDecoder().decode(image);
        log.reads.push(`${id}:${text}`);
        reading.add(id);
        log.mostAtOnce = Math.max(log.mostAtOnce, reading.size);
        try {
          return await behaviour(text);
        } finally {
          reading.delete(id);
        }
      },
      terminate() {
        log.terminated.push(id);
        reading.delete(id);
        return Promise.resolve();
      },
    });
  };
  return { log, startWorker };
}

const never = () => new Promise<never>(() => undefined);

/** Photos named "hang" never finish, "die" lose their thread, "garbage" fail the engine. */
const behaviour: Behaviour = (text) => {
  if (text === 'hang') return never();
  if (text === 'die') return Promise.reject(new OcrFailed('The OCR worker stopped.'));
  // tesseract.js rejects with the failure's text, not an Error.
  // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
  if (text === 'garbage') return Promise.reject('RangeError [ERR_OUT_OF_RANGE]: offset 62');
  if (text === 'undecodable') return Promise.reject(new UnreadableImage('not decoded'));
  return Promise.resolve(`text of ${text}`);
};

describe('createOcrReader with fake workers', () => {
  it('gives a photo past the time limit OcrTimeout, ends its worker, and reads the next', async () => {
    const { log, startWorker } = fakeWorkers(behaviour);
    const ocr = createOcrReader({ logger, timeoutMs: 50, startWorker });
    const hung = ocr.read(photo('hang'));
    const next = ocr.read(photo('receipt'));
    await expect(hung).rejects.toBeInstanceOf(OcrTimeout);
    await expect(hung).rejects.toMatchObject({ limitMs: 50 });
    expect(await next).toBe('text of receipt');
    expect(log).toMatchObject({ started: 2, terminated: [1], reads: ['1:hang', '2:receipt'] });
    await ocr.close();
  });

  it('gives a photo whose worker dies OcrFailed, and reads the next with a new worker', async () => {
    const { log, startWorker } = fakeWorkers(behaviour);
    const ocr = createOcrReader({ logger, startWorker });
    await expect(ocr.read(photo('die'))).rejects.toBeInstanceOf(OcrFailed);
    expect(await ocr.read(photo('receipt'))).toBe('text of receipt');
    expect(log).toMatchObject({ started: 2, terminated: [1] });
    await ocr.close();
  });

  it('turns an engine failure (a bare string) into UnreadableImage and replaces the worker', async () => {
    const { log, startWorker } = fakeWorkers(behaviour);
    const ocr = createOcrReader({ logger, startWorker });
    const failed = ocr.read(photo('garbage'));
    await expect(failed).rejects.toBeInstanceOf(UnreadableImage);
    expect(await ocr.read(photo('receipt'))).toBe('text of receipt');
    expect(log).toMatchObject({ started: 2, terminated: [1] });
    await ocr.close();
  });

  it('keeps the worker when the engine only says the bytes do not decode', async () => {
    const { log, startWorker } = fakeWorkers(behaviour);
    const ocr = createOcrReader({ logger, startWorker });
    await expect(ocr.read(photo('undecodable'))).rejects.toBeInstanceOf(UnreadableImage);
    expect(await ocr.read(photo('receipt'))).toBe('text of receipt');
    expect(log).toMatchObject({ started: 1, terminated: [] });
    await ocr.close();
  });

  it('reads photos sent together one at a time, in order, failures and all', async () => {
    const { log, startWorker } = fakeWorkers(behaviour);
    const ocr = createOcrReader({ logger, timeoutMs: 50, startWorker });
    const sent = ['a', 'hang', 'b', 'die', 'garbage', 'c'];
    const results = await Promise.allSettled(sent.map((text) => ocr.read(photo(text))));
    expect(
      results.map((result) =>
        result.status === 'fulfilled' ? result.value : (result.reason as unknown),
      ),
    ).toEqual([
      'text of a',
      expect.any(OcrTimeout),
      'text of b',
      expect.any(OcrFailed),
      expect.any(UnreadableImage),
      'text of c',
    ]);
    expect(log.mostAtOnce).toBe(1);
    expect(log.reads).toEqual(['1:a', '1:hang', '2:b', '2:die', '3:garbage', '4:c']);
    await ocr.close();
  });

  it('times out a worker that never starts, and starts another for the next photo', async () => {
    const { log, startWorker } = fakeWorkers(behaviour);
    let starts = 0;
    const ocr = createOcrReader({
      logger,
      timeoutMs: 50,
      startWorker: () => (++starts === 1 ? never() : startWorker()),
    });
    await expect(ocr.read(photo('a'))).rejects.toBeInstanceOf(OcrTimeout);
    expect(await ocr.read(photo('b'))).toBe('text of b');
    expect(log.reads).toEqual(['1:b']);
    await ocr.close();
  });

  it('gives OcrFailed (an Error, not the string) when a worker fails to start, and tries again', async () => {
    const { startWorker } = fakeWorkers(behaviour);
    let starts = 0;
    const ocr = createOcrReader({
      logger,
      startWorker: () =>
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
        ++starts === 1 ? Promise.reject('no traineddata') : startWorker(),
    });
    await expect(ocr.read(photo('a'))).rejects.toBeInstanceOf(OcrFailed);
    expect(await ocr.read(photo('b'))).toBe('text of b');
    await ocr.close();
  });

  it('replaces the worker after a photo over 16 MP, giving back the memory it grew to', async () => {
    const { log, startWorker } = fakeWorkers(behaviour);
    const ocr = createOcrReader({ logger, startWorker });
    await ocr.read(photo('a'), 12_000_000);
    await ocr.read(photo('b'), 48_000_000);
    await ocr.read(photo('c'), 12_000_000);
    expect(log).toMatchObject({ reads: ['1:a', '1:b', '2:c'], terminated: [1] });
    await ocr.close();
    expect(log.terminated).toEqual([1, 2]);
  });
});

describe('createOcrReader with tesseract', () => {
  it('refuses photos beyond its limit at once, and takes more once those are read', async () => {
    const ocr = createOcrReader({ logger, maxPending: 1 });
    try {
      const first = ocr.read(notAnImage);
      await expect(ocr.read(notAnImage)).rejects.toBeInstanceOf(OcrBusy);
      await expect(first).rejects.toBeInstanceOf(UnreadableImage);
      await expect(ocr.read(notAnImage)).rejects.toBeInstanceOf(UnreadableImage);
    } finally {
      await ocr.close();
    }
  });

  it('reads nothing once closed', async () => {
    const ocr = createOcrReader({ logger });
    await ocr.close();
    await expect(ocr.read(notAnImage)).rejects.toThrow('The OCR reader is closed.');
  });

  it('fails a BMP the engine’s decoder reads past the end of as unreadable, and reads the next', async () => {
    // An 8-bit BMP without its palette: tesseract.js's BMP decoder reads 1 KB of palette from
    // 16 bytes and rejects with a RangeError's text (a 500 with an empty body, issue 20).
    const ocr = createOcrReader({ logger });
    try {
      await expect(ocr.read(bmp(4, 4, { bitsPerPixel: 8 }))).rejects.toBeInstanceOf(
        UnreadableImage,
      );
      expect(await ocr.read(await receiptImage([['WHOLE MILK', '3.49']]))).toContain('WHOLE MILK');
    } finally {
      await ocr.close();
    }
  });

  it('ends a worker stuck past the time limit, so it stops working, and reads the next photo', async () => {
    // Four megapixels of speckles: one took about 9 s of hunting for text on a 2-core host, so
    // four stay past the limit on a host three times as fast (a blank page of 256 megapixels was tried first; on
    // some hosts the engine refuses to decode it at once instead). The limit also covers the
    // next photo's new worker starting and reading, about 3 s here and past 5 s on a busy host
    // (CI, 2026-11-28), so it is 10 s.
    const ocr = createOcrReader({ logger, timeoutMs: 10_000 });
    try {
      await expect(ocr.read(speckledPng(2_000, 2_000))).rejects.toBeInstanceOf(OcrTimeout);
      expect(await ocr.read(await receiptImage([['WHOLE MILK', '3.49']]))).toContain('WHOLE MILK');
      // The stuck thread is gone: the server's threads sit idle.
      const before = process.cpuUsage();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const { user, system } = process.cpuUsage(before);
      expect((user + system) / 1000).toBeLessThan(300);
    } finally {
      await ocr.close();
    }
  });
});
