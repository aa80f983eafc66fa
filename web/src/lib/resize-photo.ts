// A photo from the camera or the gallery, redrawn on the device before it is kept or sent: at
// most 1280 px on its longer side, as a JPEG of quality 0.8 (@mise/domain/api/photos), so a
// 4 MB camera picture becomes a few hundred KB. The camera's orientation is applied first.
import { PHOTO_JPEG_QUALITY } from '@mise/domain/api/photos';
import { fitWithin } from '@mise/domain/photo-size';

export class UnreadablePhoto extends Error {
  constructor(cause: unknown) {
    super('This photo could not be read. Try a JPEG or PNG photo.', { cause });
  }
}

function draw(
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null,
  bitmap: ImageBitmap,
  width: number,
  height: number,
): void {
  if (!context) throw new Error('No 2D canvas');
  // A JPEG has no transparency: a PNG's clear parts become white, not black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
}

export async function resizePhoto(photo: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  } catch (error) {
    throw new UnreadablePhoto(error);
  }
  try {
    const { width, height } = fitWithin({ width: bitmap.width, height: bitmap.height });
    if (typeof OffscreenCanvas === 'function') {
      const canvas = new OffscreenCanvas(width, height);
      draw(canvas.getContext('2d'), bitmap, width, height);
      return await canvas.convertToBlob({ type: 'image/jpeg', quality: PHOTO_JPEG_QUALITY });
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    draw(canvas.getContext('2d'), bitmap, width, height);
    const blob = await new Promise<Blob | null>((resolve) => {
      canvas.toBlob(resolve, 'image/jpeg', PHOTO_JPEG_QUALITY);
    });
    if (!blob) throw new Error('The canvas made no JPEG');
    return blob;
  } catch (error) {
    throw new UnreadablePhoto(error);
  } finally {
    bitmap.close();
  }
}
