// The routes of spec §2. Each page is its own chunk, loaded on first visit (the service worker
// precaches them all, so they load offline too); the shared layout is in the main bundle.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { createBrowserRouter } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';
import { PageLoading } from './page-loading';
import { RouteError } from './route-error';

/** A lazily loaded page; the loading state shows in the layout's page area on first load. */
function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return { lazy: async () => ({ Component: await load() }), HydrateFallback: PageLoading };
}

export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    // Only if the layout itself fails; page errors are caught below, inside the layout.
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            HydrateFallback: PageLoading,
            lazy: async () => {
              const { HomeRoute, loadHomeData } = await import('./routes/home');
              return { Component: HomeRoute, loader: loadHomeData };
            },
          },
          {
            path: 'recipe-sharing',
            ...page(
              async () =>
                (await import('../features/recipe-sharing/recipe-sharing-page')).RecipeSharingPage,
            ),
          },
          {
            path: 'quick-meals',
            ...page(
              async () => (await import('../features/quick-meals/quick-meals-page')).QuickMealsPage,
            ),
          },
          {
            // Reads the optional ?session= of a shared link itself.
            path: 'live-kitchen',
            ...page(
              async () =>
                (await import('../features/live-kitchen/live-kitchen-page')).LiveKitchenPage,
            ),
          },
          {
            path: 'mindful-cooking',
            ...page(
              async () =>
                (await import('../features/mindful-cooking/mindful-cooking-page'))
                  .MindfulCookingPage,
            ),
          },
          {
            path: 'recipe-journal',
            ...page(
              async () =>
                (await import('../features/recipe-journal/recipe-journal-page')).RecipeJournalPage,
            ),
          },
          {
            path: 'settings',
            ...page(async () => (await import('../features/settings/settings-page')).SettingsPage),
          },
          {
            // "Reconnect this device": where a device goes when its session ends (spec §4).
            path: 'login',
            ...page(
              async () => (await import('../features/identity/reconnect-page')).ReconnectPage,
            ),
          },
          {
            path: '*',
            ...page(
              async () => (await import('../features/not-found/not-found-page')).NotFoundPage,
            ),
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
