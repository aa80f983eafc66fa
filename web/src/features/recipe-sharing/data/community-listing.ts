/**
 * The Browse Community list as the page shows it: the first page kept on this device for the
 * current filter (at once, and offline), then the server's first page in its place, and further
 * pages appended on demand (keyset cursor, COMMUNITY_PAGE_SIZE at a time), so ten thousand shared
 * recipes cost what one page does until the cook scrolls. Framework-free, with its I/O passed in,
 * so every transition is unit-tested; the page reads it through useSyncExternalStore.
 *
 * A change of filter starts over (and drops whatever the old filter was still fetching); coming
 * back online and `refresh()` ask for the first page again while the list stays on screen.
 */
import type { SharedRecipeSummary } from '@mise/domain/api/recipes';
import { userFacingError } from '../../../lib/user-facing-error';
import type { CachedCommunityPage } from '../utils/cached-page';
import {
  type CommunityFilter,
  appendPage,
  communityCacheKey,
  NO_FILTER,
} from '../utils/community-query';

export interface CommunityPage {
  readonly recipes: readonly SharedRecipeSummary[];
  readonly nextCursor: string | undefined;
}

export interface CommunitySource {
  fetchPage(
    filter: CommunityFilter,
    cursor: string | undefined,
    signal: AbortSignal,
  ): Promise<CommunityPage>;
  readCached(key: string): Promise<CachedCommunityPage | undefined>;
  writeCached(key: string, page: CachedCommunityPage): Promise<void>;
  now(): Date;
}

/** loading: nothing to show yet; ready: a list (maybe empty); unavailable: none to be had. */
export type ListingPhase = 'loading' | 'ready' | 'unavailable';

export interface ListingState {
  readonly filter: CommunityFilter;
  readonly phase: ListingPhase;
  readonly recipes: readonly SharedRecipeSummary[];
  readonly nextCursor: string | undefined;
  /** Set while the list shown is the one kept on this device: when the server gave it. */
  readonly savedAt: string | undefined;
  /** The first page is being asked for while a list is already shown. */
  readonly refreshing: boolean;
  readonly loadingMore: boolean;
  /** Why the first page could not be had (offline, the server's sentence), until it can. */
  readonly problem: string | undefined;
  /** Why the next page could not be had, until it can. */
  readonly moreProblem: string | undefined;
}

export const OFFLINE_PROBLEM = 'This device is offline.';

const initial = (filter: CommunityFilter): ListingState => ({
  filter,
  phase: 'loading',
  recipes: [],
  nextCursor: undefined,
  savedAt: undefined,
  refreshing: false,
  loadingMore: false,
  problem: undefined,
  moreProblem: undefined,
});

export class CommunityListing {
  private state: ListingState = initial(NO_FILTER);
  /** The filter being shown; undefined before the first update and after dispose. */
  private key: string | undefined;
  private online = true;
  /** The requests of the current filter; aborted when it changes. */
  private requests = new AbortController();
  /** True once the server answered the current filter: a late cached page must not replace it. */
  private fresh = false;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly source: CommunitySource) {}

  readonly getState = (): ListingState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** What the page shows and whether it is online; call on every change of either. */
  update(filter: CommunityFilter, online: boolean): void {
    const cameOnline = online && !this.online;
    this.online = online;
    const key = communityCacheKey(filter);
    if (key !== this.key) {
      this.key = key;
      void this.start(filter);
    } else if (cameOnline) {
      void this.refresh();
    }
  }

  /** Asks for the first page again, keeping the list on screen until it arrives. */
  async refresh(): Promise<void> {
    if (!this.online || this.key === undefined) return;
    // A page still loading belongs to the list about to be replaced.
    this.requests.abort();
    this.requests = new AbortController();
    await this.fetchFirst(this.requests.signal);
  }

  /** Appends the next page, if there is one and nothing else is under way. */
  async loadMore(): Promise<void> {
    const { nextCursor, loadingMore, refreshing, filter } = this.state;
    if (nextCursor === undefined || loadingMore || refreshing) return;
    if (!this.online) {
      this.set({ moreProblem: OFFLINE_PROBLEM });
      return;
    }
    const { signal } = this.requests;
    this.set({ loadingMore: true });
    try {
      const page = await this.source.fetchPage(filter, nextCursor, signal);
      if (signal.aborted) return;
      this.set({
        recipes: appendPage(this.state.recipes, page.recipes),
        nextCursor: page.nextCursor,
        loadingMore: false,
        moreProblem: undefined,
      });
    } catch (error) {
      if (signal.aborted) return;
      this.set({ loadingMore: false, moreProblem: this.problemOf(error, 'load more recipes') });
    }
  }

  /** Stops what is under way; a later update starts afresh (React may mount a page twice). */
  dispose(): void {
    this.requests.abort();
    this.key = undefined;
  }

  private async start(filter: CommunityFilter): Promise<void> {
    this.requests.abort();
    this.requests = new AbortController();
    const { signal } = this.requests;
    this.fresh = false;
    this.set(initial(filter));
    const kept = this.showKept(communityCacheKey(filter), signal);
    if (this.online) {
      await this.fetchFirst(signal, kept);
    } else {
      await kept;
      if (!signal.aborted && this.state.phase === 'loading') {
        this.set({ phase: 'unavailable', problem: OFFLINE_PROBLEM });
      }
    }
  }

  private async showKept(key: string, signal: AbortSignal): Promise<void> {
    const kept = await this.source.readCached(key);
    if (!kept || signal.aborted || this.fresh) return;
    this.set({
      phase: 'ready',
      recipes: kept.recipes,
      nextCursor: kept.nextCursor,
      savedAt: kept.savedAt,
    });
  }

  private async fetchFirst(signal: AbortSignal, kept?: Promise<void>): Promise<void> {
    const { filter } = this.state;
    this.set({ refreshing: true, loadingMore: false, moreProblem: undefined });
    try {
      const page = await this.source.fetchPage(filter, undefined, signal);
      if (signal.aborted) return;
      this.fresh = true;
      this.set({
        phase: 'ready',
        recipes: page.recipes,
        nextCursor: page.nextCursor,
        savedAt: undefined,
        refreshing: false,
        problem: undefined,
      });
      await this.source.writeCached(communityCacheKey(filter), {
        savedAt: this.source.now().toISOString(),
        recipes: page.recipes,
        nextCursor: page.nextCursor,
      });
    } catch (error) {
      // The kept page may still be on its way: it is what a failed request leaves on screen.
      await kept;
      if (signal.aborted) return;
      this.set({
        phase: this.state.phase === 'loading' ? 'unavailable' : this.state.phase,
        refreshing: false,
        problem: this.problemOf(error, 'load the shared recipes'),
      });
    }
  }

  private problemOf(error: unknown, action: string): string {
    return userFacingError(error, { action, online: this.online, offline: OFFLINE_PROBLEM });
  }

  private set(changes: Partial<ListingState>): void {
    this.state = { ...this.state, ...changes };
    this.listeners.forEach((listener) => listener());
  }
}
