// The link that opens the Recipe Journal's New Entry form filled in with a recipe: how another
// feature (the cooking guide, after the last step) hands a dish to the journal without
// importing it. /recipe-journal?new=<recipeId>&name=<recipe name>&minutes=<cooking time>.
export const JOURNAL_PATH = '/recipe-journal';

export interface JournalLinkRecipe {
  readonly recipeId: string;
  readonly recipeName?: string | undefined;
  /** Minutes it took, when known. */
  readonly cookingTime?: number | undefined;
}

const PARAMS = { recipeId: 'new', recipeName: 'name', cookingTime: 'minutes' } as const;

export function addToJournalLink(recipe: JournalLinkRecipe): string {
  const params = new URLSearchParams({ [PARAMS.recipeId]: recipe.recipeId });
  if (recipe.recipeName) params.set(PARAMS.recipeName, recipe.recipeName);
  if (recipe.cookingTime !== undefined) params.set(PARAMS.cookingTime, String(recipe.cookingTime));
  return `${JOURNAL_PATH}?${params.toString()}`;
}

/** The recipe a journal address asks the form to start from; undefined when it asks none. */
export function readAddToJournal(params: URLSearchParams): JournalLinkRecipe | undefined {
  const recipeId = params.get(PARAMS.recipeId)?.trim();
  if (!recipeId) return undefined;
  const recipeName = params.get(PARAMS.recipeName)?.trim() || undefined;
  const minutes = Number(params.get(PARAMS.cookingTime) ?? '');
  const cookingTime =
    params.has(PARAMS.cookingTime) && Number.isSafeInteger(minutes) && minutes >= 0
      ? minutes
      : undefined;
  return { recipeId, recipeName, cookingTime };
}

/** The same address without the form's parameters (once the form has taken them). */
export function withoutAddToJournal(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  for (const name of Object.values(PARAMS)) rest.delete(name);
  return rest;
}
