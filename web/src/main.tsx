// Entry point: renders the app, then registers the service worker and asks the browser to keep
// our data (a kitchen's pantry and queued writes must survive storage pressure), and starts sync.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { requestPersistentStorage } from './db/persistence';
import { registerServiceWorker } from './pwa/register-service-worker';
import { startSync } from './sync/sync-engine';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
registerServiceWorker();
void requestPersistentStorage();
startSync();
