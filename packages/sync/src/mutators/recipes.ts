/** Recipe writes: create, share with the community, favorite, and removal with its links. */
import { z } from 'zod';
import { recipeSchema } from '@mise/domain/entities/recipe';
import { isoDateTime, recipeIdSchema } from '@mise/domain/fields';
import { MutationRejected, defineMutator } from '../define-mutator';

export const recipeCreate = defineMutator({
  name: 'recipe.create',
  args: () => recipeSchema,
  async run(tx, recipe) {
    if (await tx.get('recipes', recipe.id)) {
      throw new MutationRejected(`${recipe.name} already exists.`);
    }
    await tx.put('recipes', recipe);
  },
});

/** isShared only goes from false to true (spec §4: no unshare is offered). */
export const recipeShare = defineMutator({
  name: 'recipe.share',
  args: () => z.object({ id: recipeIdSchema }),
  async run(tx, { id }) {
    const recipe = await tx.get('recipes', id);
    if (!recipe) throw new MutationRejected('Only your own recipes can be shared.');
    if (!recipe.isShared) await tx.put('recipes', { ...recipe, isShared: true });
  },
});

/** Any recipe may be a favorite, a community one too: the mark is the household's own row. */
export const recipeFavorite = defineMutator({
  name: 'recipe.favorite',
  args: () => z.object({ id: recipeIdSchema, createdAt: isoDateTime('Created at') }),
  async run(tx, favorite) {
    if (!(await tx.get('favorites', favorite.id))) await tx.put('favorites', favorite);
  },
});

export const recipeUnfavorite = defineMutator({
  name: 'recipe.unfavorite',
  args: () => z.object({ id: recipeIdSchema }),
  async run(tx, { id }) {
    await tx.delete('favorites', id);
  },
});

/**
 * Spec §3: a cooking session is removed with its recipe; a meal plan entry loses only the link
 * (it keeps the meal's name, so the week still reads right).
 */
export const recipeRemove = defineMutator({
  name: 'recipe.remove',
  args: () => z.object({ id: recipeIdSchema }),
  async run(tx, { id }) {
    await tx.delete('recipes', id);
    for (const session of await tx.scan('cookingSessions')) {
      if (session.recipeId === id) await tx.delete('cookingSessions', session.id);
    }
    for (const entry of await tx.scan('mealPlanEntries')) {
      if (entry.recipeId === id) {
        const { recipeId: _unlinked, ...rest } = entry;
        await tx.put('mealPlanEntries', rest);
      }
    }
  },
});
