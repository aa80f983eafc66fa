/**
 * A live query on the device's database: re-runs on every local write and every synced change,
 * in this tab or another. It behaves like dexie-react-hooks' useLiveQuery (the initial value
 * until the first answer, errors thrown to the nearest error boundary) but loads Dexie itself
 * after the first render, so the first paint never waits for it; the app draws its loading
 * states meanwhile, as it does while IndexedDB answers.
 *
 * `query` must be the same function on every render (declare it at module level): a new one
 * starts a new subscription.
 */
import { useEffect, useState } from 'react';
import type { MiseDatabase } from './db';

export type DbQuery<T> = (db: MiseDatabase) => Promise<T>;

const loadLiveDb = () => import('./live-db');

/**
 * Starts loading Dexie beside the first render instead of after it (main.tsx calls this before
 * rendering): the home page's lists need it at once, but the first paint does not.
 */
export function preloadLiveDb(): void {
  loadLiveDb().catch(() => {
    // The first query loads it again and shows the failure where the data was wanted.
  });
}

export function useLiveDbQuery<T>(query: DbQuery<T>): T | undefined;
export function useLiveDbQuery<T, Initial>(query: DbQuery<T>, initial: Initial): T | Initial;
export function useLiveDbQuery<T, Initial>(
  query: DbQuery<T>,
  initial?: Initial,
): T | Initial | undefined {
  const [result, setResult] = useState<T | Initial | undefined>(initial);
  const [failure, setFailure] = useState<{ error: unknown }>();

  useEffect(() => {
    let stopped = false;
    let unsubscribe: (() => void) | undefined;
    const fail = (error: unknown) => {
      if (!stopped) setFailure({ error });
    };
    loadLiveDb().then(({ db, liveQuery }) => {
      if (stopped) return;
      const subscription = liveQuery(() => query(db)).subscribe({
        next: (value) => {
          setFailure(undefined);
          // Wrapped, so that a result which is itself a function is stored, not called.
          setResult(() => value);
        },
        error: fail,
      });
      unsubscribe = () => subscription.unsubscribe();
    }, fail);
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  }, [query]);

  if (failure) throw failure.error;
  return result;
}
