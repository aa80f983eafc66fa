// The routes of spec §2. Each page is its own chunk, loaded on first visit (the service worker
// precaches them all, so they load offline too); the shared layout is in the main bundle.
//
// Declarative routes rather than a data router: the app has no route loaders or actions, and the
// data router's code (about 17 KB gzip more) sat on the path of every start. What the data router
// did for us is kept here: a page is shown only once it has loaded, so the old page stays (with
// the header's progress bar) while the next one loads, and the first page draws once, complete.
// React Suspense would do the waiting too, but it holds content back for up to 300 ms after a
// fallback to avoid flicker, which a start from the home screen would pay every time.
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { type Location, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';
import { type LazyPage, PageLoadingContext, lazyPage } from './lazy-page';
import { PageLoading } from './page-loading';

const home = lazyPage(async () => {
  const { HomeRoute, loadHomeData } = await import('./routes/home');
  await loadHomeData();
  return HomeRoute;
});

/** The first page's route is shown while it loads; later ones only once loaded (below). */
function LoadedPage({ page }: { page: LazyPage }) {
  const settled = useSyncExternalStore(page.subscribe, () => page.settled);
  if (page.error !== undefined) throw page.error;
  return settled && page.Component ? <page.Component /> : <PageLoading />;
}

/**
 * Which page each path shows, to load it before the route is shown. The routes are one segment
 * deep, so a lookup does what matchRoutes would, without ranking every route on each call (three
 * times on a start, all before the first paint).
 */
const pageOfPath = new Map<string, LazyPage>();
const INDEX_PATH = '';
const ANY_OTHER_PATH = '*';

function route(path: string | undefined, page: LazyPage): RouteObject {
  const object: RouteObject =
    path === undefined
      ? { index: true, element: <LoadedPage page={page} /> }
      : { path, element: <LoadedPage page={page} /> };
  pageOfPath.set(path ?? INDEX_PATH, page);
  return object;
}

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      route(undefined, home),
      route(
        'recipe-sharing',
        lazyPage(
          async () =>
            (await import('../features/recipe-sharing/recipe-sharing-page')).RecipeSharingPage,
        ),
      ),
      route(
        'quick-meals',
        lazyPage(
          async () => (await import('../features/quick-meals/quick-meals-page')).QuickMealsPage,
        ),
      ),
      // Reads the optional ?session= of a shared link itself.
      route(
        'live-kitchen',
        lazyPage(
          async () => (await import('../features/live-kitchen/live-kitchen-page')).LiveKitchenPage,
        ),
      ),
      route(
        'mindful-cooking',
        lazyPage(
          async () =>
            (await import('../features/mindful-cooking/mindful-cooking-page')).MindfulCookingPage,
        ),
      ),
      route(
        'recipe-journal',
        lazyPage(
          async () =>
            (await import('../features/recipe-journal/recipe-journal-page')).RecipeJournalPage,
        ),
      ),
      route(
        'settings',
        lazyPage(async () => (await import('../features/settings/settings-page')).SettingsPage),
      ),
      // "Reconnect this device": where a device goes when its session ends (spec §4).
      route(
        'login',
        lazyPage(async () => (await import('../features/identity/reconnect-page')).ReconnectPage),
      ),
      route(
        '*',
        lazyPage(async () => (await import('../features/not-found/not-found-page')).NotFoundPage),
      ),
    ],
  },
];

/** As React Router matches: any case, with or without a trailing slash, else the 404 route. */
function pageAt({ pathname }: Pick<Location, 'pathname'>): LazyPage | undefined {
  const path = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  return pageOfPath.get(path) ?? pageOfPath.get(ANY_OTHER_PATH);
}

// The first page starts loading with this module, before React has drawn anything.
void pageAt(window.location)?.load();

/**
 * Resolves once the first page can draw, or after `maxWaitMs` if it is slow: main.tsx draws the
 * layout and the first page together, in one pass, over the page's prerendered shell
 * (route-shells.tsx), instead of replacing the shell with the layout and a loading page and
 * drawing the page a moment later.
 */
export function firstPageSettled(maxWaitMs: number): Promise<void> {
  const first = pageAt(window.location);
  if (!first) return Promise.resolve();
  return Promise.race([first.load(), new Promise<void>((done) => setTimeout(done, maxWaitMs))]);
}

export function AppRoutes() {
  const location = useLocation();
  const [shown, setShown] = useState(location);
  const ready = pageAt(location)?.settled ?? true;
  useEffect(() => {
    let current = true;
    void pageAt(location)
      ?.load()
      .then(() => {
        if (current) startTransition(() => setShown(location));
      });
    return () => {
      current = false;
    };
  }, [location]);
  const element = useRoutes(routes, ready ? location : shown);
  return (
    <PageLoadingContext value={!ready && shown.key !== location.key}>{element}</PageLoadingContext>
  );
}
