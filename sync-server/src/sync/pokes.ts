/**
 * Pokes (rule S10): a data-less "something changed" sent to a household's devices after each
 * commit, so they pull at once instead of polling. In one process an in-memory hub does; with
 * several server instances on one PostgreSQL, LISTEN/NOTIFY carries the poke between them.
 */
import pg from 'pg';
import type { Logger } from '../logger';

import { LocalHub } from '../events/local-hub';

/** Told which device's push made the change, if one did: that device pulls anyway. */
type Listener = (fromDeviceId: string | undefined) => void;

export interface Pokes {
  poke(householdId: string, fromDeviceId?: string): void;
  subscribe(householdId: string, listener: Listener): () => void;
  close(): Promise<void>;
}

export function inProcessPokes(): Pokes {
  const hub = new LocalHub<string | undefined>();
  return {
    poke: (householdId, fromDeviceId) => hub.deliver(householdId, fromDeviceId),
    subscribe: (householdId, listener) => hub.subscribe(householdId, listener),
    close: () => Promise.resolve(),
  };
}

const CHANNEL = 'mise_poke';

/**
 * Every instance LISTENs on one channel; a poke is a NOTIFY whose payload is the household, and
 * after a space the pushing device when there is one (ids are UUIDs, without spaces).
 */
export async function postgresPokes(databaseUrl: string, logger: Logger): Promise<Pokes> {
  const hub = new LocalHub<string | undefined>();
  const listener = new pg.Client({ connectionString: databaseUrl });
  listener.on('error', (error) => logger.error({ err: error }, 'poke listener failed'));
  listener.on('notification', (message) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    const [householdId = '', fromDeviceId] = message.payload.split(' ');
    hub.deliver(householdId, fromDeviceId);
  });
  await listener.connect();
  await listener.query(`listen ${CHANNEL}`);
  return {
    poke: (householdId, fromDeviceId) => {
      const payload = fromDeviceId ? `${householdId} ${fromDeviceId}` : householdId;
      listener.query('select pg_notify($1, $2)', [CHANNEL, payload]).catch((error: unknown) => {
        logger.warn({ err: error }, 'poke not sent; devices will catch up on their next sync');
      });
    },
    subscribe: (householdId, fn) => hub.subscribe(householdId, fn),
    close: () => listener.end(),
  };
}
