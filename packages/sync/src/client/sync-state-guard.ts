/**
 * The engine's state read without zod, for the app's first paint: the header shows the last
 * sync time and the refused writes before the engine (and zod) have loaded. It accepts exactly
 * what `syncStateSchema` accepts (sync-state-guard.test.ts holds the two together).
 */
import type { SyncState } from './local-store';
import type { MutationError } from '../protocol';

type Fields = Record<string, unknown>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isIntAtLeast(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min;
}

const isOptionalString = (value: unknown) => value === undefined || typeof value === 'string';

function isMutationError(value: unknown): value is MutationError {
  return (
    isObject(value) &&
    isIntAtLeast(value.mutationId, 1) &&
    typeof value.name === 'string' &&
    typeof value.message === 'string' &&
    (value.kind === undefined || value.kind === 'refused' || value.kind === 'notice')
  );
}

export function isSyncState(value: unknown): value is SyncState {
  return (
    isObject(value) &&
    typeof value.clientId === 'string' &&
    value.clientId.length >= 1 &&
    isIntAtLeast(value.nextMutationId, 1) &&
    isIntAtLeast(value.cursor, 0) &&
    isOptionalString(value.householdId) &&
    isIntAtLeast(value.lastMutationId, 0) &&
    Array.isArray(value.rejected) &&
    value.rejected.every(isMutationError) &&
    isOptionalString(value.lastSyncedAt) &&
    (value.pullMore === undefined || value.pullMore === true) &&
    (value.pulledRows === undefined || isIntAtLeast(value.pulledRows, 0))
  );
}
