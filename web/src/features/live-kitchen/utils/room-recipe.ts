// A recipe as a live room carries it (name and step texts, in step order), cut to the room's
// limits so a long imported recipe still opens a room rather than being refused.
import type { Recipe } from '@mise/domain/entities/recipe';
import type { RoomRecipe } from '@mise/domain/live-room';
import {
  LIVE_KITCHEN_RECIPE_MAX_STEPS,
  LIVE_KITCHEN_RECIPE_NAME_MAX_LENGTH,
  LIVE_KITCHEN_STEP_MAX_LENGTH,
} from '@mise/domain/constants';
import { compareCodeUnits, compareNames } from '@mise/domain/text-order';

export function toRoomRecipe(recipe: Pick<Recipe, 'id' | 'name' | 'instructions'>): RoomRecipe {
  const steps = [...recipe.instructions]
    .sort((a, b) => a.step - b.step)
    .map((instruction) => instruction.instruction.trim().slice(0, LIVE_KITCHEN_STEP_MAX_LENGTH))
    .filter((text) => text !== '')
    .slice(0, LIVE_KITCHEN_RECIPE_MAX_STEPS);
  return {
    id: recipe.id.slice(0, LIVE_KITCHEN_RECIPE_NAME_MAX_LENGTH),
    name: recipe.name.slice(0, LIVE_KITCHEN_RECIPE_NAME_MAX_LENGTH),
    steps,
  };
}

/** By name, as a person reads a list. */
export function byRecipeName(
  a: Pick<RoomRecipe, 'id' | 'name'>,
  b: Pick<RoomRecipe, 'id' | 'name'>,
): number {
  return compareNames(a.name, b.name) || compareCodeUnits(a.id, b.id);
}
