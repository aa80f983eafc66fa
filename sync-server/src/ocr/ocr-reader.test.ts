// The OCR reader's queue: one photo at a time, a bounded wait, and an undecodable image that
// fails alone. Each case starts a real tesseract worker (about half a second).
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { OcrBusy, UnreadableImage, createOcrReader } from './ocr-reader';

const logger = pino({ level: 'silent' });
const notAnImage = new TextEncoder().encode('MILK 3.49');

describe('createOcrReader', () => {
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
});
