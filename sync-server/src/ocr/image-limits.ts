/**
 * What size of picture the server takes, decided from its header (image-size.ts) before any
 * decoder runs. The scan and the journal photos answer the same refusals. Decoding costs memory
 * by the pixel: a 50 MP phone photo (8192 × 6144) holds the OCR worker ~5 s and ~400 MB, a
 * 12000 × 12000 one ~20 s and ~1.7 GB, so the line is drawn just above the largest camera
 * photos phones take by default; a phone's 108 or 200 MP photo is over 10 MB, which the app
 * redraws smaller before sending anyway.
 */
import type { ImageType } from './image-type';
import { type ImageSize, imageSizeOf } from './image-size';

/** Pixels a picture may have in all: a 50 MP phone photo (8192 × 6144 = 50.3 MP) fits. */
export const MAX_IMAGE_PIXELS = 52_000_000;
/** Pixels on the longer side: panoramas up to the largest a WebP can be. */
export const MAX_IMAGE_SIDE_PX = 16_384;
/**
 * The largest BMP: the OCR engine turns a BMP into a JavaScript object of one property per
 * byte before decoding it, ~1.2 s and ~120 MB per MB on two cores. A camera never sends one.
 */
export const MAX_BMP_BYTES = 2 * 1024 * 1024;

export const UNREADABLE_IMAGE_MESSAGE = 'The photo could not be read as an image.';

export interface ImageRefusal {
  status: 400 | 413;
  error: 'invalid_request' | 'payload_too_large';
  message: string;
}

export type ImageCheck = { ok: true; size: ImageSize } | ({ ok: false } & ImageRefusal);

const thousands = (count: number) => count.toLocaleString('en-US');
const megapixels = (pixels: number) => thousands(Number((pixels / 1_000_000).toFixed(1)));

function tooLarge({ width, height, frames, pixels }: ImageSize): string | undefined {
  const limits = `at most ${megapixels(MAX_IMAGE_PIXELS)} megapixels and ${thousands(MAX_IMAGE_SIDE_PX)} pixels on a side`;
  if (frames > 1 && pixels > MAX_IMAGE_PIXELS) {
    return `The photo is an animation of ${thousands(frames)} frames, ${megapixels(pixels)} megapixels in all; a photo may have ${limits}. Send a still photo.`;
  }
  if (pixels > MAX_IMAGE_PIXELS || Math.max(width, height) > MAX_IMAGE_SIDE_PX) {
    return `The photo is ${thousands(width)} × ${thousands(height)} pixels (${megapixels(width * height)} megapixels); a photo may have ${limits}. Send a smaller one.`;
  }
  return undefined;
}

/** Whether the picture `bytes` (of the type imageTypeOf found) may be decoded, and its size. */
export function checkImage(bytes: Uint8Array, type: ImageType): ImageCheck {
  if (type === 'bmp' && bytes.length > MAX_BMP_BYTES) {
    const message = `A BMP photo can be at most ${MAX_BMP_BYTES / 1024 / 1024} MB. Send it as a JPEG or PNG.`;
    return { ok: false, status: 413, error: 'payload_too_large', message };
  }
  const size = imageSizeOf(bytes, type);
  if (!size) {
    return { ok: false, status: 400, error: 'invalid_request', message: UNREADABLE_IMAGE_MESSAGE };
  }
  const message = tooLarge(size);
  if (message) return { ok: false, status: 413, error: 'payload_too_large', message };
  return { ok: true, size };
}
