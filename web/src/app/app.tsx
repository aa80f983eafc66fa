// The app root: app-wide providers (tooltips, toasts), the router, and the notices that belong
// to the whole app rather than to a page (update ready, connection lost or back).
import { RouterProvider } from 'react-router-dom';
import { Toaster } from '../components/ui/toaster';
import { TooltipProvider } from '../components/ui/tooltip';
import { ConnectionNotice } from './connection-notice';
import { router } from './router';
import { UpdatePrompt } from './update-prompt';

export function App() {
  return (
    <TooltipProvider>
      <RouterProvider router={router} />
      <UpdatePrompt />
      <ConnectionNotice />
      <Toaster />
    </TooltipProvider>
  );
}
