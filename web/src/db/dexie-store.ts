/**
 * The sync engine's device store over Dexie: every engine transaction is one IndexedDB
 * read-write transaction over the synced tables, the outbox and meta, so a write and its queue
 * entry, or a pull and its rebase, land together or not at all (rules S1, S7).
 */
import { COLLECTION_NAMES } from '@mise/sync/collections';
import {
  type LocalStore,
  type LocalTx,
  type SyncState,
  syncStateSchema,
} from '@mise/sync/client/local-store';
import type { MiseDatabase } from './db';
import { LIBRARY_ANSWER_KEY, SYNC_STATE_KEY } from './schema';

export class DexieStore implements LocalStore {
  constructor(private readonly db: MiseDatabase) {}

  transaction<T>(fn: (tx: LocalTx) => Promise<T>): Promise<T> {
    return this.db.transaction('rw', this.db.tables, async () => await fn(this.tx()));
  }

  private tx(): LocalTx {
    const { db } = this;
    return {
      get: (collection, id) => db.collection(collection).get(id),
      put: async (collection, value) => {
        await db.collection(collection).put(value);
      },
      delete: (collection, id) => db.collection(collection).delete(id),
      scan: (collection) => db.collection(collection).toArray(),
      bulkGet: (collection, ids) => db.collection(collection).bulkGet(ids),
      bulkPut: async (collection, values) => {
        await db.collection(collection).bulkPut(values);
      },
      bulkDelete: (collection, ids) => db.collection(collection).bulkDelete(ids),
      outboxList: () => db.outbox.orderBy('id').toArray(),
      outboxCount: () => db.outbox.count(),
      outboxPut: async (entry) => {
        await db.outbox.put(entry);
      },
      outboxDeleteThrough: async (id) => {
        await db.outbox.where('id').belowOrEqual(id).delete();
      },
      outboxReplace: async (entries) => {
        await db.outbox.clear();
        await db.outbox.bulkPut(entries);
      },
      readState: async () => {
        const stored = await db.meta.get(SYNC_STATE_KEY);
        const parsed = syncStateSchema.safeParse(stored?.value);
        return parsed.success ? parsed.data : undefined;
      },
      writeState: async (state: SyncState) => {
        await db.meta.put({ key: SYNC_STATE_KEY, value: state });
      },
      clearRows: async () => {
        await Promise.all([
          ...COLLECTION_NAMES.map((name) => db.collection(name).clear()),
          db.meta.delete(LIBRARY_ANSWER_KEY),
          // Photos fetched from the household go with its rows; this device's own photos still
          // to upload stay, as its queued writes do.
          db.photos.where('pending').equals(0).delete(),
        ]);
      },
    };
  }
}
