// Tells the user a new version of the app is ready. It never reloads by itself (a reload could
// interrupt cooking): it stays until the user reloads, or dismisses it for now. The prompt's
// code (with its tooltip) loads only once there is an update to offer.
import { Suspense, lazy, useState } from 'react';
import { useAppUpdate } from '../pwa/app-update';

const UpdatePromptCard = lazy(async () => ({
  default: (await import('./update-prompt-card')).UpdatePromptCard,
}));

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
        <Suspense fallback={null}>
          <UpdatePromptCard onReload={applyUpdate} onDismiss={() => setDismissed(true)} />
        </Suspense>
      )}
    </div>
  );
}
