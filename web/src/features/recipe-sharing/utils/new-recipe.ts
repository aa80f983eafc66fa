// The recipe a submitted create-recipe form becomes (spec §7 POST /api/recipes, made on this
// device): a new id and creation time, steps numbered in the order the cook left them, and
// nothing rated yet, and no time split when the cook stated no part of it. `recipe.create`
// stores it here at once and the server when online.
import type { RecipeCreateRequest } from '@mise/domain/api/recipes';
import type { RecipeInput } from '@mise/domain/entities/recipe';
import { renumberSteps } from '@mise/domain/forms';

export function newRecipeFrom(
  request: RecipeCreateRequest,
  id: string,
  createdAt: string,
): RecipeInput {
  const { timeSplit, ...rest } = request;
  const stated = Object.values(timeSplit ?? {}).some((minutes) => minutes !== undefined);
  return {
    ...rest,
    ...(stated && { timeSplit }),
    instructions: renumberSteps(request.instructions),
    id,
    createdAt,
  };
}
