// The photo scan's call (spec §7: POST /api/pantry/scan-photo, multipart, field `image`), sent
// with the app's authenticated fetch. The answer is read through the §3 schema, whose defaults
// (§5: pantry, 1, piece) fill in what the server left out, and which reads a reason this client
// does not know as none; a non-OK answer throws (§5: it fails
// the upload), as ScanRefused when the server said why in a sentence for the cook. Only loaded
// with the scan flow, never with the page.
import {
  PANTRY_SCAN_PHOTO_FIELD,
  PANTRY_SCAN_PHOTO_MAX_BYTES,
  type PantryScanPhotoResponse,
  pantryScanPhotoResponseSchema,
} from '@mise/domain/api/pantry';
import { httpErrorMessage } from '@mise/domain/api/http-error';
import { z } from 'zod';
import { ApiError } from '../../../sync/api-error';
import { loadSyncEngine } from '../../../sync/engine-loader';

/** Reading a photo takes the server a second or two; a queue of other photos may come first. */
const SCAN_TIMEOUT_MS = 90_000;
/**
 * The longer side a photo is sent at: a receipt's small print still reads, and the server reads
 * it in half the time of a 12 MP phone photo (a receipt filling a 3000 × 4000 photo: 2.7 s,
 * at 2048 px 1.4 s, the same text), while the upload is a fraction of the camera's file.
 */
const SENT_LONG_SIDE_PX = 2048;

/** The server refused the photo and said why (docs/api.md: `{ error, message }`). */
export class ScanRefused extends Error {
  override readonly name = 'ScanRefused';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const refusalSchema = z.object({ error: z.string(), message: z.string().min(1) });

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function failure(response: Response): Promise<Error> {
  const text = await response.text().catch(() => '');
  const refusal = refusalSchema.safeParse(parsedJson(text));
  if (refusal.success) return new ScanRefused(response.status, refusal.data.message);
  // Not the server's words (a proxy's page, say): §8's "status: text".
  return new ApiError(
    response.status,
    httpErrorMessage(response.status, response.statusText, text),
  );
}

/**
 * The photo as it goes to the server: as it is when it is at most SENT_LONG_SIDE_PX on its
 * longer side and under the server's byte limit, else redrawn as a JPEG of at most that size;
 * the photo itself where the browser cannot redraw it (the server then says what is wrong).
 */
async function forReading(photo: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return photo;
  try {
    const bitmap = await createImageBitmap(photo);
    const scale = Math.min(1, SENT_LONG_SIDE_PX / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && photo.size <= PANTRY_SCAN_PHOTO_MAX_BYTES) {
      bitmap.close();
      return photo;
    }
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

/** The items read from the photo, and why there are none when the server knows (`reason`). */
export async function scanPhoto(photo: File): Promise<PantryScanPhotoResponse> {
  const [{ auth }, upload] = await Promise.all([loadSyncEngine(), forReading(photo)]);
  const send = (body: Blob) => {
    const form = new FormData();
    form.append(PANTRY_SCAN_PHOTO_FIELD, body, photo.name || 'photo.jpg');
    // A FormData body: apiFetch leaves the content type to the browser (multipart, its boundary).
    return auth.apiFetch('/api/pantry/scan-photo', {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(SCAN_TIMEOUT_MS),
    });
  };
  const response = await send(upload);
  if (!response.ok) throw await failure(response);
  return pantryScanPhotoResponseSchema.parse(await response.json());
}
