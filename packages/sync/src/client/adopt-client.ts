/**
 * Moving this device's queued writes to a new client id, numbered from 1: after a gap (S4), and
 * when a device signed in again (a new device to the server, whose old client id belongs to
 * the old one, so a push would be refused). For "start fresh"
 * the rows the server had confirmed are queued first as `rows.restore` (docs/sync-protocol.md
 * S8), then the still-pending writes on top: the new household ends up with exactly what the
 * device shows, and every pending write keeps its intent (a quantity change stays a change).
 */
import { COLLECTION_NAMES, type CollectionName, type Entity } from '../collections';
import { rowsRestore } from '../mutators/rows';
import type { LocalStore, OutboxEntry } from './local-store';

export interface LocalRow {
  collection: CollectionName;
  row: Entity;
}

/** The rows as the server last confirmed them: every pending write's effect taken back. */
export function confirmedRows(current: LocalRow[], pending: readonly OutboxEntry[]): LocalRow[] {
  const key = (collection: CollectionName, id: string) => `${collection}/${id}`;
  const rows = new Map(current.map((entry) => [key(entry.collection, entry.row.id), entry]));
  for (const entry of [...pending].reverse()) {
    for (const { collection, id, before } of [...entry.undo].reverse()) {
      if (before === null) rows.delete(key(collection, id));
      else rows.set(key(collection, id), { collection, row: before });
    }
  }
  return [...rows.values()];
}

export interface AdoptOptions {
  /** Queue a restore of every confirmed row first (a new, empty household). */
  restoreRows: boolean;
  /**
   * Keep the refusals not yet seen (a gap keeps the same identity and the user should still
   * read them); a new identity starts clean because refusals are keyed by mutation id.
   */
  keepRejected?: boolean;
  newClientId: () => string;
  now: () => Date;
}

/** Returns how many rows were queued for restore. */
export async function adoptNewClient(store: LocalStore, options: AdoptOptions): Promise<number> {
  return store.transaction(async (tx) => {
    const state = await tx.readState();
    const pending = await tx.outboxList();
    const current = (
      await Promise.all(
        COLLECTION_NAMES.map(async (collection) =>
          (await tx.scan(collection)).map((row): LocalRow => ({ collection, row })),
        ),
      )
    ).flat();
    const createdAt = options.now().toISOString();
    const restores: OutboxEntry[] = options.restoreRows
      ? confirmedRows(current, pending).map(({ collection, row }) => ({
          id: 0,
          name: rowsRestore.name,
          args: rowsRestore.args.parse({ collection, row }),
          createdAt,
          // Nothing changes on this device: the rows are already here.
          undo: [],
        }))
      : [];
    const queue = [...restores, ...pending].map((entry, index) => ({ ...entry, id: index + 1 }));
    await tx.outboxReplace(queue);
    await tx.writeState({
      ...(state ?? { cursor: 0 }),
      clientId: options.newClientId(),
      nextMutationId: queue.length + 1,
      lastMutationId: 0,
      rejected: options.keepRejected ? (state?.rejected ?? []) : [],
    });
    return restores.length;
  });
}
