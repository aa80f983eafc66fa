/**
 * Drives the engine from one tab per browser (ARCHITECTURE §3). Every tab waits for the Web
 * Lock 'mise-sync-leader'; the one holding it leads for its whole life and runs the engine:
 * it syncs on start, on `online`, on pokes, when the tab becomes visible, when another tab
 * says it wrote, and when the service worker relays a Background Sync. Other tabs keep their
 * engine "offline": their writes land in the shared IndexedDB (live queries update every tab)
 * and they tell the leader over BroadcastChannel, so a mutation is only ever pushed by one tab.
 * The leader uploads the journal's photos on the same occasions (photo-uploads.ts).
 */
import type { SyncClient, SyncStatus } from '@mise/sync/client/sync-client';
import type { FetchFn } from './auth/auth-client';
import type { SessionStore } from './auth/session-store';
import { requestBackgroundSync, wakeMessageSchema } from './background-sync';
import { type SessionStatus, useSyncUi } from './engine-status';
import { holdForLife } from './locks';
import { type PokeStream, startPokeStream } from './poke-stream';
import type { EngineStatus, TabBus, TabMessage } from './tab-bus';

export const LEADER_LOCK = 'mise-sync-leader';

export type HaltReason = NonNullable<EngineStatus['halt']>;

export interface SyncDriverDeps {
  client: Pick<SyncClient, 'requestSync' | 'setOnline' | 'resume' | 'getStatus'>;
  bus: TabBus;
  apiFetch: FetchFn;
  sessionStore: SessionStore;
  /** Why the transport last halted the engine (the engine's status does not say). */
  haltReason: () => HaltReason | undefined;
  /** Sends the photos kept on this device that the server does not have yet. */
  uploadPhotos: () => void;
  /** How long after a write its photos are looked for (the engine's writeSettleMs). */
  writeSettleMs: number;
}

const schedule = (run: () => void, delayMs: number) => {
  const timer = setTimeout(run, delayMs);
  return () => clearTimeout(timer);
};

export class SyncDriver {
  private leading = false;
  private pokes: PokeStream | undefined;
  private photosAfterWrite: (() => void) | undefined;

  constructor(private readonly deps: SyncDriverDeps) {}

  start(): void {
    // Until this tab leads, its engine writes locally and never pushes.
    this.deps.client.setOnline(false);
    this.deps.bus.subscribe((message) => this.onMessage(message));
    void this.readSession();
    holdForLife(LEADER_LOCK, () => this.lead());
    if (!this.leading) this.deps.bus.post({ type: 'status-request' });
  }

  /**
   * After a write in this tab: the leader's engine pushes it by itself once it settles, and the
   * photos go up then too; a follower wakes the leader. Background Sync if offline.
   */
  wrote(): void {
    if (this.leading) this.uploadPhotosAfterWrite();
    else this.deps.bus.post({ type: 'wrote' });
    if (!navigator.onLine) void requestBackgroundSync();
  }

  /** Asks the leading tab, this one or another, to sync now. */
  syncSoon(): void {
    if (this.leading) this.sendNow();
    else this.deps.bus.post({ type: 'wrote' });
  }

  /** This tab's auth client signed in or ended the session. */
  sessionChanged(): void {
    this.deps.bus.post({ type: 'session' });
    void this.onSessionChanged();
  }

  engineStatusChanged(status: SyncStatus): void {
    if (!this.leading) return;
    const engine: EngineStatus = {
      phase: status.phase,
      ...(status.problem ? { problem: status.problem } : {}),
      // A halt the transport did not raise is the engine meeting rows it cannot read.
      ...(status.phase === 'halted' ? { halt: this.deps.haltReason() ?? 'update-required' } : {}),
    };
    // The engine reports after every write and sync step, mostly with nothing new for the
    // header: only a change is drawn and told to the other tabs.
    const shown = useSyncUi.getState().engine;
    if (shown && sameEngineStatus(shown, engine)) return;
    useSyncUi.setState({ engine });
    this.deps.bus.post({ type: 'status', status: engine });
  }

  private lead(): void {
    this.leading = true;
    useSyncUi.setState({ role: 'leader' });
    window.addEventListener('online', () => this.setOnline(true));
    window.addEventListener('offline', () => this.setOnline(false));
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') this.sendNow();
    });
    navigator.serviceWorker?.addEventListener('message', (event) => {
      if (wakeMessageSchema.safeParse(event.data).success) this.sendNow();
    });
    // addEventListener alone does not open the worker's message queue; onmessage would.
    navigator.serviceWorker?.startMessages();
    this.setOnline(navigator.onLine);
    this.engineStatusChanged(this.deps.client.getStatus());
  }

  /** The leader's sync now: the queued writes, and the photos waiting to go up. */
  private sendNow(): void {
    this.deps.client.requestSync();
    if (navigator.onLine) this.deps.uploadPhotos();
  }

  private uploadPhotosAfterWrite(): void {
    if (this.photosAfterWrite) return;
    this.photosAfterWrite = schedule(() => {
      this.photosAfterWrite = undefined;
      if (navigator.onLine) this.deps.uploadPhotos();
    }, this.deps.writeSettleMs);
  }

  private setOnline(online: boolean): void {
    this.deps.client.setOnline(online);
    this.pokes?.stop();
    this.pokes = undefined;
    if (!online) return;
    this.deps.uploadPhotos();
    this.pokes = startPokeStream({
      apiFetch: this.deps.apiFetch,
      onPoke: () => this.deps.client.requestSync(),
      random: Math.random,
      schedule,
    });
  }

  private onMessage(message: TabMessage): void {
    switch (message.type) {
      case 'wrote':
        if (this.leading) this.sendNow();
        return;
      case 'status-request': {
        const engine = useSyncUi.getState().engine;
        if (this.leading && engine) this.deps.bus.post({ type: 'status', status: engine });
        return;
      }
      case 'status':
        if (!this.leading) useSyncUi.setState({ engine: message.status });
        return;
      case 'session':
        void this.onSessionChanged();
        return;
    }
  }

  private async onSessionChanged(): Promise<void> {
    const session = await this.readSession();
    if (!this.leading) return;
    if (session !== 'signed-in') {
      // Reaches the halted state at once (apiFetch answers 401 without a request).
      this.deps.client.requestSync();
      return;
    }
    this.deps.client.resume();
    // The poke stream stopped at the 401 that ended the old session.
    if (navigator.onLine) this.setOnline(true);
  }

  private async readSession(): Promise<SessionStatus> {
    const [stored, endedReason] = await Promise.all([
      this.deps.sessionStore.read(),
      this.deps.sessionStore.endedReason(),
    ]);
    const session: SessionStatus = stored ? 'signed-in' : endedReason ? 'ended' : 'none';
    useSyncUi.setState({ session, sessionEndedReason: stored ? undefined : endedReason });
    return session;
  }
}

function sameEngineStatus(a: EngineStatus, b: EngineStatus): boolean {
  return a.phase === b.phase && a.problem === b.problem && a.halt === b.halt;
}
