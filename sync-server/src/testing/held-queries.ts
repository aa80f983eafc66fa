/**
 * Test support for races: a database whose matching top-level queries run at once but hand
 * their rows back only when the test releases them, so a read can be caught holding an answer
 * from before a commit that lands, and is announced, while it waits.
 */
import type { EngineDatabase } from '../storage/database';

export interface HeldQueries {
  db: EngineDatabase;
  /**
   * Holds the next query whose SQL and parameters `matches` accepts once it has run. Resolves
   * `ran` when that happened; `release` hands its rows back.
   */
  holdNext(matches: (sql: string, params: readonly unknown[]) => boolean): {
    ran: Promise<void>;
    release: () => void;
  };
}

type Matcher = (sql: string, params: readonly unknown[]) => boolean;

function signal() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

export function holdingQueries(db: EngineDatabase): HeldQueries {
  let hold: { matches: Matcher; ran: () => void; released: Promise<void> } | undefined;
  const held: EngineDatabase = {
    ...db,
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const rows = await db.query<Row>(sql, params);
      const current = hold;
      if (current !== undefined && current.matches(sql, params)) {
        hold = undefined;
        current.ran();
        await current.released;
      }
      return rows;
    },
  };
  return {
    db: held,
    holdNext(matches) {
      const ran = signal();
      const released = signal();
      hold = { matches, ran: ran.resolve, released: released.promise };
      return { ran: ran.promise, release: released.resolve };
    },
  };
}
