/**
 * Meal plan writes: fill a slot, fill the empty slots of a week at once (Auto-Plan), change or
 * clear what is planned, move it, remove it.
 */
import { z } from 'zod';
import { mealPlanEntrySchema } from '@mise/domain/entities/meal-plan-entry';
import {
  TEXT_LIMITS,
  isoDate,
  oneOf,
  optionalText,
  recipeIdSchema,
  requiredText,
  uuid,
} from '@mise/domain/fields';
import { MEAL_TYPES } from '@mise/domain/options';
import { MutationRejected, defineMutator } from '../define-mutator';
import { patchRow } from '../patch';

export const mealPlanAdd = defineMutator({
  name: 'mealPlan.add',
  args: () => mealPlanEntrySchema,
  async run(tx, entry) {
    if (await tx.get('mealPlanEntries', entry.id)) {
      throw new MutationRejected('This meal is already planned.');
    }
    await tx.put('mealPlanEntries', entry);
  },
});

/** A week has 7 × 3 slots: no plan fills more. */
const MAX_SLOTS_PER_PLAN = 21;

/**
 * Auto-Plan's write: one mutation for the whole week, so the plan lands whole or not at all.
 * A slot that is filled by the time it applies (another device planned it meanwhile) keeps its
 * meal: two devices planning the same week at once converge on one meal per slot.
 */
export const mealPlanFillEmpty = defineMutator({
  name: 'mealPlan.fillEmpty',
  args: () =>
    z.object({
      entries: z
        .array(mealPlanEntrySchema)
        .min(1, 'Nothing to plan.')
        .max(MAX_SLOTS_PER_PLAN, `At most ${MAX_SLOTS_PER_PLAN} meals can be planned at once.`),
    }),
  async run(tx, { entries }) {
    const planned = await tx.scan('mealPlanEntries');
    const filled = new Set(planned.map((entry) => `${entry.date} ${entry.mealType}`));
    for (const entry of entries) {
      const slot = `${entry.date} ${entry.mealType}`;
      if (filled.has(slot) || (await tx.get('mealPlanEntries', entry.id))) continue;
      filled.add(slot);
      await tx.put('mealPlanEntries', entry);
    }
  },
});

export const mealPlanUpdate = defineMutator({
  name: 'mealPlan.update',
  args: () =>
    z.object({
      id: uuid('Id'),
      changes: z.object({
        recipeId: recipeIdSchema.nullable().optional(),
        recipeName: requiredText('Recipe name').nullable().optional(),
        notes: optionalText('Notes', TEXT_LIMITS.paragraphs).nullable().optional(),
        // null: cooked as the recipe is written again.
        servings: mealPlanEntrySchema.shape.servings.nullable(),
      }),
    }),
  async run(tx, { id, changes }) {
    const entry = await tx.get('mealPlanEntries', id);
    if (entry) await tx.put('mealPlanEntries', patchRow(mealPlanEntrySchema, entry, changes));
  },
});

export const mealPlanMove = defineMutator({
  name: 'mealPlan.move',
  args: () =>
    z.object({
      id: uuid('Id'),
      date: isoDate('Date'),
      mealType: oneOf(MEAL_TYPES, 'Meal type'),
    }),
  async run(tx, { id, date, mealType }) {
    const entry = await tx.get('mealPlanEntries', id);
    if (entry) await tx.put('mealPlanEntries', { ...entry, date, mealType });
  },
});

export const mealPlanRemove = defineMutator({
  name: 'mealPlan.remove',
  args: () => z.object({ id: uuid('Id') }),
  async run(tx, { id }) {
    await tx.delete('mealPlanEntries', id);
  },
});
