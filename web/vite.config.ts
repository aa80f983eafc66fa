// Builds the PWA: React + Tailwind, and a Workbox service worker that precaches the app shell
// and every route's chunk so the app starts and navigates with no network after one visit.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { preloadStartPage } from './build/preload-start-page';
import { manifest } from './pwa-manifest';

export default defineConfig({
  // Static assets shared by the app (icons, generated art, synthesized audio) live at the repo top.
  publicDir: '../public',
  plugins: [
    react(),
    tailwindcss(),
    preloadStartPage('src/app/routes/home.tsx'),
    VitePWA({
      // An update waits for the user: the app shows "New version available — Reload".
      registerType: 'prompt',
      // We register with workbox-window ourselves (src/pwa/), so nothing inline is injected.
      injectRegister: false,
      manifest,
      workbox: {
        // Every built file is small; precaching all of them is what makes offline navigation work.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2,wav,webm}'],
        // Client-side routes (and the 404 page) are served from the cached shell when offline.
        navigateFallback: '/index.html',
        // The API is never answered from the shell: it must fail (or be synced) honestly.
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // Background Sync: the worker's `sync` event wakes the page that drives sync (public/).
        importScripts: ['sw-sync.js', 'sw-static-routes.js'],
      },
    }),
  ],
  build: {
    target: 'es2022',
    // dist/.vite/manifest.json: the chunk graph the size budgets (budgets/) are measured on.
    manifest: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:8787' },
  },
});
