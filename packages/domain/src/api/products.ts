/** GET /api/products/{code}: a retail product's name, from the product service (issue 24). */
import { z } from 'zod';
import { identifier, oneOf, requiredText } from '../fields';
import { PANTRY_CATEGORIES } from '../options';

export const productResponseSchema = z.object({
  /** The code as 13 digits (GTIN), however it was read or typed. */
  code: identifier('Code').check(z.regex(/^\d{13}$/, 'Code must be 13 digits')),
  name: requiredText('Name'),
  /** The maker or shop brand, when the service names one. */
  brand: requiredText('Brand').optional(),
  /** The pack's size as printed ("500 g", "1 l"), when the service has it. */
  quantity: requiredText('Quantity').optional(),
  /** Where the pack is kept, from the product's categories. */
  category: oneOf(PANTRY_CATEGORIES, 'Category'),
});
export type ProductResponse = z.infer<typeof productResponseSchema>;
