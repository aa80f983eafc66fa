// Each route's shell, rendered to HTML at build time (build/prerender-route-shells.ts): the
// layout and the page as they first draw, with the cook's data still loading. A newcomer sees
// the page before any script has run; the app then draws over it (main.tsx).
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';
import { PageLoading } from './page-loading';
import { HomeRoute } from './routes/home';
import { ReconnectPage } from '../features/identity/reconnect-page';
import { LiveKitchenPage } from '../features/live-kitchen/live-kitchen-page';
import { MindfulCookingPage } from '../features/mindful-cooking/mindful-cooking-page';
import { QuickMealsPage } from '../features/quick-meals/quick-meals-page';
import { RecipeJournalPage } from '../features/recipe-journal/recipe-journal-page';
import { RecipeSharingPage } from '../features/recipe-sharing/recipe-sharing-page';
import { SettingsPage } from '../features/settings/settings-page';

interface ShellPage {
  readonly Page: ComponentType;
  /** The document title the page sets once it runs (tested against the page's own). */
  readonly title: string;
  /** The page's module, whose chunks its HTML preloads (build/page-preloads.ts). */
  readonly module: string;
}

/** The pages with a shell of their own, by path (router.tsx has the same routes). */
export const SHELL_PAGES: Readonly<Record<string, ShellPage>> = {
  '/': { Page: HomeRoute, title: 'Mise — kitchen companion', module: 'src/app/routes/home.tsx' },
  '/recipe-sharing': {
    Page: RecipeSharingPage,
    title: 'Recipe Sharing · Mise',
    module: 'src/features/recipe-sharing/recipe-sharing-page.tsx',
  },
  '/quick-meals': {
    Page: QuickMealsPage,
    title: 'Quick Meals · Mise',
    module: 'src/features/quick-meals/quick-meals-page.tsx',
  },
  '/live-kitchen': {
    Page: LiveKitchenPage,
    title: 'Live Kitchen · Mise',
    module: 'src/features/live-kitchen/live-kitchen-page.tsx',
  },
  '/mindful-cooking': {
    Page: MindfulCookingPage,
    title: 'Mindful Cooking · Mise',
    module: 'src/features/mindful-cooking/mindful-cooking-page.tsx',
  },
  '/recipe-journal': {
    Page: RecipeJournalPage,
    title: 'Recipe Journal · Mise',
    module: 'src/features/recipe-journal/recipe-journal-page.tsx',
  },
  '/settings': {
    Page: SettingsPage,
    title: 'Settings · Mise',
    module: 'src/features/settings/settings-page.tsx',
  },
  '/login': {
    Page: ReconnectPage,
    title: 'Reconnect this device · Mise',
    module: 'src/features/identity/reconnect-page.tsx',
  },
};

/** What the generic shell stands for: any other address is the 404 page. */
export const GENERIC_SHELL_MODULE = 'src/features/not-found/not-found-page.tsx';

/** Where the generic shell is drawn: no navigation link is the current page there. */
const NO_PAGE = '/~';

export interface RouteShell {
  /** What goes in #root. */
  readonly html: string;
  /** The page's document title, when it sets one. */
  readonly title: string | undefined;
}

/**
 * A path's shell; with no path, the layout around a loading page, for any address without a
 * shell of its own (the 404 page, an address the service worker does not know).
 */
export function renderRouteShell(path?: string): RouteShell {
  const Page = path === undefined ? PageLoading : SHELL_PAGES[path]?.Page;
  if (!Page) throw new Error(`No route shell for ${path}`);
  const html = renderToString(
    <StaticRouter location={path ?? NO_PAGE}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="*" element={<Page />} />
        </Route>
      </Routes>
    </StaticRouter>,
  );
  return { html, title: path === undefined ? undefined : SHELL_PAGES[path]?.title };
}
