/**
 * The device's sync engine (ARCHITECTURE §3), free of browser APIs so it runs in tests and in
 * the fault-injection suite unchanged. A mutation is applied at once and queued in the same
 * transaction; a sync pushes the queue in batches, then pulls, and rebases what is still
 * pending on the server's rows. The web app drives it (web/src/sync) and shows its status.
 */
import { type MutatorName, type MutatorInput, runMutation } from '../mutators/registry';
import { MutationRejected } from '../define-mutator';
import { type CollectionName, type Entity, collectionSchemas } from '../collections';
import { SYNC_SCHEMA_VERSION } from '../mutation';
import type { MutationError, PullResponse } from '../protocol';
import { adoptNewClient } from './adopt-client';
import { backoffDelay } from './backoff';
import { netChangeTx } from './net-change-tx';
import type { LocalStore, LocalTx, OutboxEntry, SyncState } from './local-store';
import { recordingTx, revert } from './recording-tx';
import { SyncHalted, type SyncTransport } from './transport';

export interface QueuedMutation {
  id: number;
  name: string;
  /** The arguments after parsing: what the server will replay. */
  args: unknown;
}

export type SyncPhase = 'idle' | 'syncing' | 'offline' | 'retrying' | 'halted';

export interface SyncStatus {
  phase: SyncPhase;
  pending: number;
  lastSyncedAt: string | undefined;
  rejected: MutationError[];
  /** Why the last sync failed, or why sync is halted. */
  problem: string | undefined;
}

export interface SyncClientDeps {
  store: LocalStore;
  transport: SyncTransport;
  now: () => Date;
  newClientId: () => string;
  /** setTimeout in the app; a manual clock in tests. Returns a cancel function. */
  schedule: (run: () => void, delayMs: number) => () => void;
  random: () => number;
  onStatus?: (status: SyncStatus) => void;
  /**
   * How long a write waits before it is pushed (default 0). The app waits a moment so the
   * write's own screen update is drawn before the sync competes for the main thread, and a
   * burst of taps goes up in one push.
   */
  writeSettleMs?: number;
  /** At most this many mutations (and about this many bytes) per push request. */
  batchSize?: number;
  batchBytes?: number;
}

/** The real clock, timers and randomness: what the app and Node tools pass; tests pass fakes. */
export const realTime: Pick<SyncClientDeps, 'now' | 'schedule' | 'random'> = {
  now: () => new Date(),
  schedule: (run, delayMs) => {
    const timer = setTimeout(run, delayMs);
    return () => clearTimeout(timer);
  },
  random: Math.random,
};

const DEFAULT_BATCH_SIZE = 500;
const DEFAULT_BATCH_BYTES = 512 * 1024;
/** A gap can only be repaired by renumbering once; a second one in a row is a server fault. */
const MAX_RENUMBERS_PER_SYNC = 1;

export class SyncClient {
  private online = true;
  private running: Promise<void> | undefined;
  private again = false;
  private failures = 0;
  private cancelRetry: (() => void) | undefined;
  private settling: (() => void) | undefined;
  private status: SyncStatus = {
    phase: 'idle',
    pending: 0,
    lastSyncedAt: undefined,
    rejected: [],
    problem: undefined,
  };

  constructor(private readonly deps: SyncClientDeps) {}

  /**
   * Applies a write on the device and queues it, atomically; then asks for a sync. Returns the
   * queued mutation; throws MutationRejected (nothing written) when the input is not valid.
   */
  async mutate<Name extends MutatorName>(
    name: Name,
    args: MutatorInput<Name>,
  ): Promise<QueuedMutation> {
    const queued = await this.deps.store.transaction(async (tx) => {
      const state = await this.state(tx);
      const recorder = recordingTx(tx);
      const parsedArgs = await runMutation(recorder, name, args);
      const entry: OutboxEntry = {
        id: state.nextMutationId,
        name,
        args: parsedArgs,
        createdAt: this.deps.now().toISOString(),
        undo: recorder.undo,
      };
      await tx.outboxPut(entry);
      await tx.writeState({ ...state, nextMutationId: state.nextMutationId + 1 });
      return { id: entry.id, name, args: parsedArgs };
    });
    await this.refreshStatus();
    this.syncAfterWrite();
    return queued;
  }

  private syncAfterWrite(): void {
    const settleMs = this.deps.writeSettleMs ?? 0;
    if (settleMs === 0) return this.requestSync();
    // Already waiting: this write goes up with the one before it.
    if (this.settling) return;
    this.settling = this.deps.schedule(() => {
      this.settling = undefined;
      this.requestSync();
    }, settleMs);
  }

  setOnline(online: boolean): void {
    this.online = online;
    if (online) this.requestSync();
    else void this.refreshStatus();
  }

