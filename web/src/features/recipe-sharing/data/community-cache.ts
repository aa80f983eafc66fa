// The first page of each recent community filter, kept on this device (IndexedDB through
// idb-keyval, in a database of its own): the Browse tab shows it at once, and offline, while the
// server is asked again. The list is every household's public recipes, nothing private, so it is
// not cleared with the household's own rows.
import { type UseStore, createStore, delMany, entries, get, set } from 'idb-keyval';
import { type CachedCommunityPage, isCachedCommunityPage, keysToDrop } from '../utils/cached-page';
import { NO_FILTER, communityCacheKey } from '../utils/community-query';

let store: UseStore | undefined;

/** Opened on first use: createStore opens the database at once. */
const communityStore = () => (store ??= createStore('mise-community', 'first-pages'));

export async function readCachedPage(key: string): Promise<CachedCommunityPage | undefined> {
  try {
    const kept = await get<unknown>(key, communityStore());
    return isCachedCommunityPage(kept) ? kept : undefined;
  } catch (error) {
    // A private window or a full disk: the list comes from the server alone.
    console.warn('The saved community recipes could not be read.', error);
    return undefined;
  }
}

export async function writeCachedPage(key: string, page: CachedCommunityPage): Promise<void> {
  try {
    await set(key, page, communityStore());
    const kept = await entries<string, unknown>(communityStore());
    const stale = keysToDrop(kept, communityCacheKey(NO_FILTER));
    if (stale.length > 0) await delMany(stale, communityStore());
  } catch (error) {
    console.warn('The community recipes could not be saved on this device.', error);
  }
}
