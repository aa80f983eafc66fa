/**
 * "An update is waiting" as UI state, apart from the registration (register-service-worker.ts)
 * so that workbox-window loads after the first render while the prompt can read this at once.
 */
import { create } from 'zustand';

interface AppUpdateState {
  updateReady: boolean;
  applyUpdate: () => void;
}

export const useAppUpdate = create<AppUpdateState>(() => ({
  updateReady: false,
  applyUpdate: () => undefined,
}));
