// Builds the PWA: React + Tailwind, and a Workbox service worker that precaches the app shell
// and every route's chunk so the app starts and navigates with no network after one visit.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { GENERIC_SHELL_FILE, prerenderRouteShells } from './build/prerender-route-shells';
import { reactRouterProduction } from './build/react-router-production';
import { seedLibrary } from './build/seed-library';
import { manifest } from './pwa-manifest';

export default defineConfig({
  // Static assets shared by the app (icons, generated art, synthesized audio) live at the repo top.
  publicDir: '../public',
  plugins: [
    react(),
    reactRouterProduction(),
    seedLibrary(),
    tailwindcss(),
    prerenderRouteShells(),
    VitePWA({
      // An update waits for the user: the app shows "New version available — Reload".
      registerType: 'prompt',
      // We register with workbox-window ourselves (src/pwa/), so nothing inline is injected.
      injectRegister: false,
      manifest,
      workbox: {
        // Every built file is small; precaching all of them is what makes offline navigation work.
        globPatterns: ['**/*.{js,css,html,json,svg,png,webp,ico,webmanifest,woff2,wav,webm}'],
        // The videos (the hero's ≈ 0.3 MB loop, the ≈ 1 MB demo) are cached when they first play
        // instead (below): neither is what a start waits for, a phone that asks for less motion
        // never loads the loop, and most cooks never open the demo, so no install downloads it.
        globIgnores: ['media/*.webm'],
        // A route's address is answered with its prerendered shell (`/quick-meals` by
        // quick-meals.html: Workbox's cleanURLs), whatever its query, which the page reads
        // itself; any other address (the 404 page) with the generic shell.
        ignoreURLParametersMatching: [/./],
        navigateFallback: `/${GENERIC_SHELL_FILE}`,
        // The API is never answered from the shell: it must fail (or be synced) honestly.
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // Background Sync: the worker's `sync` event wakes the page that drives sync (public/).
        importScripts: ['sw-sync.js', 'sw-static-routes.js'],
        runtimeCaching: [
          {
            // The hero and demo videos, cached the first time they play (the page fetches each
            // whole, see src/lib/use-whole-file-url.ts), so they play offline afterwards.
            urlPattern: ({ url }) => url.pathname.startsWith('/media/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'mise-media',
              expiration: { maxEntries: 4 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Kitchen ambience (spec §7 GET /api/soundscape/{id}) and the mindful sessions' music,
            // synthesised by the server and fetched whole by the page (src/lib/speech/
            // soundscape.ts, src/lib/use-whole-file-url.ts), cached the first time it plays so
            // hands-free cooking keeps its ambience, and a session its music, offline. About 1 MB
            // each, so only what was played is kept, not precached; room for all seven loops.
            urlPattern: ({ url }) => url.pathname.startsWith('/api/soundscape/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'mise-soundscapes',
              expiration: { maxEntries: 7 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // The barcode decoder's WebAssembly (~0.95 MB, ~0.4 MB gzipped, under /scanner/, see
            // build below) is cached the first time a scan needs it, and from then on scanning
            // works offline. It is not precached: with the file in the precache, the offline
            // start of the home page measured ~130 ms slower (in a cache of its own it costs
            // nothing), and most phones never need it (their browser has a BarcodeDetector) or
            // never scan. Nothing fetches it with the page, so neither the first load nor
            // Lighthouse sees it. Only the newest version is kept; its name carries a content
            // hash, so cache-first is safe.
            urlPattern: ({ url }) => url.pathname.startsWith('/scanner/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'mise-scanner',
              expiration: { maxEntries: 1 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  // Workers are built on their own: the recipe library's file is theirs to fetch too.
  worker: { plugins: () => [seedLibrary()] },
  build: {
    target: 'es2022',
    // No <link rel="modulepreload"> added by script for each dynamic import's chunks: adding them
    // cost the page 10-20 ms of main-thread work inside its longest tasks (lazy pages, the sync
    // engine's steps, the timer alarm). The browser fetches a chunk's static imports itself as
    // soon as it has the chunk, from the precache offline; each page's HTML still names its own
    // page's chunks for the starter to preload (build/page-preloads.ts). Measured in docs/budgets.md.
    modulePreload: false,
    // dist/.vite/manifest.json: the chunk graph the size budgets (budgets/) are measured on.
    manifest: true,
    rolldownOptions: {
      output: {
        // The scanner's .wasm goes to /scanner/, out of /assets/: sw-static-routes.js has the
        // browser answer /assets/* from the precache or the network without the worker, which
        // would leave the runtime cache above unused.
        assetFileNames: ({ names }) =>
          names.some((name) => name.endsWith('.wasm'))
            ? 'scanner/[name]-[hash][extname]'
            : 'assets/[name]-[hash][extname]',
      },
    },
  },
  server: {
    // ws: the live kitchen's WebSocket (/api/live-kitchen/socket) goes through the proxy too.
    proxy: { '/api': { target: 'http://localhost:8787', ws: true } },
  },
});
