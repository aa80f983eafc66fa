/** Pantry item (spec §3): one ingredient the household has, where it is kept and when it expires. */
import { z } from 'zod';
import { DEFAULT_QUANTITY, DEFAULT_UNIT } from '../constants';
import {
  TEXT_LIMITS,
  isoDate,
  isoDateTime,
  oneOf,
  requiredText,
  uuid,
  wholeNumber,
} from '../fields';
import { PANTRY_CATEGORIES } from '../options';
import { gtinSchema } from './product-name';

/**
 * The editable fields without defaults, so partial updates (PUT /api/pantry/{id}) can reuse
 * them without a missing quantity silently turning into 1.
 */
export const pantryItemFields = {
  name: requiredText('Name'),
  category: oneOf(PANTRY_CATEGORIES, 'Category'),
  quantity: wholeNumber('Quantity', 1),
  unit: requiredText('Unit'),
  expirationDate: isoDate('Expiration date'),
  imageUrl: requiredText('Image URL', TEXT_LIMITS.image),
};

export const pantryItemSchema = z.object({
  id: uuid('Id'),
  name: pantryItemFields.name,
  category: pantryItemFields.category,
  quantity: pantryItemFields.quantity.default(DEFAULT_QUANTITY),
  unit: pantryItemFields.unit.default(DEFAULT_UNIT),
  expirationDate: pantryItemFields.expirationDate.optional(),
  imageUrl: pantryItemFields.imageUrl.optional(),
  /** The barcode it was scanned from, so naming the item names the product (product-name.ts). */
  barcode: gtinSchema.optional(),
  addedAt: isoDateTime('Added at'),
});

export type PantryItem = z.infer<typeof pantryItemSchema>;
export type PantryItemInput = z.input<typeof pantryItemSchema>;
