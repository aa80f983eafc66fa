// isSyncState must accept exactly what syncStateSchema accepts: the header reads the engine's
// state with the guard, the engine with the schema, and they must never disagree.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { syncStateSchema } from './local-store';
import { isSyncState } from './sync-state-guard';

const valid = {
  clientId: 'client-1',
  nextMutationId: 3,
  cursor: 0,
  lastMutationId: 2,
  rejected: [{ mutationId: 2, name: 'pantry.add', message: 'Enter a name.' }],
};

const agrees = (value: unknown) =>
  expect(isSyncState(value)).toBe(syncStateSchema.safeParse(value).success);

describe('isSyncState', () => {
  it('accepts a state the engine writes, with and without its optional fields', () => {
    expect(isSyncState(valid)).toBe(true);
    expect(isSyncState({ ...valid, householdId: 'h', lastSyncedAt: '2025-01-01T00:00:00Z' })).toBe(
      true,
    );
  });

  it('agrees with the schema on every field at its edges', () => {
    const edits: Record<string, unknown>[] = [
      { clientId: '' },
      { clientId: 7 },
      { nextMutationId: 0 },
      { nextMutationId: 1.5 },
      { nextMutationId: Number.MAX_SAFE_INTEGER + 1 },
      { cursor: -1 },
      { cursor: Number.NaN },
      { cursor: Number.POSITIVE_INFINITY },
      { lastMutationId: '2' },
      { householdId: null },
      { householdId: undefined },
      { lastSyncedAt: 5 },
      { pullMore: true },
      { pullMore: false },
      { pullMore: 'yes' },
      { rejected: 'none' },
      { rejected: [{ mutationId: 0, name: 'a', message: 'b' }] },
      { rejected: [{ mutationId: 1, name: 'a' }] },
      { rejected: [{ mutationId: 1, name: 'a', message: 'b', kind: 'notice' }] },
      { rejected: [{ mutationId: 1, name: 'a', message: 'b', kind: 'shrug' }] },
      { rejected: [null] },
      { extra: 'kept out of the way' },
    ];
    for (const edit of edits) agrees({ ...valid, ...edit });
    for (const value of [undefined, null, 'state', 1, [], [valid], new Date()]) agrees(value);
  });

  it('agrees with the schema on arbitrary values', () => {
    const int = fc.oneof(fc.integer({ min: -2, max: 4 }), fc.double(), fc.constant('1'));
    const mutationError = fc.record(
      {
        mutationId: int,
        name: fc.oneof(fc.string(), fc.integer()),
        message: fc.string(),
        kind: fc.constantFrom('refused', 'notice', 'other'),
      },
      { requiredKeys: [] },
    );
    const state = fc.record(
      {
        clientId: fc.oneof(fc.string({ maxLength: 2 }), fc.integer()),
        nextMutationId: int,
        cursor: int,
        householdId: fc.oneof(fc.string(), fc.constant(undefined), fc.constant(null)),
        lastMutationId: int,
        rejected: fc.oneof(fc.array(mutationError, { maxLength: 3 }), fc.anything()),
        lastSyncedAt: fc.oneof(fc.string(), fc.constant(undefined), fc.integer()),
      },
      { requiredKeys: ['clientId'] },
    );
    fc.assert(
      fc.property(fc.oneof(state, fc.anything()), (value) => {
        agrees(value);
      }),
      { numRuns: 2000 },
    );
  });
});
