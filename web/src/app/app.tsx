// The app root: the router, and the notices that belong to the whole app rather than to a page
// (update ready, connection lost or back, recipe links shared while offline). The toasts' code
// loads beside the first page rather than before it; toasts raised meanwhile wait in their store
// (use-toast.ts) and show then.
import { Suspense, lazy } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from '../components/error-boundary';
import { PendingSharedLinks } from '../features/recipe-sharing/share-target/pending-shared-links';
import { ConnectionNotice } from './connection-notice';
import { AppRoutes } from './router';
import { UpdatePrompt } from './update-prompt';

const Toaster = lazy(async () => ({ default: (await import('../components/ui/toaster')).Toaster }));

export function App() {
  return (
    <>
      <BrowserRouter>
        <AppRoutes />
        <PendingSharedLinks />
      </BrowserRouter>
      <UpdatePrompt />
      <ConnectionNotice />
      {/* Its code is preloaded with the first page (build/preload-start-page.ts); should it still
          fail to load, the app goes on without notifications rather than fail with them. */}
      <ErrorBoundary fallback={() => null}>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
