/**
 * Telling an error about what was written from an error about the database itself. A write the
 * database refuses (bad text, a broken constraint, a value out of range) fails the same way on
 * every retry, so a sync push refuses that one mutation and moves on (rule S14), and a REST
 * write answers 4xx; a lost connection, a deadlock or a server shutting down is worth a retry.
 */
import { MutationRejected } from '@mise/sync/define-mutator';

/**
 * SQLSTATE classes that say the database could not do the work right now, whatever was asked:
 * connection (08), transaction rollback such as deadlock or serialization (40), resources (53),
 * operator intervention such as shutdown or cancel (57), system (58), object in use (55),
 * internal (XX).
 */
const TRANSIENT_CLASSES = new Set(['08', '40', '53', '55', '57', '58', 'XX']);

/** The SQLSTATE of a database error (both drivers put it on `code`), if it has one. */
export function sqlState(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** A database error that retrying cannot fix: the statement's data or shape is the problem. */
export function isDataError(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && !TRANSIENT_CLASSES.has(state.slice(0, 2));
}

/** An error that a retry of the same mutation could get past; anything else is its own fault. */
export function isTransient(error: unknown): boolean {
  if (error instanceof MutationRejected) return false;
  const state = sqlState(error);
  if (state !== undefined) return TRANSIENT_CLASSES.has(state.slice(0, 2));
  // No SQLSTATE: a mutator's own bug (TypeError …) or a driver that lost its connection. The
  // caller tells them apart by whether the database still answers the savepoint rollback.
  return false;
}

/** What the device shows for a mutation the database refused (rule S14). */
export function refusedByStoreMessage(error: unknown): string {
  const state = sqlState(error);
  return state === undefined
    ? 'The server could not apply this change, so it was not kept.'
    : `The server could not store this change (database error ${state}), so it was not kept.`;
}
