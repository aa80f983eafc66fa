// Which recipes the household marked as favorites (its own rows in `favorites`, synced like any
// other), live, so a heart pressed here, in another tab or on another device shows at once.
import type { MiseDatabase } from '../../../db/db';
import { useLiveDbQuery } from '../../../db/use-live-db-query';

const NONE: ReadonlySet<string> = new Set();

export const readFavoriteIds = async (db: MiseDatabase): Promise<ReadonlySet<string>> =>
  new Set(await db.favorites.toCollection().primaryKeys());

/** Empty until the first read (the hearts draw unpressed for that moment). */
export function useFavoriteIds(): ReadonlySet<string> {
  return useLiveDbQuery(readFavoriteIds, NONE);
}
