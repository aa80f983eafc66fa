// The photo scan's call (spec §7: POST /api/pantry/scan-photo, multipart, field `image`), sent
// with the app's authenticated fetch. The answer is read through the §3 schema, whose defaults
// (§5: pantry, 1, piece) fill in what the server left out; a non-OK answer throws (§5: it fails
// the upload). Only loaded with the scan flow, never with the page.
import {
  PANTRY_SCAN_PHOTO_FIELD,
  PANTRY_SCAN_PHOTO_MAX_BYTES,
  type PantryScanPhotoResponse,
  pantryScanPhotoResponseSchema,
} from '@mise/domain/api/pantry';
import { readJson } from '../../../sync/api-error';
import { loadSyncEngine } from '../../../sync/engine-loader';

/** Reading a photo takes the server a second or two; a queue of other photos may come first. */
const SCAN_TIMEOUT_MS = 90_000;
/** Enough pixels for a receipt's small print, a fraction of a phone camera's full size. */
const SHRUNK_LONG_SIDE_PX = 3000;

/**
 * A photo over the server's limit, redrawn as a smaller JPEG; any other photo as it is. Where
 * the browser cannot redraw it, the original goes up and the server says it is too large.
 */
async function withinLimit(photo: Blob): Promise<Blob> {
  if (photo.size <= PANTRY_SCAN_PHOTO_MAX_BYTES || typeof createImageBitmap !== 'function') {
    return photo;
  }
  try {
    const bitmap = await createImageBitmap(photo);
    const scale = Math.min(1, SHRUNK_LONG_SIDE_PX / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const smaller = await new Promise<Blob | null>((resolve) => {
      canvas.toBlob(resolve, 'image/jpeg', 0.9);
    });
    return smaller ?? photo;
  } catch (error) {
    console.warn('The photo could not be made smaller; sending it as it is.', error);
    return photo;
  }
}

export async function scanPhoto(photo: File): Promise<PantryScanPhotoResponse['items']> {
  const [{ auth }, upload] = await Promise.all([loadSyncEngine(), withinLimit(photo)]);
  const body = new FormData();
  body.append(PANTRY_SCAN_PHOTO_FIELD, upload, photo.name || 'photo.jpg');
  // A FormData body: apiFetch leaves the content type to the browser (multipart, its boundary).
  const response = await auth.apiFetch('/api/pantry/scan-photo', {
    method: 'POST',
    body,
    signal: AbortSignal.timeout(SCAN_TIMEOUT_MS),
  });
  return (await readJson(response, pantryScanPhotoResponseSchema)).items;
}
