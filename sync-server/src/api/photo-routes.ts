/**
 * /api/photos (issue 9): the household's journal photos. A phone resizes a photo, keeps it and
 * uploads it once with PUT /api/photos/{id} (the image's bytes, its type in Content-Type); the
 * household's other devices fetch it with GET when they show it. A photo never changes once
 * stored, so a repeated upload is a no-op (retries are safe) and a fetched photo may be cached
 * for good. Household-scoped like every data route: another household's id is "not found".
 * The server never decodes a photo, but it checks its header as the scan does (image-limits.ts):
 * a damaged one, or one of more pixels than a phone should decode, is not stored.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { PHOTO_MAX_BYTES, isPhotoContentType } from '@mise/domain/api/photos';
import { uuid } from '@mise/domain/fields';
import type { DeviceEnv } from '../auth/require-device';
import { validParams } from '../http/valid-input';
import { checkImage } from '../ocr/image-limits';
import { imageTypeOf } from '../ocr/image-type';
import { findPhoto, insertPhoto } from '../storage/photos';
import { type ApiDeps, notFound } from './api-deps';

const idParam = z.object({ id: uuid('Id') });
const ONE_YEAR_S = 365 * 24 * 60 * 60;
const tooLarge = {
  error: 'payload_too_large',
  message: `The photo is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB. Send a smaller one.`,
} as const;

export function photoRoutes(deps: Pick<ApiDeps, 'db' | 'requireDevice'>) {
  return new Hono<DeviceEnv>()
    .use(deps.requireDevice)
    .put(
      '/:id',
      validParams(idParam),
      bodyLimit({ maxSize: PHOTO_MAX_BYTES, onError: (c) => c.json(tooLarge, 413) }),
      async (c) => {
        const { id } = c.req.valid('param');
        const contentType = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
        if (!isPhotoContentType(contentType)) {
          const message = 'Send the photo as image/jpeg, image/png or image/webp.';
          return c.json({ error: 'unsupported_media_type', message }, 415);
        }
        const bytes = new Uint8Array(await c.req.arrayBuffer());
        const type = imageTypeOf(bytes);
        if (type === undefined || `image/${type}` !== contentType) {
          const message = `The photo is not a ${contentType.slice('image/'.length).toUpperCase()} image.`;
          return c.json({ error: 'invalid_request', message }, 400);
        }
        const checked = checkImage(bytes, type);
        if (!checked.ok) {
          return c.json({ error: checked.error, message: checked.message }, checked.status);
        }
        const created = await insertPhoto(deps.db, c.var.device.householdId, id, {
          contentType,
          bytes,
        });
        return c.json({ id }, created ? 201 : 200);
      },
    )
    .get('/:id', validParams(idParam), async (c) => {
      const { id } = c.req.valid('param');
      const photo = await findPhoto(deps.db, c.var.device.householdId, id);
      if (!photo) return notFound(c, 'There is no such photo in your household.');
      c.header('content-type', photo.contentType);
      // Private: it is the household's; immutable: an id never names another picture.
      c.header('cache-control', `private, max-age=${ONE_YEAR_S}, immutable`);
      return c.body(photo.bytes, 200);
    });
}
