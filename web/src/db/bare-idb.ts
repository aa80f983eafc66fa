/**
 * The device's database through the bare IndexedDB API, without Dexie: for the app's first reads
 * before Dexie's code has loaded (early-read.ts), and for the recipe library's worker, which
 * has no Dexie at all. Only an existing database: on a first visit, or if a table this version
 * expects is missing, reads answer `undefined` and writes do nothing; Dexie creates and
 * upgrades the database, and nothing here ever stands in its way.
 */
import type { CollectionName } from '@mise/sync/collections';
import { DATABASE_NAME } from './schema';

function openExisting(): Promise<IDBDatabase | undefined> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const request = indexedDB.open(DATABASE_NAME);
    // No database yet: never create one here (Dexie creates it with its schema).
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => {
      const database = request.result;
      // Dexie may need to upgrade the schema: never stand in its way.
      database.onversionchange = () => database.close();
      resolve(database);
    };
    request.onerror = () => resolve(undefined);
    request.onblocked = () => resolve(undefined);
  });
}

/** Makes `requestsIn` one transaction; its requests' results once it completes, or undefined. */
async function inTransaction<T>(
  stores: readonly string[],
  mode: IDBTransactionMode,
  requestsIn: (transaction: IDBTransaction) => IDBRequest[],
): Promise<T[] | undefined> {
  const database = await openExisting();
  return new Promise((resolve) => {
    if (!database) return resolve(undefined);
    try {
      const transaction = database.transaction([...stores], mode);
      const requests = requestsIn(transaction);
      transaction.oncomplete = () => resolve(requests.map((request) => request.result as T));
      transaction.onerror = () => resolve(undefined);
      transaction.onabort = () => resolve(undefined);
    } catch {
      // A table this version of the app expects is not there yet.
      resolve(undefined);
    } finally {
      database.close();
    }
  });
}

/** Every row of these tables, read in one transaction, or undefined. */
export function readTables(
  tables: readonly CollectionName[],
): Promise<(readonly unknown[])[] | undefined> {
  return inTransaction<readonly unknown[]>(tables, 'readonly', (transaction) =>
    tables.map((table) => transaction.objectStore(table).getAll()),
  );
}

/** The value of one meta row (schema.ts), or undefined. */
export async function readMeta(key: string): Promise<unknown> {
  const [row] = (await inTransaction<{ value?: unknown } | undefined>(
    ['meta'],
    'readonly',
    (tx) => [tx.objectStore('meta').get(key)],
  )) ?? [undefined];
  return row?.value;
}

/** Stores the value of one meta row; nothing happens before Dexie has made the database. */
export async function writeMeta(key: string, value: unknown): Promise<void> {
  await inTransaction(['meta'], 'readwrite', (tx) => [tx.objectStore('meta').put({ key, value })]);
}
