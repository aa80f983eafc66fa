// The recipe importer's call (issue 8: POST /api/recipes/import), sent with the app's
// authenticated fetch: the server reads the page (the browser could not: other sites do not
// allow it, CORS) and answers a draft: what the page said, in the create-recipe form's terms,
// plus where it came from. Nothing is stored; the cook saves through the form. Loaded with the
// first import, not with the dialog.
import { recipeImportDraftSchema } from '@mise/domain/api/recipe-import';
import type { RecipeFormDraft } from '@mise/domain/forms';
import { readJson } from '../../../sync/api-error';
import { loadSyncEngine } from '../../../sync/engine-loader';

/** The server gives a page 8 s; this leaves it room to answer that it gave up. */
const IMPORT_WAIT_MS = 15_000;

/** Where the recipe was found: the page read (after redirects) and its picture, if any. */
export interface ImportedPage {
  sourceUrl: string;
  imageUrl?: string;
  /** The page carries no recipe data: the draft was read from its text, to check closely. */
  fromPageText?: true;
}

export interface ImportedRecipe {
  /** What the page said; the dialog's form fills in the rest (recipeFormFromDraft). */
  values: RecipeFormDraft;
  page: ImportedPage;
}

type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

const engineFetch: ApiFetch = async (path, init) =>
  (await loadSyncEngine()).auth.apiFetch(path, init);

/** What the cook typed, as an address: "example.com/pie" is taken as https://example.com/pie. */
export function pageAddress(text: string): string {
  const trimmed = text.trim();
  return trimmed === '' || trimmed.includes('://') ? trimmed : `https://${trimmed}`;
}

export async function importRecipeFromPage(
  address: string,
  { signal, apiFetch = engineFetch }: { signal?: AbortSignal; apiFetch?: ApiFetch } = {},
): Promise<ImportedRecipe> {
  const response = await apiFetch('/api/recipes/import', {
    method: 'POST',
    body: JSON.stringify({ url: pageAddress(address) }),
    signal: withTimeout(signal, IMPORT_WAIT_MS),
  });
  const { sourceUrl, imageUrl, fromPageText, ...values } = await readJson(
    response,
    recipeImportDraftSchema,
  );
  const page: ImportedPage = {
    sourceUrl,
    ...(imageUrl !== undefined && { imageUrl }),
    ...(fromPageText && { fromPageText }),
  };
  return { values, page };
}

/** Aborts with the caller (the dialog closing) or at the deadline, whichever comes first. */
function withTimeout(signal: AbortSignal | undefined, ms: number): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  if (signal === undefined) return timeout;
  // AbortSignal.any() would do, but phones a few years old lack it.
  const both = new AbortController();
  const abort = (source: AbortSignal) => () => both.abort(source.reason);
  if (signal.aborted) both.abort(signal.reason);
  signal.addEventListener('abort', abort(signal), { once: true });
  timeout.addEventListener('abort', abort(timeout), { once: true });
  return both.signal;
}