  /** Starts a sync now, or right after the one running (coalescing every request meanwhile). */
  requestSync(): void {
    // A write still settling goes up with this sync.
    this.settling?.();
    this.settling = undefined;
    this.again = true;
    if (this.running || !this.online || this.status.phase === 'halted') return;
    this.cancelRetry?.();
    this.cancelRetry = undefined;
    this.running = this.runLoop().finally(() => {
      this.running = undefined;
    });
  }

  /** Resolves when no sync is running (tests and shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async dismissRejected(mutationId: number): Promise<void> {
    await this.deps.store.transaction(async (tx) => {
      const state = await this.state(tx);
      await tx.writeState({
        ...state,
        rejected: state.rejected.filter((error) => error.mutationId !== mutationId),
      });
    });
    await this.refreshStatus();
  }

  /** After the device joined another household: the next pull replaces every synced row. */
  async forgetHousehold(): Promise<void> {
    await this.deps.store.transaction(async (tx) => {
      const { householdId: _previous, ...state } = await this.state(tx);
      await tx.writeState({ ...state, cursor: 0 });
    });
    this.resume();
  }

  /** Clears a halt (e.g. the device has a new identity) and syncs. */
  resume(): void {
    if (this.status.phase === 'halted') this.setStatus({ phase: 'idle', problem: undefined });
    this.requestSync();
  }

  getStatus(): SyncStatus {
    return this.status;
  }

  private async runLoop(): Promise<void> {
    while (this.again && this.online) {
      this.again = false;
      this.setStatus({ phase: 'syncing' });
      try {
        await this.pushAll();
        await this.pull();
        this.failures = 0;
        this.setStatus({ phase: 'idle', problem: undefined });
      } catch (error) {
        this.onFailure(error);
        return;
      } finally {
        await this.refreshStatus();
      }
    }
    if (!this.online) this.setStatus({ phase: 'offline' });
  }

