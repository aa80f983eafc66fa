// Create Recipe (spec §4, §7, §8): the submitted form becomes a recipe of the household through
// `recipe.create`, stored on this device at once and on the server when it is reachable, so it
// works offline. Success and failure are the spec's toasts; a failure keeps the form as typed.
import type { RecipeCreateRequest } from '@mise/domain/api/recipes';
import { toast } from '../../../components/ui/use-toast';
import { mutate } from '../../../sync/mutate';
import { newRecipeFrom } from '../utils/new-recipe';

export interface CreatedRecipe {
  readonly id: string;
  readonly isShared: boolean;
  /** The queued write: the community list refreshes once the server has processed it. */
  readonly mutationId: number;
}

export const CREATE_FAILED = 'Failed to create recipe. Please try again.';

export async function createRecipe(
  request: RecipeCreateRequest,
  write: typeof mutate = mutate,
): Promise<CreatedRecipe | undefined> {
  const recipe = newRecipeFrom(request, crypto.randomUUID(), new Date().toISOString());
  try {
    const queued = await write('recipe.create', recipe);
    toast({ title: 'Success', description: 'Recipe created successfully!' });
    return { id: recipe.id, isShared: request.isShared, mutationId: queued.id };
  } catch (error) {
    console.error('The recipe could not be created.', error);
    toast({ variant: 'destructive', title: 'Error', description: CREATE_FAILED });
    return undefined;
  }
}
