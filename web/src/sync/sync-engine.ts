/**
 * The app's sync wiring, built once: the session (idb-keyval) and the authenticated fetch, the
 * shared engine core (packages/sync) over this device's Dexie database and the HTTP API, and
 * the driver that lets one tab lead. Only engine-loader.ts imports this module (dynamically,
 * so none of it is in the first load) and calls startSync(); features write through mutate.ts
 * and never touch these objects directly.
 */
import { httpTransport } from '@mise/sync/client/http-transport';
import { SyncClient, realTime } from '@mise/sync/client/sync-client';
import { SyncHalted, type SyncTransport } from '@mise/sync/client/transport';
import { db } from '../db/db';
import { DexieStore } from '../db/dexie-store';
import { askForPersistentStorageOnce } from '../db/persistence';
import { createAuthClient } from './auth/auth-client';
import { idbSessionStore } from './auth/session-store';
import { browserLock } from './locks';
import { photoUploader } from './photo-uploads';
import { type HaltReason, SyncDriver } from './sync-driver';
import { broadcastBus } from './tab-bus';

/** Remembers why the transport halted the engine, which SyncStatus does not carry. */
function trackHalts(transport: SyncTransport) {
  let reason: HaltReason | undefined;
  async function watch<T>(call: Promise<T>): Promise<T> {
    try {
      const result = await call;
      reason = undefined;
      return result;
    } catch (error) {
      if (error instanceof SyncHalted) reason = error.reason;
      throw error;
    }
  }
  return {
    transport: {
      push: (request) => watch(transport.push(request)),
      pull: (query) => watch(transport.pull(query)),
    } satisfies SyncTransport,
    reason: () => reason,
  };
}

/**
 * A write is pushed this long after it (docs/sync-protocol.md): its own screen update is drawn
 * first, with the main thread to itself, and a run of quick taps goes up in one push. Well
 * inside the second in which the household's other phones show it.
 */
const WRITE_SETTLE_MS = 150;

export const sessionStore = idbSessionStore();
const bus = broadcastBus();

export const auth = createAuthClient({
  fetch: (input, init) => fetch(input, init),
  store: sessionStore,
  withLock: browserLock(),
  onChange: () => driver.sessionChanged(),
});

export const localStore = new DexieStore(db);
const halts = trackHalts(httpTransport(auth.apiFetch));

export const syncClient = new SyncClient({
  store: localStore,
  transport: halts.transport,
  ...realTime,
  newClientId: () => crypto.randomUUID(),
  onStatus: (status) => driver.engineStatusChanged(status),
  writeSettleMs: WRITE_SETTLE_MS,
});

export const driver = new SyncDriver({
  client: syncClient,
  bus,
  apiFetch: auth.apiFetch,
  sessionStore,
  haltReason: halts.reason,
  uploadPhotos: photoUploader(auth.apiFetch),
  writeSettleMs: WRITE_SETTLE_MS,
});

/** Starts leader election and, in the leading tab, syncing. Call once, at startup. */
export function startSync(): void {
  driver.start();
  // Writes an earlier visit left queued are worth keeping as much as a new one (db/persistence.ts).
  void db.outbox.count().then(
    (queued) => queued > 0 && askForPersistentStorageOnce(),
    () => undefined,
  );
}
