/**
 * What the sync engine needs from the device's storage: the synced rows (as a MutatorTx), the
 * outbox of queued mutations and the engine's own state, all inside one atomic transaction.
 * web/src/db implements it over Dexie; memory-store.ts implements it for tests.
 */
import { z } from 'zod';
import { plainText } from '@mise/domain/fields';
import type { CollectionName, Collections, Entity } from '../collections';
import type { MutatorTx } from '../mutator-tx';
import { mutationErrorSchema } from '../protocol';

/** The row as it was before a mutation first wrote it; null when the mutation created it. */
export interface UndoRecord {
  collection: CollectionName;
  id: string;
  before: Entity | null;
}

/** A queued mutation with what is needed to take its optimistic effect back (rule S7). */
export interface OutboxEntry {
  id: number;
  name: string;
  args: unknown;
  createdAt: string;
  undo: UndoRecord[];
}

export const syncStateSchema = z.object({
  // The device's own state, read back from IndexedDB: its zod-free guard (sync-state-guard.ts)
  // must accept exactly what this does, so it stays a plain non-empty string.
  // eslint-disable-next-line no-restricted-syntax
  clientId: z.string().min(1),
  /** The id the next mutation gets: 1, 2, 3 … per client, never reused (rule S2). */
  nextMutationId: z.int().min(1),
  /** Household version the synced rows reflect. */
  cursor: z.int().min(0),
  householdId: plainText('Household id').optional(),
  /** Highest mutation id of this client the server has processed. */
  lastMutationId: z.int().min(0),
  /** Writes the server refused, kept until the user has seen them (rule S5). */
  rejected: z.array(mutationErrorSchema),
  lastSyncedAt: plainText('Last synced at').optional(),
  /**
   * Rule S16: the last pull was a page with more to come. The rows are then those of `cursor`
   * only in part (a row changed again later arrives on a later page), until the last page.
   */
  pullMore: z.literal(true).optional(),
  /** With `pullMore`: the rows the pages of this pull have brought so far, for the progress shown. */
  pulledRows: z.int().min(0).optional(),
});
export type SyncState = z.infer<typeof syncStateSchema>;

export interface LocalTx extends MutatorTx {
  /**
   * Many rows of one collection at once. On IndexedDB the requests go out together; one at a
   * time, each waits for the answer to the last, which made a large pull 1,000 rows a second.
   */
  bulkGet<Name extends CollectionName>(
    collection: Name,
    ids: string[],
  ): Promise<(Collections[Name] | undefined)[]>;
  bulkPut<Name extends CollectionName>(
    collection: Name,
    values: Collections[Name][],
  ): Promise<void>;
  bulkDelete(collection: CollectionName, ids: string[]): Promise<void>;
  outboxList(): Promise<OutboxEntry[]>;
  /** How many mutations wait; cheap, for the status shown after every write. */
  outboxCount(): Promise<number>;
  outboxPut(entry: OutboxEntry): Promise<void>;
  /** Drops every entry with an id up to and including `id`. */
  outboxDeleteThrough(id: number): Promise<void>;
  /** Replaces the whole outbox (renumbering after a gap). */
  outboxReplace(entries: OutboxEntry[]): Promise<void>;
  readState(): Promise<SyncState | undefined>;
  writeState(state: SyncState): Promise<void>;
  /** Drops every synced row (a reset to another household's data). */
  clearRows(): Promise<void>;
}

export interface LocalStore {
  /** Runs fn atomically: all of its writes happen, or none do. */
  transaction<T>(fn: (tx: LocalTx) => Promise<T>): Promise<T>;
}
