/**
 * The browser's offer to install Mise (Chromium's `beforeinstallprompt`), kept so the app can
 * make it from its own button where installing helps: the sync details, while writes wait on
 * storage the browser may clear (an installed app's storage is usually persistent). The event is
 * kept, not cancelled, so the browser's own install entry points stay as they were. Listened
 * for from the first script (main.tsx): the browser may fire it before anything else loads.
 * Browsers without the event (Safari, Firefox) leave the offer empty: people install from the
 * browser's menu ("Add to Home Screen"), which the notice names.
 */
import { create } from 'zustand';

/** Chromium's event; not in TypeScript's DOM library. */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallPromptState {
  /** The browser's offer, while it stands. */
  offer: InstallPromptEvent | undefined;
}

export const useInstallPrompt = create<InstallPromptState>(() => ({ offer: undefined }));

function isInstallPrompt(event: Event): event is InstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function' && 'userChoice' in event;
}

/** Call once, at startup. */
export function listenForInstallPrompt(target: EventTarget = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    if (isInstallPrompt(event)) useInstallPrompt.setState({ offer: event });
  });
  target.addEventListener('appinstalled', () => useInstallPrompt.setState({ offer: undefined }));
}

/** Shows the browser's install dialog (from a click); an offer can be made only once. */
export async function promptInstall(): Promise<boolean> {
  const { offer } = useInstallPrompt.getState();
  if (!offer) return false;
  useInstallPrompt.setState({ offer: undefined });
  await offer.prompt();
  return (await offer.userChoice).outcome === 'accepted';
}

/** Running as an installed app (its own window), where "install Mise" would make no sense. */
export function runningInstalled(): boolean {
  if (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches) {
    return true;
  }
  // iOS Safari's own flag for a web app opened from the Home Screen.
  return Reflect.get(navigator, 'standalone') === true;
}
