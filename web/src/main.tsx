// Entry point: renders the app, then registers the service worker and asks the browser to keep
// our data (a kitchen's pantry and queued writes must survive storage pressure), and starts sync
// once the browser is idle. The worker's and the engine's code load after the first render, so
// they never delay the first page.
// First, so the start page's tables are being read while the rest of the app's code evaluates.
import './app/start-page-reads';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { requestPersistentStorage } from './db/persistence';
import { preloadLiveDb } from './db/live-query-store';
import { startSyncWhenIdle } from './sync/engine-loader';
import './styles.css';

preloadLiveDb();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole page: a phone stays responsive while the app starts.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
import('./pwa/register-service-worker').then(
  ({ registerServiceWorker }) => registerServiceWorker(),
  (error: unknown) => {
    console.warn('Service worker registration failed; the app still works online.', error);
  },
);
void requestPersistentStorage();
startSyncWhenIdle();
