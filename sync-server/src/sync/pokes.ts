/**
 * Pokes (rule S10): a data-less "something changed" sent to a household's devices after each
 * commit, so they pull at once instead of polling. In one process an in-memory hub does; with
 * several server instances on one PostgreSQL, LISTEN/NOTIFY carries the poke between them.
 */
import pg from 'pg';
import type { Logger } from '../logger';

type Listener = () => void;

export interface Pokes {
  poke(householdId: string): void;
  subscribe(householdId: string, listener: Listener): () => void;
  close(): Promise<void>;
}

class LocalHub {
  private readonly listeners = new Map<string, Set<Listener>>();

  deliver(householdId: string): void {
    for (const listener of this.listeners.get(householdId) ?? []) listener();
  }

  subscribe(householdId: string, listener: Listener): () => void {
    const set = this.listeners.get(householdId) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(householdId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(householdId);
    };
  }
}

export function inProcessPokes(): Pokes {
  const hub = new LocalHub();
  return {
    poke: (householdId) => hub.deliver(householdId),
    subscribe: (householdId, listener) => hub.subscribe(householdId, listener),
    close: () => Promise.resolve(),
  };
}

const CHANNEL = 'mise_poke';

/** Every instance LISTENs on one channel; a poke is a NOTIFY whose payload is the household. */
export async function postgresPokes(databaseUrl: string, logger: Logger): Promise<Pokes> {
  const hub = new LocalHub();
  const listener = new pg.Client({ connectionString: databaseUrl });
  listener.on('error', (error) => logger.error({ err: error }, 'poke listener failed'));
  listener.on('notification', (message) => {
    if (message.channel === CHANNEL && message.payload) hub.deliver(message.payload);
  });
  await listener.connect();
  await listener.query(`listen ${CHANNEL}`);
  return {
    poke: (householdId) => {
      listener.query('select pg_notify($1, $2)', [CHANNEL, householdId]).catch((error: unknown) => {
        logger.warn({ err: error }, 'poke not sent; devices will catch up on their next sync');
      });
    },
    subscribe: (householdId, fn) => hub.subscribe(householdId, fn),
    close: () => listener.end(),
  };
}
