// Tells the user a new version of the app is ready. It never reloads by itself (a reload could
// interrupt cooking): it stays until the user reloads, or dismisses it for now.
import { useState } from 'react';
import { RefreshCw, X } from 'lucide-react';
import { Button } from '../components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '../components/ui/tooltip';
import { useAppUpdate } from '../pwa/register-service-worker';

export function UpdatePrompt() {
  const updateReady = useAppUpdate((state) => state.updateReady);
  const applyUpdate = useAppUpdate((state) => state.applyUpdate);
  const [dismissed, setDismissed] = useState(false);
  const visible = updateReady && !dismissed;

  return (
    // The live region is always there, so screen readers announce the prompt when it appears.
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:justify-start"
    >
      {visible && (
        <section
          aria-label="App update"
          className="shadow-soft pointer-events-auto flex w-full items-center sm:w-auto gap-3 rounded-2xl border bg-card py-2 pr-2 pl-4 text-card-foreground"
        >
          <RefreshCw className="size-5 shrink-0 text-primary" aria-hidden />
          <p className="flex-1 text-sm font-semibold sm:pr-2">New version available —</p>
          <Button onClick={applyUpdate}>Reload</Button>
          <Tooltip>
            <TooltipTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                aria-label="Dismiss"
                onClick={() => setDismissed(true)}
              >
                <X aria-hidden />
              </Button>
            </TooltipTrigger>
            <TooltipContent>Later</TooltipContent>
          </Tooltip>
        </section>
      )}
    </div>
  );
}
