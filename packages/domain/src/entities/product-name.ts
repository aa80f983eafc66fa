/**
 * A barcode's name in a household (issue 24): what a scan of that code is called on every device
 * of the household, offline too. It is taught by the product service's answer on a first scan
 * online, and by the cook naming a product the service did not know ("Product 1467" → "Oat
 * milk"). Keyed by the code's 13-digit GTIN (`@mise/catalog/gtin`), however it was read.
 */
import { z } from 'zod';
import { identifier, isoDateTime, oneOf, requiredText } from '../fields';
import { PANTRY_CATEGORIES } from '../options';

export const gtinSchema = identifier('Barcode').check(
  z.regex(/^\d{13}$/, 'Barcode must be its 13-digit GTIN'),
);

export const productNameSchema = z.object({
  id: gtinSchema,
  name: requiredText('Name'),
  category: oneOf(PANTRY_CATEGORIES, 'Category'),
  updatedAt: isoDateTime('Updated at'),
});

export type ProductName = z.infer<typeof productNameSchema>;
