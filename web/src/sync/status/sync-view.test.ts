import { describe, expect, it } from 'vitest';
import { type SyncFacts, describeSync, timeAgo } from './sync-view';

const now = new Date('2026-11-22T10:00:00.000Z');
const base: SyncFacts = {
  online: true,
  session: 'signed-in',
  engine: { phase: 'idle' },
  pending: 0,
  lastSyncedAt: '2026-11-22T09:58:00.000Z',
  catchingUp: false,
};
const view = (facts: Partial<SyncFacts>) => describeSync({ ...base, ...facts }, now);

describe('the header’s sync status', () => {
  it('says when everything synced, in words that stay current', () => {
    expect(view({})).toMatchObject({ label: 'Synced', sublabel: '2 min ago' });
    expect(view({}).title).toBe('All changes synced 2 min ago');
    expect(view({ lastSyncedAt: now.toISOString() }).sublabel).toBe('just now');
    expect(timeAgo('2026-11-22T07:00:00.000Z', now)).toBe('3 h ago');
    expect(timeAgo('2026-11-21T09:00:00.000Z', now)).toBe('1 day ago');
  });

  it('counts the writes still to sync', () => {
    expect(view({ pending: 3 })).toMatchObject({ kind: 'syncing', sublabel: '3 changes' });
    expect(view({ pending: 3 }).title).toBe('Syncing 3 changes');
    expect(view({ pending: 1, online: false })).toMatchObject({
      kind: 'offline',
      title: 'Offline: 1 change waiting to sync',
    });
  });

  it('says it is checking until sync has started, whatever the last sync was', () => {
    const starting = { session: 'loading', engine: undefined } as const;
    expect(view(starting)).toMatchObject({ kind: 'syncing', sublabel: 'Checking…' });
    expect(view({ ...starting, pending: 2 }).title).toBe('Syncing 2 changes');
    expect(view({ ...starting, online: false }).kind).toBe('offline');
    // A tab that has read its session but not yet heard from the leader goes by the records.
    expect(view({ engine: undefined }).kind).toBe('synced');
  });

  it('says the household is still arriving while a large pull comes in pages', () => {
    const arriving = view({ catchingUp: true, engine: { phase: 'syncing' } });
    expect(arriving).toMatchObject({ kind: 'syncing', sublabel: 'Getting data…' });
    expect(arriving.detail).toBe(
      'The rest of your kitchen is on its way; what is here can be used already.',
    );
    // Pages in: how much has come, counted.
    const counted = view({ catchingUp: true, pulledRows: 12_000, engine: { phase: 'syncing' } });
    expect(counted.sublabel).toBe('12,000 received');
    // Cut off between pages, it is not "Synced", whatever the last full sync was.
    expect(view({ catchingUp: true }).kind).toBe('syncing');
    expect(view({ catchingUp: true, pending: 2 }).sublabel).toBe('2 changes');
  });

  it('explains a retry with the problem, in words for people', () => {
    const retrying = (problem: string) =>
      view({ engine: { phase: 'retrying', problem }, pending: 1 }).detail;
    expect(retrying('503: busy')).toBe(
      'The Mise server ran into a problem. Mise will try again shortly.',
    );
    expect(retrying('Failed to fetch')).toBe(
      "Couldn't reach the Mise server. Mise will try again shortly.",
    );
    expect(retrying('500: {"error":"internal","message":"The kitchen is being moved."}')).toBe(
      'The kitchen is being moved. Mise will try again shortly.',
    );
  });

  it('puts a paused session before everything, even offline', () => {
    expect(view({ session: 'ended', online: false }).title).toBe(
      'Sync paused: reconnect this device',
    );
    expect(view({ engine: { phase: 'halted', halt: 'signed-out' } }).kind).toBe('signed-out');
    expect(view({ engine: { phase: 'halted', halt: 'update-required' } }).title).toBe(
      'Update available',
    );
  });

  it('never announces the clock to screen readers', () => {
    const announcements = new Set(
      ['2026-11-22T09:58:00.000Z', '2026-11-22T09:00:00.000Z'].map(
        (lastSyncedAt) => view({ lastSyncedAt }).announcement,
      ),
    );
    expect([...announcements]).toEqual(['All changes synced']);
  });
});
