/** Cooking session writes: start (one active session at a time), move between steps, finish. */
import { z } from 'zod';
import { cookingSessionSchema } from '@mise/domain/entities/cooking-session';
import { isoDateTime, uuid } from '@mise/domain/fields';
import { defineMutator } from '../define-mutator';

export const cookingStart = defineMutator({
  name: 'cooking.start',
  args: () =>
    cookingSessionSchema.pick({ id: true, recipeId: true, startedAt: true, servings: true }),
  async run(tx, { id, recipeId, startedAt, servings }) {
    // Starting a recipe puts any other session aside; it stays, unfinished, in the history.
    for (const session of await tx.scan('cookingSessions')) {
      if (session.isActive) await tx.put('cookingSessions', { ...session, isActive: false });
    }
    await tx.put('cookingSessions', {
      id,
      recipeId,
      startedAt,
      currentStep: 0,
      isActive: true,
      ...(servings !== undefined && { servings }),
    });
  },
});

export const cookingSetStep = defineMutator({
  name: 'cooking.setStep',
  args: () => z.object({ id: uuid('Id'), currentStep: z.int().min(0) }),
  async run(tx, { id, currentStep }) {
    const session = await tx.get('cookingSessions', id);
    if (session) await tx.put('cookingSessions', { ...session, currentStep });
  },
});

export const cookingFinish = defineMutator({
  name: 'cooking.finish',
  args: () => z.object({ id: uuid('Id'), completedAt: isoDateTime('Completed at') }),
  async run(tx, { id, completedAt }) {
    const session = await tx.get('cookingSessions', id);
    if (session?.isActive) {
      await tx.put('cookingSessions', { ...session, isActive: false, completedAt });
    }
  },
});
