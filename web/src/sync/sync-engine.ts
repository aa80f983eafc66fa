/**
 * The app's one sync engine: the shared engine core (packages/sync) over this device's Dexie
 * database and the HTTP API. The engine's status feeds the header through a zustand store.
 */
import { httpTransport } from '@mise/sync/client/http-transport';
import { SyncClient, type SyncStatus } from '@mise/sync/client/sync-client';
import { create } from 'zustand';
import { db } from '../db/db';
import { DexieStore } from '../db/dexie-store';

export const useSyncStatus = create<SyncStatus>(() => ({
  phase: 'idle',
  pending: 0,
  lastSyncedAt: undefined,
  rejected: [],
  problem: undefined,
}));

export const syncClient = new SyncClient({
  store: new DexieStore(db),
  transport: httpTransport((path, init) => fetch(path, { ...init, credentials: 'include' })),
  now: () => new Date(),
  newClientId: () => crypto.randomUUID(),
  schedule: (run, delayMs) => {
    const timer = setTimeout(run, delayMs);
    return () => clearTimeout(timer);
  },
  random: Math.random,
  onStatus: (status) => useSyncStatus.setState(status),
});
