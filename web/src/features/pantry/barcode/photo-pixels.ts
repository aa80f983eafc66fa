// A chosen photo's pixels, by the browser's own image decoder (JPEG, PNG, HEIC where the browser
// reads it), upright as the camera meant it (EXIF orientation) and at most MAX_PHOTO_SIDE on its
// longer side: a phone's 12-megapixel photo would cost far more to search than its barcode needs.
import type { StillImage } from './still-image';

export const MAX_PHOTO_SIDE = 2048;

export async function photoPixels(photo: Blob): Promise<StillImage> {
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  try {
    const scale = Math.min(1, MAX_PHOTO_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvasContext(width, height);
    if (!context) throw new Error('No 2D canvas to read the photo into');
    // A transparent PNG's empty parts are white paper, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return context.getImageData(0, 0, width, height);
  } finally {
    bitmap.close();
  }
}

/** An offscreen canvas where there is one (Safari before 16.4 has none), else a detached one. */
function canvasContext(
  width: number,
  height: number,
): OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null {
  if (typeof OffscreenCanvas === 'function') {
    return new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas.getContext('2d', { willReadFrequently: true });
}
