/**
 * The photo of a scan request (spec §7: multipart, field `image`), checked before any OCR runs:
 * present, a file, not empty, by its first bytes an image the OCR engine decodes, and by its
 * header one it can afford to decode (image-limits.ts). Each refusal carries the status and the
 * sentence the API answers with.
 */
import type { HonoRequest } from 'hono';
import { type ImageRefusal, checkImage } from './image-limits';
import type { ImageSize } from './image-size';
import { READABLE_IMAGE_TYPES, imageTypeOf } from './image-type';

export type PhotoUpload =
  { ok: true; bytes: Uint8Array; size: ImageSize } | ({ ok: false } & ImageRefusal);

const IMAGE_TYPE_NAMES = READABLE_IMAGE_TYPES.map((type) =>
  type === 'webp' ? 'WebP' : type.toUpperCase(),
);
const NOT_AN_IMAGE = `The photo must be a ${IMAGE_TYPE_NAMES.slice(0, -1).join(', ')} or ${IMAGE_TYPE_NAMES.at(-1) ?? ''} image.`;

const invalid = (message: string): PhotoUpload => ({
  ok: false,
  status: 400,
  error: 'invalid_request',
  message,
});

export async function readPhotoUpload(request: HonoRequest, field: string): Promise<PhotoUpload> {
  const missing = `Send the photo as multipart/form-data, in the field "${field}".`;
  if (!request.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
    return invalid(missing);
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return invalid('The multipart body could not be read.');
  }
  const photo = form.get(field);
  if (!(photo instanceof File)) return invalid(missing);
  if (photo.size === 0) return invalid('The photo is empty.');
  const bytes = new Uint8Array(await photo.arrayBuffer());
  const type = imageTypeOf(bytes);
  if (type === undefined) return invalid(NOT_AN_IMAGE);
  const checked = checkImage(bytes, type);
  if (!checked.ok) return checked;
  return { ok: true, bytes, size: checked.size };
}
