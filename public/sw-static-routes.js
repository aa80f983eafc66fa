// Loaded into the generated service worker (vite.config.ts, workbox.importScripts). The app's
// built scripts and styles (/assets/, every name carrying its content hash) are answered by the
// browser straight from the precache, without running the worker's JavaScript for each one: on
// a phone opening the app offline that is a dozen fetch events fewer on the way to the first
// screen (Service Worker Static Routing API, Chromium 123+). A file missing from the cache goes
// to the network, as the worker itself would have done. Browsers without the API use the
// worker's fetch handler as before.
/* global self */

self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  event.waitUntil(
    event
      .addRoutes({ condition: { urlPattern: { pathname: '/assets/*' } }, source: 'cache' })
      .catch((error) =>
        console.warn('Static routes not added; the fetch handler serves all.', error),
      ),
  );
});
