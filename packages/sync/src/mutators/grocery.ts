/** Grocery list writes: add, check off (per item, so two shoppers never undo each other), remove. */
import { z } from 'zod';
import { groceryItemFields, groceryItemSchema } from '@mise/domain/entities/grocery-item';
import { uuid } from '@mise/domain/fields';
import { MutationRejected, defineMutator } from '../define-mutator';
import { patchRow } from '../patch';

export const groceryAdd = defineMutator({
  name: 'grocery.add',
  args: groceryItemSchema,
  async run(tx, item) {
    if (await tx.get('groceryItems', item.id)) {
      throw new MutationRejected(`${item.name} is already on the list.`);
    }
    await tx.put('groceryItems', item);
  },
});

export const grocerySetCompleted = defineMutator({
  name: 'grocery.setCompleted',
  args: z.object({ id: uuid('Id'), completed: groceryItemFields.completed }),
  async run(tx, { id, completed }) {
    const item = await tx.get('groceryItems', id);
    if (item) await tx.put('groceryItems', { ...item, completed });
  },
});

export const groceryUpdate = defineMutator({
  name: 'grocery.update',
  args: z.object({
    id: uuid('Id'),
    changes: z
      .object({
        name: groceryItemFields.name,
        quantity: groceryItemFields.quantity,
        unit: groceryItemFields.unit,
        estimatedPrice: groceryItemFields.estimatedPrice,
      })
      .partial(),
  }),
  async run(tx, { id, changes }) {
    const item = await tx.get('groceryItems', id);
    if (item) await tx.put('groceryItems', patchRow(groceryItemSchema, item, changes));
  },
});

export const groceryRemove = defineMutator({
  name: 'grocery.remove',
  args: z.object({ id: uuid('Id') }),
  async run(tx, { id }) {
    await tx.delete('groceryItems', id);
  },
});
