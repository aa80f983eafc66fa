/**
 * What the header says about sync, worked out from the facts: the session, the leading tab's
 * engine status, the connection, and what IndexedDB holds (queued writes, last sync). Pure, so
 * every state and its wording is tested without a browser.
 */
import { counted } from '@mise/domain/plural';
import { userFacingError } from '../../lib/user-facing-error';
import type { SessionStatus } from '../engine-status';
import type { EngineStatus } from '../tab-bus';

export type SyncViewKind = 'signed-out' | 'update-required' | 'offline' | 'syncing' | 'synced';

export interface SyncFacts {
  online: boolean;
  session: SessionStatus;
  engine: EngineStatus | undefined;
  pending: number;
  lastSyncedAt: string | undefined;
  /** A large pull is arriving a page at a time (rule S16): some of it is still to come. */
  catchingUp: boolean;
  /** While catching up: the rows its pages have brought so far. */
  pulledRows?: number;
}

export interface SyncView {
  kind: SyncViewKind;
  /** Short, for the header (hidden on phones, where the icon stands for it). */
  label: string;
  /** The header's second, smaller line: when, how many, or what to do. */
  sublabel: string;
  /** The whole state in a sentence: the button's name and the popover's heading. */
  title: string;
  /** One more sentence for the popover, when there is something to add. */
  detail: string | undefined;
  /** What a screen reader hears when it changes: no clock, so it does not chatter. */
  announcement: string;
}

/** A large household arriving: how much of it is here. */
function arriving({ pulledRows = 0 }: SyncFacts): string {
  return pulledRows > 0 ? `${pulledRows.toLocaleString('en')} received` : 'Getting data…';
}

export function changes(count: number): string {
  return counted(count, { one: 'change', other: 'changes' });
}

/** "just now", "2 min ago", "3 h ago", "4 days ago". */
export function timeAgo(at: string, now: Date): string {
  const minutes = Math.floor((now.getTime() - new Date(at).getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return `${counted(days, { one: 'day', other: 'days' })} ago`;
}

const kept = (pending: number) =>
  pending > 0 ? `${changes(pending)} saved on this device.` : 'Changes are saved on this device.';

export function describeSync(facts: SyncFacts, now: Date): SyncView {
  const { engine, pending } = facts;
  if (facts.session === 'ended' || engine?.halt === 'signed-out') {
    return {
      kind: 'signed-out',
      label: 'Sync paused',
      sublabel: 'Reconnect',
      title: 'Sync paused: reconnect this device',
      detail: `${kept(pending)} Reconnect to share them with your household again.`,
      announcement: 'Sync paused: reconnect this device',
    };
  }
  if (engine?.halt === 'update-required') {
    return {
      kind: 'update-required',
      label: 'Update ready',
      sublabel: 'Reload to sync',
      title: 'Update available',
      detail: `This version of Mise can no longer sync. ${kept(pending)} Reload to update.`,
      announcement: 'Update available: reload to keep syncing',
    };
  }
  if (!facts.online) {
    return {
      kind: 'offline',
      label: 'Offline',
      sublabel: pending > 0 ? `${changes(pending)} kept` : 'Saved here',
      title: pending > 0 ? `Offline: ${changes(pending)} waiting to sync` : 'Offline',
      detail: `${kept(pending)} They sync when you are back online.`,
      announcement: 'Offline',
    };
  }
  // Sync starts after the first render: until this tab has read the session or heard from the
  // leading tab, nothing has been checked, so an old "last synced" is no reason to say Synced.
  const starting = facts.session === 'loading' && engine === undefined;
  const busy = starting || engine?.phase === 'syncing' || engine?.phase === 'retrying';
  if (pending > 0 || busy || !facts.lastSyncedAt || facts.catchingUp) {
    // The engine's problem is the raw error ("Failed to fetch", "503: …"): worded for people.
    const retrying = engine?.phase === 'retrying' && engine.problem;
    return {
      kind: 'syncing',
      label: 'Syncing',
      sublabel: pending > 0 ? changes(pending) : facts.catchingUp ? arriving(facts) : 'Checking…',
      title: pending > 0 ? `Syncing ${changes(pending)}` : 'Syncing',
      detail: retrying
        ? userFacingError(engine.problem, {
            action: 'sync your changes',
            retriesItself: true,
            online: facts.online,
          })
        : facts.catchingUp
          ? 'The rest of your kitchen is on its way; what is here can be used already.'
          : undefined,
      announcement: 'Syncing',
    };
  }
  const ago = timeAgo(facts.lastSyncedAt, now);
  return {
    kind: 'synced',
    label: 'Synced',
    sublabel: ago,
    title: `All changes synced ${ago}`,
    detail: undefined,
    announcement: 'All changes synced',
  };
}
