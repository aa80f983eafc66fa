// Recipe links shared to Mise while offline, kept on this device (IndexedDB through idb-keyval,
// in a database of its own) until the connection returns and each is imported in turn. A list,
// not one slot: a shopper may share three recipes from a store with no signal.
import { type UseStore, createStore, update } from 'idb-keyval';
import { SHARED_LINKS_WAITING } from './share-signals';

let store: UseStore | undefined;
const KEY = 'links';

/** Opened on first use: createStore opens the database at once. */
const sharesStore = () => (store ??= createStore('mise-shared-links', 'pending'));

const linksOf = (kept: unknown): string[] =>
  Array.isArray(kept) ? kept.filter((link): link is string => typeof link === 'string') : [];

/**
 * Keeps a link to import later (a link already waiting is not kept twice); gives how many links
 * now wait, for the notice.
 */
export async function keepSharedLink(address: string): Promise<number> {
  let waiting = 0;
  await update<unknown>(
    KEY,
    (kept) => {
      const links = [...linksOf(kept).filter((link) => link !== address), address];
      waiting = links.length;
      return links;
    },
    sharesStore(),
  );
  markWaiting(true);
  return waiting;
}

/** The oldest waiting link, taken off the list; none when nothing waits. */
export async function takeSharedLink(): Promise<string | undefined> {
  let taken: string | undefined;
  let left = 0;
  await update<unknown>(
    KEY,
    (kept) => {
      const [first, ...rest] = linksOf(kept);
      taken = first;
      left = rest.length;
      return rest;
    },
    sharesStore(),
  );
  if (left === 0) markWaiting(false);
  return taken;
}

function markWaiting(waiting: boolean): void {
  try {
    if (waiting) localStorage.setItem(SHARED_LINKS_WAITING, '1');
    else localStorage.removeItem(SHARED_LINKS_WAITING);
  } catch {
    // Without storage every start looks in the database (sharedLinksWaiting).
  }
}
