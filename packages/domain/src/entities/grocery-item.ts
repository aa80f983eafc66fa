/** Grocery item (spec §3): one line of the shopping list, priced in integer cents. */
import { z } from 'zod';
import { DEFAULT_QUANTITY, DEFAULT_UNIT } from '../constants';
import {
  isoDateTime,
  optionalText,
  positiveNumber,
  recipeIdSchema,
  requiredText,
  uuid,
  wholeNumber,
} from '../fields';

export const groceryItemFields = {
  name: requiredText('Name'),
  // Not necessarily whole: a planned recipe may need 0.5 kg of something.
  quantity: positiveNumber('Quantity'),
  unit: requiredText('Unit'),
  // Not in §3: what the planned recipes use in all, when the line buys a package of it.
  note: optionalText('Note'),
  estimatedPrice: wholeNumber('Estimated price', 0),
  completed: z.boolean({ error: 'Completed must be true or false' }),
  recipeId: recipeIdSchema,
};

export const groceryItemSchema = z.object({
  id: uuid('Id'),
  name: groceryItemFields.name,
  quantity: groceryItemFields.quantity.default(DEFAULT_QUANTITY),
  unit: groceryItemFields.unit.default(DEFAULT_UNIT),
  note: groceryItemFields.note.optional(),
  estimatedPrice: groceryItemFields.estimatedPrice,
  completed: groceryItemFields.completed.default(false),
  // Present: "For planned recipe"; absent: "Manual addition" (§2).
  recipeId: groceryItemFields.recipeId.optional(),
  createdAt: isoDateTime('Created at'),
});

export type GroceryItem = z.infer<typeof groceryItemSchema>;
export type GroceryItemInput = z.input<typeof groceryItemSchema>;
