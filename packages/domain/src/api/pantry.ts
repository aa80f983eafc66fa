/** Pantry calls (spec §7): list, create, partial update, delete and photo scan. */
import { z } from 'zod';
import { photoScanResultSchema } from '../entities/assistant';
import { pantryItemFields, pantryItemSchema } from '../entities/pantry-item';
import { DEFAULT_QUANTITY, DEFAULT_UNIT } from '../constants';

/** GET /api/pantry */
export const pantryListResponseSchema = z.array(pantryItemSchema);
export type PantryListResponse = z.infer<typeof pantryListResponseSchema>;

/** POST /api/pantry (also once per scanned item). An empty date input means "no date". */
export const pantryCreateRequestSchema = z.object({
  name: pantryItemFields.name,
  category: pantryItemFields.category,
  quantity: pantryItemFields.quantity.default(DEFAULT_QUANTITY),
  unit: pantryItemFields.unit.default(DEFAULT_UNIT),
  expirationDate: pantryItemFields.expirationDate
    .or(z.literal('').transform(() => undefined))
    .optional(),
  imageUrl: pantryItemFields.imageUrl.optional(),
});
export type PantryCreateRequest = z.infer<typeof pantryCreateRequestSchema>;
export type PantryCreateRequestInput = z.input<typeof pantryCreateRequestSchema>;

export const pantryCreateResponseSchema = pantryItemSchema;
export type PantryCreateResponse = z.infer<typeof pantryCreateResponseSchema>;

/**
 * PUT /api/pantry/{id}: any non-empty subset of the editable fields, no defaults applied.
 * `null` clears the optional ones (JSON cannot say "undefined").
 */
export const pantryUpdateRequestSchema = z
  .strictObject({
    name: pantryItemFields.name,
    category: pantryItemFields.category,
    quantity: pantryItemFields.quantity,
    unit: pantryItemFields.unit,
    expirationDate: pantryItemFields.expirationDate.nullable(),
    imageUrl: pantryItemFields.imageUrl.nullable(),
  })
  .partial()
  .refine((fields) => Object.values(fields).some((value) => value !== undefined), {
    error: 'Nothing to update',
  });
export type PantryUpdateRequest = z.infer<typeof pantryUpdateRequestSchema>;

export const pantryUpdateResponseSchema = pantryItemSchema;
export type PantryUpdateResponse = z.infer<typeof pantryUpdateResponseSchema>;

/** POST /api/pantry/scan-photo (multipart, field `image`): detected items. */
export const PANTRY_SCAN_PHOTO_FIELD = 'image';
/** The largest photo a scan takes (10 MB: a phone camera's full-size JPEG fits); larger is 413. */
export const PANTRY_SCAN_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const pantryScanPhotoResponseSchema = photoScanResultSchema;
export type PantryScanPhotoResponse = z.infer<typeof pantryScanPhotoResponseSchema>;
