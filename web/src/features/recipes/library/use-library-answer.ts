// The home page's recipe lists ask the library worker whenever the pantry or the household's
// recipes change (once a large pull is all in), and show its latest answer (library-client.ts). The worker reads the rows
// itself; this page only watches for changes, with a query that reads no rows.
import { useEffect, useSyncExternalStore } from 'react';
import type { MiseDatabase } from '../../../db/db';
import { useLiveDbQuery } from '../../../db/use-live-db-query';
import { useToday } from '../../../lib/use-today';
import { useSyncState } from '../../../sync/status/use-sync-data';
import type { LibraryAnswer } from './library-answer';
import { askLibrary, latestAnswer, subscribeToAnswers } from './library-client';

/**
 * A new value after every change to the recipes or the pantry. A live query watches the range a
 * read asks for, not the rows it gets, so one row of each table watches all of it; a count
 * reads every row (63 ms at 50,000 recipes and 15,000 items, on every change).
 */
export const watchLibrary = async (db: MiseDatabase): Promise<object> => {
  await Promise.all([db.recipes.limit(1).toArray(), db.pantryItems.limit(1).toArray()]);
  return {};
};

/**
 * One question per change, shared by every list that shows the answer (Available Recipes and
 * Use soon ask the same question).
 */
const asked = new WeakMap<object, Set<string>>();

function askOnce(changed: object, today: string): void {
  const days = asked.get(changed) ?? new Set<string>();
  asked.set(changed, days);
  if (days.has(today)) return;
  days.add(today);
  askLibrary(today);
}

export function useLibraryAnswer(): LibraryAnswer | undefined {
  const changed = useLiveDbQuery(watchLibrary);
  const today = useToday();
  // While a large household arrives page by page (rule S16), every page is a change; the lists
  // are matched once the last page is in, not against each half-arrived library.
  const catchingUp = useSyncState()?.pullMore === true;
  useEffect(() => {
    if (changed !== undefined && !catchingUp) askOnce(changed, today);
  }, [changed, today, catchingUp]);
  // Prerendered at build time (app/route-shells.tsx), no answer has come: the lists are loading.
  const latest = useSyncExternalStore(subscribeToAnswers, latestAnswer, latestAnswer);
  return latest?.today === today ? latest.answer : undefined;
}
