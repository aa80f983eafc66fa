/**
 * One shared live query per query function: every component reading the same query shares one
 * Dexie subscription and sees its latest answer from its very first render. A route can start
 * its queries before it renders (`primeLiveDbQueries`), so a page opens with its data instead of
 * drawing its loading state and then drawing again. A write can show in the answer before
 * IndexedDB has committed it (`showBeforeWritten`), so a tap's result is on screen at once.
 *
 * Dexie itself loads on demand (live-db.ts), so the first paint never waits for it.
 */
import type { MiseDatabase } from './db';

export type DbQuery<T> = (db: MiseDatabase) => Promise<T>;

export type LiveQuerySnapshot<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly value: T }
  | { readonly status: 'failed'; readonly error: unknown };

const LOADING: LiveQuerySnapshot<never> = { status: 'loading' };

/** A write shown ahead of IndexedDB: `apply` must give the same answer when run twice. */
interface PendingWrite<T> {
  readonly apply: (answer: T) => T;
  written: boolean;
}

/**
 * How long a query stays subscribed once nothing reads it: a quick trip to another page and
 * back, or React's development double mount, finds its answer still there. After that the
 * answer is dropped, so a page opened later never shows data that may be stale.
 */
export const KEEP_ALIVE_MS = 10_000;

const loadLiveDb = () => import('./live-db');

/** Starts loading Dexie beside the first render (main.tsx calls this before rendering). */
export function preloadLiveDb(): void {
  loadLiveDb().catch(() => {
    // The first query loads it again and shows the failure where the data was wanted.
  });
}

