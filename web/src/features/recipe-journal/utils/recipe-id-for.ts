// Which recipe a journal entry is about (spec §3: every entry names one).
import { tagKey } from '@mise/domain/journal';

/** The recipe the form started from ("Add to journal" after cooking), if any. */
export interface StartingRecipe {
  readonly id: string;
  readonly name: string;
}

/**
 * Which recipe an entry is about: the one the form started from while its name is unchanged,
 * else the household's recipe of that name, else none, and the entry gets a recipe id of its own
 * (an entry must name one, §3; a dish cooked from memory has no recipe in the library).
 */
export function recipeIdFor(
  name: string,
  starting: StartingRecipe | undefined,
  recipes: readonly { readonly id: string; readonly name: string }[],
  entryId: string,
): string {
  const key = tagKey(name);
  if (starting && tagKey(starting.name) === key) return starting.id;
  return recipes.find((recipe) => tagKey(recipe.name) === key)?.id ?? `journal-${entryId}`;
}
