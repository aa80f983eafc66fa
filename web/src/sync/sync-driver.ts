/**
 * Drives the engine from one tab per browser (ARCHITECTURE §3). Every tab waits for the Web
 * Lock 'mise-sync-leader'; the one holding it leads for its whole life and runs the engine:
 * it syncs on start, on `online`, on pokes, when the tab becomes visible, when another tab
 * says it wrote, and when the service worker relays a Background Sync. Other tabs keep their
 * engine "offline": their writes land in the shared IndexedDB (live queries update every tab)
 * and they tell the leader over BroadcastChannel, so a mutation is only ever pushed by one tab.
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
}

const schedule = (run: () => void, delayMs: number) => {
  const timer = setTimeout(run, delayMs);
  return () => clearTimeout(timer);
};

export class SyncDriver {
  private leading = false;
  private pokes: PokeStream | undefined;

  constructor(private readonly deps: SyncDriverDeps) {}

  start(): void {
    // Until this tab leads, its engine writes locally and never pushes.
    this.deps.client.setOnline(false);
    this.deps.bus.subscribe((message) => this.onMessage(message));
    void this.readSession();
    holdForLife(LEADER_LOCK, () => this.lead());
    if (!this.leading) this.deps.bus.post({ type: 'status-request' });
  }

  /** After a write in this tab: wake the leader, and Background Sync if offline. */
  wrote(): void {
    this.syncSoon();
    if (!navigator.onLine) void requestBackgroundSync();
  }

  /** Asks the leading tab, this one or another, to sync now. */
  syncSoon(): void {
    if (this.leading) this.deps.client.requestSync();
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
    useSyncUi.setState({ engine });
    this.deps.bus.post({ type: 'status', status: engine });
  }

  private lead(): void {
    this.leading = true;
    useSyncUi.setState({ role: 'leader' });
    window.addEventListener('online', () => this.setOnline(true));
    window.addEventListener('offline', () => this.setOnline(false));
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') this.deps.client.requestSync();
    });
    navigator.serviceWorker?.addEventListener('message', (event) => {
      if (wakeMessageSchema.safeParse(event.data).success) this.deps.client.requestSync();
    });
    // addEventListener alone does not open the worker's message queue; onmessage would.
    navigator.serviceWorker?.startMessages();
    this.setOnline(navigator.onLine);
    this.engineStatusChanged(this.deps.client.getStatus());
  }

  private setOnline(online: boolean): void {
    this.deps.client.setOnline(online);
    this.pokes?.stop();
    this.pokes = undefined;
    if (!online) return;
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
        if (this.leading) this.deps.client.requestSync();
        return;
      case 'status-request':
        if (this.leading) this.engineStatusChanged(this.deps.client.getStatus());
        return;
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
