/**
 * Registers the service worker with workbox-window and exposes "an update is waiting" as UI
 * state. A new version never takes over on its own: the user chooses when to reload.
 */
import { Workbox } from 'workbox-window';
import { create } from 'zustand';

interface AppUpdateState {
  updateReady: boolean;
  applyUpdate: () => void;
}

export const useAppUpdate = create<AppUpdateState>(() => ({
  updateReady: false,
  applyUpdate: () => undefined,
}));

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
