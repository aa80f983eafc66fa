/**
 * Every way an import can fail, each with the API's error code, its HTTP status and the sentence
 * the cook reads under the address field (docs/api.md, "POST /api/recipes/import").
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { RECIPE_IMPORT_MAX_BYTES } from '@mise/domain/api/recipe-import';

export class RecipeImportError extends Error {
  override readonly name = 'RecipeImportError';
  constructor(
    readonly code: string,
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
  }
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

export const importErrors = {
  notWebAddress: () =>
    new RecipeImportError(
      'unsupported_address',
      422,
      'Mise can only read web pages, at addresses starting with http:// or https://.',
    ),
  withCredentials: () =>
    new RecipeImportError(
      'unsupported_address',
      422,
      'Leave the user name and password out of the address.',
    ),
  privateAddress: () =>
    new RecipeImportError(
      'address_refused',
      422,
      "That address is on a private network, so Mise can't fetch it.",
    ),
  unknownHost: () =>
    new RecipeImportError(
      'page_unreachable',
      502,
      "Mise couldn't find that website. Check the address.",
    ),
  unreachable: () =>
    new RecipeImportError(
      'page_unreachable',
      502,
      "Mise couldn't reach that page. Check the address, or try again later.",
    ),
  pageError: (status: number) =>
    new RecipeImportError(
      'page_error',
      502,
      `The page answered with an error (HTTP ${status}). Check the address.`,
    ),
  timeout: () => new RecipeImportError('page_timeout', 504, 'The page took too long to answer.'),
  tooManyRedirects: () =>
    new RecipeImportError('too_many_redirects', 422, 'The page redirected too many times.'),
  notHtml: (type: string) =>
    new RecipeImportError(
      'not_html',
      422,
      `That address is not a web page (it sent ${type}), so it has no recipe to read.`,
    ),
  unreadable: () => new RecipeImportError('page_unreadable', 502, "Mise couldn't read that page."),
  tooLarge: (maxBytes: number = RECIPE_IMPORT_MAX_BYTES) =>
    new RecipeImportError('page_too_large', 422, `The page is larger than ${megabytes(maxBytes)}.`),
  noRecipe: () => new RecipeImportError('no_recipe', 422, 'No recipe was found on that page.'),
} as const;
