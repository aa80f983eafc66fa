/**
 * A live query on the device's database: re-runs on every local write and every synced change,
 * in this tab or another. It behaves like dexie-react-hooks' useLiveQuery (the initial value
 * until the first answer, errors thrown to the nearest error boundary), but components reading
 * the same query share one subscription (live-query-store.ts), and a query a route started
 * before rendering has its answer in the very first render.
 *
 * `query` must be the same function on every render (declare it at module level): it is the
 * key of the shared subscription.
 */
import { useSyncExternalStore } from 'react';
import { type DbQuery, liveQueryStore } from './live-query-store';

export type { DbQuery } from './live-query-store';

export function useLiveDbQuery<T>(query: DbQuery<T>): T | undefined;
export function useLiveDbQuery<T, Initial>(query: DbQuery<T>, initial: Initial): T | Initial;
export function useLiveDbQuery<T, Initial>(
  query: DbQuery<T>,
  initial?: Initial,
): T | Initial | undefined {
  const store = liveQueryStore(query);
  // Prerendered at build time (app/route-shells.tsx), where no query has run: loading.
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  if (snapshot.status === 'failed') throw snapshot.error;
  return snapshot.status === 'ready' ? snapshot.value : initial;
}
