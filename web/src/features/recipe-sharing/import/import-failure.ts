// What the cook reads when an import fails. Zod-free, so the import field can say it without
// loading the importer's call.
import { ApiError } from '../../../sync/api-error';

export const OFFLINE_MESSAGE =
  'Importing a recipe needs a connection. You can still type the recipe in yourself.';

export function importFailureMessage(error: unknown, online: boolean): string {
  if (!online) return OFFLINE_MESSAGE;
  // The server's own sentence: a private address, a page too large, no recipe found …
  if (error instanceof ApiError) return error.message;
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return 'The server took too long to answer. Try again.';
  }
  if (error instanceof TypeError) return 'Mise could not reach the server. Check the connection.';
  return 'The recipe could not be imported. Try again.';
}
