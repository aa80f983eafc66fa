/**
 * Registers the service worker with workbox-window and tells the UI when an update is waiting
 * (app-update.ts). A new version never takes over on its own: the user chooses when to reload.
 * main.tsx imports this module dynamically, after the first render.
 */
import { Workbox } from 'workbox-window';
import { useAppUpdate } from './app-update';

export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    useAppUpdate.setState({
      updateReady: true,
      applyUpdate: () => {
        const reload = () => window.location.reload();
        workbox.addEventListener('controlling', reload);
        // A page opened before any worker was active is not controlled: no 'controlling' event
        // will come, so reload once the new worker is active instead.
        if (!navigator.serviceWorker.controller) workbox.addEventListener('activated', reload);
        workbox.messageSkipWaiting();
      },
    });
  });
  workbox.register().catch((error: unknown) => {
    console.warn('Service worker registration failed; the app still works online.', error);
  });
}
