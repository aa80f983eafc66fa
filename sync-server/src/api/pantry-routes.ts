/**
 * /api/pantry (spec §7): the household's pantry items. Every write runs a pantry mutator, the
 * same code a syncing device runs, and pokes the household's devices. The photo scan only
 * reads: the client adds what it found, one POST per item.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { readReceipt } from '@mise/catalog/receipt-items';
import {
  PANTRY_SCAN_PHOTO_FIELD,
  PANTRY_SCAN_PHOTO_MAX_BYTES,
  pantryCreateRequestSchema,
  pantryScanPhotoResponseSchema,
  pantryUpdateRequestSchema,
} from '@mise/domain/api/pantry';
import { pantryItemSchema } from '@mise/domain/entities/pantry-item';
import { uuid } from '@mise/domain/fields';
import type { DeviceEnv } from '../auth/require-device';
import { validParams } from '../http/valid-input';
import { validJson } from '../http/valid-json';
import type { OcrReader } from '../ocr/ocr-reader';
import { readPhotoUpload } from '../ocr/photo-upload';
import { cacheable } from '../reads/read-body';
import { listEntities } from '../storage/entities';
import { type ApiDeps, byText, notApplied, stored, write } from './api-deps';
import { scanPhotoFailure } from './scan-photo-failure';

const NOT_FOUND = 'There is no such item in your pantry.';
const idParam = z.object({ id: uuid('Id') });
const photoTooLarge = {
  error: 'payload_too_large',
  message: `The photo is larger than ${PANTRY_SCAN_PHOTO_MAX_BYTES / 1024 / 1024} MB. Send a smaller one.`,
} as const;

export function pantryRoutes(deps: ApiDeps & { ocr: OcrReader }) {
  return new Hono<DeviceEnv>()
    .use(deps.requireDevice)
    .get('/', (c) =>
      deps.reads.serve(c, 'pantry', async () => {
        const rows = await listEntities(deps.db, c.var.device.householdId, 'pantryItems');
        const items = rows.map((row) => pantryItemSchema.parse(row.data));
        // In the order they were added, as the pantry grid lists them.
        items.sort(byText((item) => `${item.addedAt} ${item.id}`));
        return cacheable(items);
      }),
    )
    .post('/', validJson(pantryCreateRequestSchema), async (c) => {
      const id = randomUUID();
      const item = { ...c.req.valid('json'), id, addedAt: deps.clock().toISOString() };
      const outcome = await write(
        deps,
        c.var.device.householdId,
        [{ name: 'pantry.add', args: item }],
        { collection: 'pantryItems', id },
      );
      if (outcome.kind !== 'applied') return notApplied(c, outcome, NOT_FOUND);
      return c.json(stored(outcome.row), 201);
    })
    .post(
      '/scan-photo',
      bodyLimit({
        maxSize: PANTRY_SCAN_PHOTO_MAX_BYTES,
        onError: (c) => c.json(photoTooLarge, 413),
      }),
      async (c) => {
        const photo = await readPhotoUpload(c.req, PANTRY_SCAN_PHOTO_FIELD);
        if (!photo.ok) return c.json({ error: photo.error, message: photo.message }, photo.status);
        let text: string;
        try {
          text = await deps.ocr.read(photo.bytes, photo.size.pixels);
        } catch (error) {
          const failure = scanPhotoFailure(error);
          if (!failure) throw error;
          if (failure.retryAfter) c.header('Retry-After', String(failure.retryAfter));
          return c.json({ error: failure.error, message: failure.message }, failure.status);
        }
        // `reason` only when there is one: a scan that found items answers as it always has.
        const { items, reason } = readReceipt(text);
        const result = reason === undefined ? { items } : { items, reason };
        return c.json(pantryScanPhotoResponseSchema.parse(result), 200);
      },
    )
    .put('/:id', validParams(idParam), validJson(pantryUpdateRequestSchema), async (c) => {
      const { id } = c.req.valid('param');
      const outcome = await write(
        deps,
        c.var.device.householdId,
        [{ name: 'pantry.update', args: { id, changes: c.req.valid('json') } }],
        { collection: 'pantryItems', id, mustExist: true },
      );
      if (outcome.kind !== 'applied') return notApplied(c, outcome, NOT_FOUND);
      return c.json(stored(outcome.row), 200);
    })
    .delete('/:id', validParams(idParam), async (c) => {
      const { id } = c.req.valid('param');
      const outcome = await write(
        deps,
        c.var.device.householdId,
        [{ name: 'pantry.remove', args: { id } }],
        { collection: 'pantryItems', id, mustExist: true },
      );
      if (outcome.kind !== 'applied') return notApplied(c, outcome, NOT_FOUND);
      return c.body(null, 204);
    });
}
