/**
 * Pokes (rule S10): a data-less "something changed" sent to a household's devices after each
 * commit, so they pull at once instead of polling. In one process an in-memory hub does; with
 * several server instances on one PostgreSQL, LISTEN/NOTIFY carries the poke between them.
 *
 * The same channel tells this instance's caches (src/reads/, auth/cached-authentication.ts)
 * what they hold that is no longer true: a household whose data changed, a device that moved
 * to another household, or that notices may have been missed (the LISTEN connection was lost),
 * in which case they forget everything and keep nothing until it is back.
 */
import pg from 'pg';
import type { Logger } from '../logger';
import { LocalHub } from '../events/local-hub';
import type { Queryable } from '../storage/database';
import { HOUSEHOLD_CHANGED_CHANNEL } from '../storage/entities';

/** Told which device's push made the change, if one did: that device pulls anyway. */
type Listener = (fromDeviceId: string | undefined) => void;

/** What a cache of household data or of identities must forget. */
export type CacheNotice =
  | { kind: 'household'; householdId: string }
  | { kind: 'device'; deviceId: string }
  | { kind: 'lapse' };

export interface CacheNotices {
  /** False while notices from other instances may be missed: caches keep nothing meanwhile. */
  readonly reliable: boolean;
  subscribe(listener: (notice: CacheNotice) => void): () => void;
}

export interface Pokes {
  poke(householdId: string, fromDeviceId?: string): void;
  subscribe(householdId: string, listener: Listener): () => void;
  /** Inside the transaction that moves a device to another household; heard once it commits. */
  announceMove(tx: Queryable, deviceId: string): Promise<void>;
  /** Once that transaction committed: this instance forgets at once, without a round trip. */
  moveCommitted(deviceId: string): void;
  readonly notices: CacheNotices;
  close(): Promise<void>;
}

function noticeHub() {
  const hub = new LocalHub<CacheNotice>();
  return {
    emit: (notice: CacheNotice) => hub.deliver('', notice),
    subscribe: (listener: (notice: CacheNotice) => void) => hub.subscribe('', listener),
  };
}

export function inProcessPokes(): Pokes {
  const hub = new LocalHub<string | undefined>();
  const notices = noticeHub();
  return {
    poke: (householdId, fromDeviceId) => {
      notices.emit({ kind: 'household', householdId });
      hub.deliver(householdId, fromDeviceId);
    },
    subscribe: (householdId, listener) => hub.subscribe(householdId, listener),
    announceMove: () => Promise.resolve(),
    moveCommitted: (deviceId) => notices.emit({ kind: 'device', deviceId }),
    notices: { reliable: true, subscribe: notices.subscribe },
    close: () => Promise.resolve(),
  };
}

const POKE_CHANNEL = 'mise_poke';
const DEVICE_MOVED_CHANNEL = 'mise_device_moved';
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * Every instance LISTENs on the channels; a poke is a NOTIFY whose payload is the household,
 * and after a space the pushing device when there is one (ids are UUIDs, without spaces). The
 * version bump of every commit notifies its household itself (storage/entities.ts), inside the
 * transaction, so no commit goes unannounced even if the process dies right after it. A lost
 * listener connection is reopened with backoff; caches keep nothing until it is.
 */
export async function postgresPokes(databaseUrl: string, logger: Logger): Promise<Pokes> {
  const hub = new LocalHub<string | undefined>();
  const notices = noticeHub();
  let listener: pg.Client | undefined;
  let reliable = false;
  let closing = false;
  let retryMs = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    const payload = message.payload ?? '';
    if (payload === '') return;
    if (message.channel === POKE_CHANNEL) {
      const [householdId = '', fromDeviceId] = payload.split(' ');
      notices.emit({ kind: 'household', householdId });
      hub.deliver(householdId, fromDeviceId);
    } else if (message.channel === HOUSEHOLD_CHANGED_CHANNEL) {
      notices.emit({ kind: 'household', householdId: payload });
    } else if (message.channel === DEVICE_MOVED_CHANNEL) {
      notices.emit({ kind: 'device', deviceId: payload });
    }
  };

  const lost = (client: pg.Client, error?: Error) => {
    if (listener !== client) return;
    listener = undefined;
    reliable = false;
    notices.emit({ kind: 'lapse' });
    if (closing) return;
    logger.error({ err: error }, 'poke listener lost; caches are bypassed until it is back');
    client.end().catch(() => undefined);
    retryTimer = setTimeout(() => void reconnect(), retryMs);
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    client.on('notification', onNotification);
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      for (const channel of [POKE_CHANNEL, HOUSEHOLD_CHANGED_CHANNEL, DEVICE_MOVED_CHANNEL]) {
        await client.query(`listen ${channel}`);
      }
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    listener = client;
    retryMs = RECONNECT_MIN_MS;
    // Whatever was announced while nobody listened is unknown: start from nothing.
    notices.emit({ kind: 'lapse' });
    reliable = true;
  };

  const reconnect = async () => {
    retryTimer = undefined;
    if (closing) return;
    try {
      await connect();
      logger.info('poke listener back');
    } catch (error) {
      logger.warn({ err: error }, 'poke listener still down; retrying');
      retryTimer = setTimeout(() => void reconnect(), retryMs);
      retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
    }
  };

  await connect();
  return {
    poke: (householdId, fromDeviceId) => {
      // This instance forgets at once: the writer's next read must see its write.
      notices.emit({ kind: 'household', householdId });
      const payload = fromDeviceId ? `${householdId} ${fromDeviceId}` : householdId;
      const sender = listener;
      if (sender === undefined) {
        logger.warn('poke not sent (no listener); devices will catch up on their next sync');
        return;
      }
      sender.query('select pg_notify($1, $2)', [POKE_CHANNEL, payload]).catch((error: unknown) => {
        logger.warn({ err: error }, 'poke not sent; devices will catch up on their next sync');
      });
    },
    subscribe: (householdId, fn) => hub.subscribe(householdId, fn),
    async announceMove(tx, deviceId) {
      await tx.query('select pg_notify($1, $2)', [DEVICE_MOVED_CHANNEL, deviceId]);
    },
    moveCommitted: (deviceId) => notices.emit({ kind: 'device', deviceId }),
    notices: {
      get reliable() {
        return reliable;
      },
      subscribe: notices.subscribe,
    },
    async close() {
      closing = true;
      if (retryTimer !== undefined) clearTimeout(retryTimer);
      const client = listener;
      listener = undefined;
      reliable = false;
      if (client !== undefined) {
        client.removeAllListeners('end');
        await client.end();
      }
    },
  };
}
