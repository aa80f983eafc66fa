// Entry point: renders the app, then registers the service worker, reads whether the browser keeps
// our data under storage pressure (asking for it waits for a write: db/persistence.ts), listens
// for the browser's install offer, and starts sync once the browser is idle. The worker's and the
// engine's code load after the first render, so they never delay the first page.
// First, so the start page's tables are being read while the rest of the app's code evaluates.
import './app/start-page-reads';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { firstPageSettled } from './app/router';
import { checkPersistentStorage } from './db/persistence';
import { preloadLiveDb } from './db/live-query-store';
import { prepareClassMerge } from './lib/cn';
import { listenForInstallPrompt } from './pwa/install-prompt';
import { startSyncWhenIdle } from './sync/engine-loader';
import './styles.css';

/**
 * The layout and the first page draw together, over the page's prerendered shell, once the
 * page's code and first data are in, which from the home screen is well within this; a slower
 * start draws the layout with its loading state after it rather than leave the shell, which
 * shows the page but does nothing yet, on screen.
 */
const FIRST_PAGE_WAIT_MS = 1000;

preloadLiveDb();
listenForInstallPrompt();
setTimeout(prepareClassMerge);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

void firstPageSettled(FIRST_PAGE_WAIT_MS).then(() => {
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page: a phone stays responsive while the app starts.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
import('./pwa/register-service-worker').then(
  ({ registerServiceWorker }) => registerServiceWorker(),
  (error: unknown) => {
    console.warn('Service worker registration failed; the app still works online.', error);
  },
);
void checkPersistentStorage();
startSyncWhenIdle();
