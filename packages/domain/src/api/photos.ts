/**
 * Journal photos (issue 9): resized on the device before they are stored or sent, uploaded with
 * PUT /api/photos/{id} as the image's bytes, fetched with GET /api/photos/{id}.
 */

/** The longer side of a stored photo, in pixels: sharp on a phone, a few hundred KB as JPEG. */
export const PHOTO_MAX_EDGE_PX = 1280;
/** JPEG quality of a resized photo (0-1). */
export const PHOTO_JPEG_QUALITY = 0.8;
/** The largest upload the server takes; a resized photo is well below it. */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** What the server stores; the first bytes must agree with the type sent. */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];

export function isPhotoContentType(type: string): type is PhotoContentType {
  return (PHOTO_CONTENT_TYPES as readonly string[]).includes(type);
}
