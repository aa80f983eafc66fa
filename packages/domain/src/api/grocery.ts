/** Grocery calls (spec §7): list, add a line, check a line off. */
import { z } from 'zod';
import { DEFAULT_QUANTITY, DEFAULT_UNIT } from '../constants';
import { groceryItemFields, groceryItemSchema } from '../entities/grocery-item';

/** GET /api/grocery */
export const groceryListResponseSchema = z.array(groceryItemSchema);
export type GroceryListResponse = z.infer<typeof groceryListResponseSchema>;

/** POST /api/grocery: price in integer cents. */
export const groceryCreateRequestSchema = z.object({
  name: groceryItemFields.name,
  quantity: groceryItemFields.quantity.default(DEFAULT_QUANTITY),
  unit: groceryItemFields.unit.default(DEFAULT_UNIT),
  estimatedPrice: groceryItemFields.estimatedPrice,
  recipeId: groceryItemFields.recipeId.optional(),
});
export type GroceryCreateRequest = z.infer<typeof groceryCreateRequestSchema>;
export type GroceryCreateRequestInput = z.input<typeof groceryCreateRequestSchema>;

export const groceryCreateResponseSchema = groceryItemSchema;
export type GroceryCreateResponse = z.infer<typeof groceryCreateResponseSchema>;

/** PUT /api/grocery/{id}: the only change the UI makes is checking a line off or back on. */
export const groceryUpdateRequestSchema = z.strictObject({
  completed: groceryItemFields.completed,
});
export type GroceryUpdateRequest = z.infer<typeof groceryUpdateRequestSchema>;

export const groceryUpdateResponseSchema = groceryItemSchema;
export type GroceryUpdateResponse = z.infer<typeof groceryUpdateResponseSchema>;