  private onFailure(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof SyncHalted) {
      this.setStatus({ phase: 'halted', problem: message });
      return;
    }
    this.failures += 1;
    this.setStatus({ phase: this.online ? 'retrying' : 'offline', problem: message });
    const delay = backoffDelay(this.failures, this.deps.random());
    this.cancelRetry = this.deps.schedule(() => {
      this.cancelRetry = undefined;
      this.requestSync();
    }, delay);
  }

  private async pushAll(renumbers = 0): Promise<void> {
    const { clientId, pending } = await this.deps.store.transaction(async (tx) => ({
      clientId: (await this.state(tx)).clientId,
      pending: await tx.outboxList(),
    }));
    for (const batch of this.batches(pending)) {
      const result = await this.deps.transport.push({
        schemaVersion: SYNC_SCHEMA_VERSION,
        clientId,
        mutations: batch.map(({ id, name, args, createdAt }) => ({ id, name, args, createdAt })),
      });
      if ('gap' in result || 'foreignClient' in result) {
        if (renumbers >= MAX_RENUMBERS_PER_SYNC) {
          throw new Error('The server lost track of this device’s changes; retrying.');
        }
        await this.renumber();
        return this.pushAll(renumbers + 1);
      }
      if (result.ok.errors.length > 0) await this.remember(result.ok.errors);
    }
  }

  private batches(pending: OutboxEntry[]): OutboxEntry[][] {
    const size = this.deps.batchSize ?? DEFAULT_BATCH_SIZE;
    const maxBytes = this.deps.batchBytes ?? DEFAULT_BATCH_BYTES;
    const batches: OutboxEntry[][] = [];
    let current: OutboxEntry[] = [];
    let bytes = 0;
    for (const entry of pending) {
      const entryBytes = JSON.stringify(entry.args).length + 100;
      if (current.length > 0 && (current.length >= size || bytes + entryBytes > maxBytes)) {
        batches.push(current);
        current = [];
        bytes = 0;
      }
      current.push(entry);
      bytes += entryBytes;
    }
    if (current.length > 0) batches.push(current);
    return batches;
  }

  /**
   * Rule S4: the server has no record of this client's earlier mutations (its data was
   * restored, say), or the client id is another device's. The pending ones continue under a
   * new client id, numbered from 1.
   */
  private async renumber(): Promise<void> {
    await adoptNewClient(this.deps.store, {
      restoreRows: false,
      keepRejected: true,
      newClientId: this.deps.newClientId,
      now: this.deps.now,
    });
  }

  /**
   * Rule S16: a large household arrives a page at a time, each page applied (and its cursor
   * kept) before the next is asked for, so the app shows rows as they come and a device cut
   * off between pages goes on from the last page it applied.
   */
  private async pull(): Promise<void> {
    const state = await this.deps.store.transaction((tx) => this.state(tx));
    const query = {
      clientId: state.clientId,
      cursor: state.cursor,
      acked: state.lastMutationId,
      householdId: state.householdId,
    };
    let page = this.deps.transport.pull(query);
    for (;;) {
      const response = await page;
      const more = response.more === true && this.online;
      if (more) {
        // The next page is on its way while this one is laid down (its cursor is this page's);
        // it is only applied after this one, so a cut still goes on from the last page applied.
        const { cursor, householdId } = response;
        page = this.deps.transport.pull({ ...query, cursor, householdId });
        page.catch(() => undefined); // awaited below, unless this page fails first
      }
      await this.deps.store.transaction((tx) => this.rebase(tx, response));
      if (!more) return;
    }
  }

  /** Rule S7: server rows, then the still-pending mutations on top, in one transaction. */
  private async rebase(storeTx: LocalTx, response: PullResponse): Promise<void> {
    const pending = await storeTx.outboxList();
    // With writes to take back and replay, the rows often end as they were: only what changed
    // is written (net-change-tx.ts). Without, every row the server sends is news.
    const netChange = pending.length > 0 ? netChangeTx(storeTx) : undefined;
    const tx = netChange ?? storeTx;
    const state = await this.state(tx);
    for (const entry of [...pending].reverse()) await revert(tx, entry.undo);
    if (response.reset) await tx.clearRows();
    await applyChanges(tx, response.changes);
    await tx.outboxDeleteThrough(response.lastMutationId);
    for (const entry of pending) {
      if (entry.id <= response.lastMutationId) continue;
      const recorder = recordingTx(tx);
      try {
        await runMutation(recorder, entry.name, entry.args);
      } catch (error) {
        // It no longer applies locally; the server will decide, and say so if it refuses.
        if (!(error instanceof MutationRejected)) throw error;
        await revert(tx, recorder.undo);
        recorder.undo.length = 0;
      }
      await tx.outboxPut({ ...entry, undo: recorder.undo });
    }
    const { pullMore: _previousPage, pulledRows = 0, ...before } = state;
    await tx.writeState({
      ...before,
      cursor: response.cursor,
      householdId: response.householdId,
      lastMutationId: Math.max(state.lastMutationId, response.lastMutationId),
      rejected: mergeErrors(state.rejected, response.errors),
      // Synced once the last page is in; until then the device says it is still catching up.
      ...(response.more
        ? { pullMore: true, pulledRows: pulledRows + response.changes.length }
        : { lastSyncedAt: this.deps.now().toISOString() }),
    });
    await netChange?.flush();
  }

  private async remember(errors: MutationError[]): Promise<void> {
    await this.deps.store.transaction(async (tx) => {
      const state = await this.state(tx);
      await tx.writeState({ ...state, rejected: mergeErrors(state.rejected, errors) });
    });
  }

  private async state(tx: LocalTx): Promise<SyncState> {
    const stored = await tx.readState();
    if (stored) return stored;
    const fresh: SyncState = {
      clientId: this.deps.newClientId(),
      nextMutationId: 1,
      cursor: 0,
      lastMutationId: 0,
      rejected: [],
    };
    await tx.writeState(fresh);
    return fresh;
  }

  private async refreshStatus(): Promise<void> {
    const { state, pending } = await this.deps.store.transaction(async (tx) => ({
      state: await this.state(tx),
      pending: await tx.outboxCount(),
    }));
    this.setStatus({ pending, lastSyncedAt: state.lastSyncedAt, rejected: state.rejected });
  }

  private setStatus(change: Partial<SyncStatus>): void {
    const phase = !this.online && change.phase !== 'halted' ? 'offline' : change.phase;
    this.status = { ...this.status, ...change, ...(phase ? { phase } : {}) };
    this.deps.onStatus?.(this.status);
  }
}

/**
 * Lays a pull's rows down a collection at a time, each row at its last value in the page, so a
 * page of 2,000 rows is a few bulk writes rather than 2,000 writes one after another.
 */
async function applyChanges(tx: LocalTx, changes: PullResponse['changes']): Promise<void> {
  const byCollection = new Map<CollectionName, Map<string, Entity | null>>();
  for (const change of changes) {
    let rows = byCollection.get(change.collection);
    if (!rows) {
      rows = new Map<string, Entity | null>();
      byCollection.set(change.collection, rows);
    }
    if (change.deleted) {
      rows.set(change.id, null);
      continue;
    }
    const row = collectionSchemas[change.collection].safeParse(change.data);
    if (!row.success) {
      throw new SyncHalted('update-required', 'This app is out of date. Reload to update.');
    }
    rows.set(change.id, row.data);
  }
  for (const [collection, rows] of byCollection) {
    const values = [...rows.values()];
    const deletes = [...rows.keys()].filter((_, index) => values[index] === null);
    if (deletes.length > 0) await tx.bulkDelete(collection, deletes);
    const puts = values.filter((value): value is Entity => value !== null);
    if (puts.length > 0) await tx.bulkPut(collection, puts);
  }
}

function mergeErrors(known: MutationError[], incoming: MutationError[]): MutationError[] {
  const ids = new Set(known.map((error) => error.mutationId));
  return [...known, ...incoming.filter((error) => !ids.has(error.mutationId))];
}
