// The app root: the router, and the notices that belong to the whole app rather than to a page
// (update ready, connection lost or back). The toasts' code loads beside the first page rather
// than before it; toasts raised meanwhile wait in their store (use-toast.ts) and show then.
import { Suspense, lazy } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ConnectionNotice } from './connection-notice';
import { AppRoutes } from './router';
import { UpdatePrompt } from './update-prompt';

const Toaster = lazy(async () => ({ default: (await import('../components/ui/toaster')).Toaster }));

export function App() {
  return (
    <>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <UpdatePrompt />
      <ConnectionNotice />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}
