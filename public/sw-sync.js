// Background Sync for Mise, loaded into the generated service worker (vite.config.ts,
// workbox.importScripts). When the browser fires the 'mise-sync' event (the connection is back
// after a write was queued offline), the worker only wakes the open pages: the page that leads
// sync pushes the queue itself. Writes stay queued in IndexedDB until then; they never expire.
/* global self */

self.addEventListener('sync', (event) => {
  if (event.tag !== 'mise-sync') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((pages) => {
      for (const page of pages) page.postMessage({ type: 'mise-sync-wake' });
    }),
  );
});
