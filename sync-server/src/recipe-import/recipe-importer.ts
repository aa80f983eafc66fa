/**
 * POST /api/recipes/import's work: fetch the page safely (safe-fetch.ts), read its recipe
 * (find-recipe.ts), answer a draft checked against the API's schema. Nothing is stored.
 */
import { type RecipeImportDraft, recipeImportDraftSchema } from '@mise/domain/api/recipe-import';
import { findRecipe } from './find-recipe';
import { importErrors } from './import-errors';
import { type PageFetchOptions, defaultPageFetchOptions, fetchPage } from './safe-fetch';

export interface RecipeImporter {
  /** The page's recipe as a draft; a RecipeImportError says why there is none. */
  importFrom(address: string): Promise<RecipeImportDraft>;
}

export function createRecipeImporter(options: Partial<PageFetchOptions> = {}): RecipeImporter {
  const fetchOptions = { ...defaultPageFetchOptions, ...options };
  return {
    async importFrom(address) {
      const page = await fetchPage(address, fetchOptions);
      const draft = findRecipe(page.html, page.url);
      if (draft === undefined) throw importErrors.noRecipe();
      return recipeImportDraftSchema.parse(draft);
    },
  };
}
