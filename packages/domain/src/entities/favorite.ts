/**
 * Favorite (spec §7 POST /api/recipes/{id}/favorite): a household's mark on a recipe, its own
 * or one from the community. A separate row, not a field on the recipe, because a community
 * recipe belongs to another household and a favorite must never write to it.
 */
import { z } from 'zod';
import { isoDateTime, recipeIdSchema } from '../fields';

export const favoriteSchema = z.object({
  /** The recipe's id: one favorite per recipe and household. */
  id: recipeIdSchema,
  createdAt: isoDateTime('Created at'),
});

export type Favorite = z.infer<typeof favoriteSchema>;
