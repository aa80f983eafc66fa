/**
 * Grocery list writes: add one or a planned week's lines, check off (per item, so two shoppers
 * never undo each other), edit, move a bought line into the pantry, remove.
 */
import { z } from 'zod';
import {
  groceryItemFields,
  groceryItemSchema,
  type GroceryItem,
} from '@mise/domain/entities/grocery-item';
import { pantryItemSchema } from '@mise/domain/entities/pantry-item';
import { uuid } from '@mise/domain/fields';
import { MutationRejected, defineMutator } from '../define-mutator';
import { patchRow } from '../patch';

export const groceryAdd = defineMutator({
  name: 'grocery.add',
  args: () => groceryItemSchema,
  async run(tx, item) {
    if (await tx.get('groceryItems', item.id)) {
      throw new MutationRejected(`${item.name} is already on the list.`);
    }
    await tx.put('groceryItems', item);
  },
});

/** More lines than any week of planned meals needs. */
const MAX_LINES_PER_BATCH = 200;

/**
 * A line of a planned week, and the cook's own open lines for the same ingredient that it takes
 * the place of (issue 22: one line per ingredient, the cook's amount included).
 */
const plannedLineSchema = groceryItemSchema.extend({
  replaces: z.array(uuid('Replaced line')).max(MAX_LINES_PER_BATCH).readonly().optional(),
});

/** Still the cook's own line to buy: not checked off, not removed, not merged by a phone first. */
const isOpenManualLine = (line: GroceryItem | undefined) =>
  line !== undefined && !line.completed && line.recipeId === undefined;

/**
 * The lines a planned week needs, as one mutation. A name already on the list and not yet
 * bought is skipped: two devices building the list for the same week end with one line each.
 * A line that replaces the cook's own lands only while every one of those is still open: when
 * another phone merged them first, or the cook checked one off meanwhile, it is skipped and the
 * list keeps what is there (pressing "Add groceries" again adds what is still missing).
 */
export const groceryAddMany = defineMutator({
  name: 'grocery.addMany',
  args: () =>
    z.object({
      items: z
        .array(plannedLineSchema)
        .min(1, 'Nothing to add.')
        .max(MAX_LINES_PER_BATCH, `At most ${MAX_LINES_PER_BATCH} items can be added at once.`),
    }),
  async run(tx, { items }) {
    const listed = await tx.scan('groceryItems');
    const toBuy = new Set(listed.filter((line) => !line.completed).map((line) => nameKey(line)));
    for (const { replaces = [], ...item } of items) {
      if (await tx.get('groceryItems', item.id)) continue;
      if (replaces.length > 0) {
        let open = true;
        for (const id of replaces) open &&= isOpenManualLine(await tx.get('groceryItems', id));
        if (!open) continue;
        for (const id of replaces) await tx.delete('groceryItems', id);
      } else if (toBuy.has(nameKey(item))) continue;
      toBuy.add(nameKey(item));
      await tx.put('groceryItems', item);
    }
  },
});

const nameKey = (item: { name: string }) => item.name.trim().toLowerCase();

export const grocerySetCompleted = defineMutator({
  name: 'grocery.setCompleted',
  args: () => z.object({ id: uuid('Id'), completed: groceryItemFields.completed }),
  async run(tx, { id, completed }) {
    const item = await tx.get('groceryItems', id);
    if (item) await tx.put('groceryItems', { ...item, completed });
  },
});

export const groceryUpdate = defineMutator({
  name: 'grocery.update',
  args: () =>
    z.object({
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

/**
 * The ± of a line's amount: a delta, not a new total, so quick taps and two shoppers' taps all
 * count. A tap never takes the amount below 1, and never raises a planned ½ cup to 1 by "less".
 */
export const groceryAdjustQuantity = defineMutator({
  name: 'grocery.adjustQuantity',
  args: () => z.object({ id: uuid('Id'), delta: z.int().refine((delta) => delta !== 0) }),
  async run(tx, { id, delta }) {
    const item = await tx.get('groceryItems', id);
    if (!item) return;
    const floor = Math.min(item.quantity, 1);
    // Thousandths, as the amounts are kept: 0.333 + 1 is 1.333, not 1.3330000000000002.
    const quantity = Math.max(floor, Math.round((item.quantity + delta) * 1000) / 1000);
    if (quantity !== item.quantity) await tx.put('groceryItems', { ...item, quantity });
  },
});

/**
 * "Add to pantry" for a bought line: the pantry item is added and the line leaves the list in one
 * mutation, so the two never disagree. A line already gone (moved on another phone) adds nothing.
 */
export const groceryMoveToPantry = defineMutator({
  name: 'grocery.moveToPantry',
  args: () => z.object({ id: uuid('Id'), pantryItem: pantryItemSchema }),
  async run(tx, { id, pantryItem }) {
    if (!(await tx.get('groceryItems', id))) return;
    await tx.delete('groceryItems', id);
    if (!(await tx.get('pantryItems', pantryItem.id))) await tx.put('pantryItems', pantryItem);
  },
});

export const groceryRemove = defineMutator({
  name: 'grocery.remove',
  args: () => z.object({ id: uuid('Id') }),
  async run(tx, { id }) {
    await tx.delete('groceryItems', id);
  },
});