export class LiveQueryStore<T> {
  /** What IndexedDB last answered. */
  private answer: LiveQuerySnapshot<T> = LOADING;
  /** The answer with the pending writes applied: what readers see. */
  private snapshot: LiveQuerySnapshot<T> = LOADING;
  private pending: PendingWrite<T>[] = [];
  /** Whether `answer` was read before Dexie loaded (answerEarly), not yet confirmed by Dexie. */
  private answerIsEarly = false;
  private readonly listeners = new Set<() => void>();
  private readonly answered = new Set<() => void>();
  private running: { stop: () => void } | undefined;
  private stopTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly query: DbQuery<T>) {}

  readonly getSnapshot = (): LiveQuerySnapshot<T> => this.snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    this.start();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.release();
    };
  };

  /** Resolves once the first answer (or failure) is in, or after `maxWaitMs`, whichever is first. */
  prime(maxWaitMs: number): Promise<void> {
    this.start();
    if (this.listeners.size === 0) this.release();
    if (this.snapshot.status !== 'loading') return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.answered.delete(done);
        resolve();
      };
      const timer = setTimeout(done, maxWaitMs);
      this.answered.add(done);
    });
  }

  /**
   * An answer read before Dexie loaded (early-read.ts), shown until Dexie's own arrives. It is
   * dropped if Dexie answered first or nobody is listening any more; `undefined` is no answer.
   */
  answerEarly(early: Promise<T | undefined>): void {
    early.then(
      (value) => {
        if (value !== undefined && this.running && this.answer.status === 'loading') {
          this.publish({ status: 'ready', value });
          this.answerIsEarly = true;
        }
      },
      () => {
        // Dexie's answer will come as usual.
      },
    );
  }

  /**
   * Shows `apply` in the answer until IndexedDB's own answer has it: from now until the first
   * answer after `written` resolves true, or not at all once it resolves false (the write was
   * refused, and the reader sees the answer as it was). `apply` must be idempotent, because
   * IndexedDB may answer with the write before `written` resolves.
   */
  showBeforeWritten(apply: (answer: T) => T, written: Promise<boolean>): void {
    const write: PendingWrite<T> = { apply, written: false };
    this.pending.push(write);
    this.publish(this.answer);
    void written.then(
      (ok) => {
        if (ok) write.written = true;
        else this.forget(write);
      },
      () => this.forget(write),
    );
  }

  /**
   * Dexie's first answer after an early one is usually the same rows: keeping the early answer
   * then spares every reader a render of the whole list just as the page has opened.
   */
  private confirmsEarlyAnswer(value: T): boolean {
    if (!this.answerIsEarly || this.answer.status !== 'ready') return false;
    this.answerIsEarly = false;
    return JSON.stringify(this.answer.value) === JSON.stringify(value);
  }

  private forget(write: PendingWrite<T>): void {
    this.pending = this.pending.filter((pending) => pending !== write);
    this.publish(this.answer);
  }

  private start(): void {
    clearTimeout(this.stopTimer);
    this.stopTimer = undefined;
    if (this.running) return;
    let stopped = false;
    let unsubscribe: (() => void) | undefined;
    this.running = {
      stop: () => {
        stopped = true;
        unsubscribe?.();
      },
    };
    loadLiveDb().then(
      ({ db, liveQuery }) => {
        if (stopped) return;
        const subscription = liveQuery(() => this.query(db)).subscribe({
          next: (value) => {
            // A write IndexedDB has committed is in this answer (or was overwritten since).
            const pending = this.pending.length;
            this.pending = this.pending.filter((write) => !write.written);
            if (this.confirmsEarlyAnswer(value) && this.pending.length === pending) return;
            this.publish({ status: 'ready', value });
          },
          error: (error: unknown) => this.fail(error),
        });
        unsubscribe = () => subscription.unsubscribe();
      },
      (error: unknown) => {
        if (!stopped) this.fail(error);
      },
    );
  }

  /** Nothing reads the query any more: keep it warm for a while, then let it go. */
  private release(): void {
    if (this.snapshot.status === 'failed') {
      // A failed subscription has ended; the next reader (an error boundary's retry) starts over.
      this.stop();
      return;
    }
    clearTimeout(this.stopTimer);
    this.stopTimer = setTimeout(() => this.stop(), KEEP_ALIVE_MS);
  }

  private stop(): void {
    this.running?.stop();
    this.running = undefined;
    this.answer = LOADING;
    this.snapshot = LOADING;
    this.answerIsEarly = false;
  }

  private fail(error: unknown): void {
    this.running = undefined;
    this.publish({ status: 'failed', error });
    if (this.listeners.size === 0) this.stop();
  }

  private publish(answer: LiveQuerySnapshot<T>): void {
    this.answer = answer;
    this.snapshot =
      answer.status === 'ready' && this.pending.length > 0
        ? {
            status: 'ready',
            value: this.pending.reduce((value, write) => write.apply(value), answer.value),
          }
        : answer;
    if (answer.status !== 'loading') for (const done of [...this.answered]) done();
    for (const listener of [...this.listeners]) listener();
  }
}

// Keyed by the query function itself, which is why queries are declared at module level. Each
// store's answer type is its query's, which a map's one value type cannot say; hence `object`.
const stores = new WeakMap<object, object>();

export function liveQueryStore<T>(query: DbQuery<T>): LiveQueryStore<T> {
  let store = stores.get(query) as LiveQueryStore<T> | undefined;
  if (!store) {
    store = new LiveQueryStore(query);
    stores.set(query, store);
  }
  return store;
}

/** Shows a write in `query`'s answer before IndexedDB has it (LiveQueryStore.showBeforeWritten). */
export function showBeforeWritten<T>(
  query: DbQuery<T>,
  apply: (answer: T) => T,
  written: Promise<boolean>,
): void {
  liveQueryStore(query).showBeforeWritten(apply, written);
}

/**
 * Starts these queries now and resolves when all have answered, or after `maxWaitMs`: a route
 * waits this long for its data so it opens filled in, but never longer, or a slow disk would hold
 * the whole page back; past it the page draws its loading states and fills in as answers come.
 */
export async function primeLiveDbQueries(
  queries: readonly DbQuery<unknown>[],
  maxWaitMs: number,
): Promise<void> {
  await Promise.all(queries.map((query) => liveQueryStore(query).prime(maxWaitMs)));
}

/** Gives `query` an answer read before Dexie loaded (LiveQueryStore.answerEarly). Prime first. */
export function answerEarly<T>(query: DbQuery<T>, early: Promise<T | undefined>): void {
  liveQueryStore(query).answerEarly(early);
}
