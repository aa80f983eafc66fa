// What the cook reads when an import fails: lib/user-facing-error.ts's words, with the import's
// own sentence for being offline. Zod-free, so the import field can say it without loading the
// importer's call.
import { userFacingError } from '../../../lib/user-facing-error';

export const OFFLINE_MESSAGE =
  'Importing a recipe needs a connection. You can still type the recipe in yourself.';

export function importFailureMessage(error: unknown, online: boolean): string {
  // The server's own sentence comes through as it is: a private address, a page too large, no
  // recipe found …
  return userFacingError(error, { action: 'import the recipe', online, offline: OFFLINE_MESSAGE });
}
