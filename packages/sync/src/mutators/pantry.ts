/** Pantry writes: add, per-field update, quantity deltas and removal. */
import { z } from 'zod';
import { pantryUpdateRequestSchema } from '@mise/domain/api/pantry';
import { pantryItemSchema } from '@mise/domain/entities/pantry-item';
import { uuid } from '@mise/domain/fields';
import { MutationRejected, defineMutator } from '../define-mutator';
import { patchRow } from '../patch';

export const pantryAdd = defineMutator({
  name: 'pantry.add',
  args: () => pantryItemSchema,
  async run(tx, item) {
    if (await tx.get('pantryItems', item.id)) {
      throw new MutationRejected(`${item.name} is already in the pantry.`);
    }
    await tx.put('pantryItems', item);
  },
});

export const pantryUpdate = defineMutator({
  name: 'pantry.update',
  args: () => z.object({ id: uuid('Id'), changes: pantryUpdateRequestSchema }),
  async run(tx, { id, changes }) {
    const item = await tx.get('pantryItems', id);
    // Removed meanwhile on another device: a delete wins over a later update.
    if (!item) return;
    await tx.put('pantryItems', patchRow(pantryItemSchema, item, changes));
  },
});

/**
 * "Used two eggs": a delta, not a new total, so concurrent changes from two devices add up.
 * The quantity never drops below 1 (spec §3); removing an item is its own, explicit action.
 */
export const pantryAdjustQuantity = defineMutator({
  name: 'pantry.adjustQuantity',
  args: () => z.object({ id: uuid('Id'), delta: z.int().refine((delta) => delta !== 0) }),
  async run(tx, { id, delta }) {
    const item = await tx.get('pantryItems', id);
    if (!item) return;
    await tx.put('pantryItems', { ...item, quantity: Math.max(1, item.quantity + delta) });
  },
});

export const pantryRemove = defineMutator({
  name: 'pantry.remove',
  args: () => z.object({ id: uuid('Id') }),
  async run(tx, { id }) {
    await tx.delete('pantryItems', id);
  },
});
