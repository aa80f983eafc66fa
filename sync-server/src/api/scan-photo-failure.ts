/**
 * The answer of POST /api/pantry/scan-photo when reading the photo failed (ocr-errors.ts):
 * every failure a sentence in the API's JSON error shape, never a bare 500.
 */
import { UNREADABLE_IMAGE_MESSAGE } from '../ocr/image-limits';
import { OcrBusy, OcrFailed, OcrTimeout, UnreadableImage } from '../ocr/ocr-errors';

export interface ScanPhotoFailure {
  status: 400 | 500 | 503;
  error: 'invalid_request' | 'busy' | 'timeout' | 'ocr_failed';
  message: string;
  /** Seconds, for Retry-After: only when waiting helps. */
  retryAfter?: number;
}

/** The answer for `error`, or undefined for what is not a reading failure (a bug: 500). */
export function scanPhotoFailure(error: unknown): ScanPhotoFailure | undefined {
  if (error instanceof UnreadableImage) {
    return { status: 400, error: 'invalid_request', message: UNREADABLE_IMAGE_MESSAGE };
  }
  if (error instanceof OcrBusy) {
    const message = 'Too many photos are being read right now. Try again in a moment.';
    return { status: 503, error: 'busy', message, retryAfter: 5 };
  }
  if (error instanceof OcrTimeout) {
    // No Retry-After: the same photo would most likely run out of time again.
    const seconds = Math.ceil(error.limitMs / 1000);
    const limit = seconds === 1 ? '1 second' : `${seconds} seconds`;
    const message = `Reading the photo took longer than ${limit}, so it was stopped. Try a smaller or sharper photo.`;
    return { status: 503, error: 'timeout', message };
  }
  if (error instanceof OcrFailed) {
    const message = 'The photo reader stopped on our side. Try again in a moment.';
    return { status: 500, error: 'ocr_failed', message };
  }
  return undefined;
}
