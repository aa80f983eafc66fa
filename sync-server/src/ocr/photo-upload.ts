/**
 * The photo of a scan request (spec §7: multipart, field `image`), checked before any OCR runs:
 * present, a file, not empty, and by its first bytes an image the OCR engine decodes. Each
 * refusal carries the sentence the API answers with.
 */
import type { HonoRequest } from 'hono';
import { READABLE_IMAGE_TYPES, imageTypeOf } from './image-type';

export type PhotoUpload = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

const IMAGE_TYPE_NAMES = READABLE_IMAGE_TYPES.map((type) =>
  type === 'webp' ? 'WebP' : type.toUpperCase(),
);
const NOT_AN_IMAGE = `The photo must be a ${IMAGE_TYPE_NAMES.slice(0, -1).join(', ')} or ${IMAGE_TYPE_NAMES.at(-1) ?? ''} image.`;

export async function readPhotoUpload(request: HonoRequest, field: string): Promise<PhotoUpload> {
  const missing = `Send the photo as multipart/form-data, in the field "${field}".`;
  if (!request.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
    return { ok: false, message: missing };
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { ok: false, message: 'The multipart body could not be read.' };
  }
  const photo = form.get(field);
  if (!(photo instanceof File)) return { ok: false, message: missing };
  if (photo.size === 0) return { ok: false, message: 'The photo is empty.' };
  const bytes = new Uint8Array(await photo.arrayBuffer());
  if (imageTypeOf(bytes) === undefined) return { ok: false, message: NOT_AN_IMAGE };
  return { ok: true, bytes };
}
