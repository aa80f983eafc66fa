// The page's mindful session (spec §4): the player and the moment it was last drawn, from a
// session controller that lives as long as the page. Reaching 0 says "Session Complete" once;
// a tab coming back from sleep is redrawn at once, at the true time.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { toast } from '../../components/ui/use-toast';
import { type MindfulController, createMindfulController } from './session-controller';

/** §4: the toast when a session's countdown reaches 0. */
export const SESSION_COMPLETE_TOAST = {
  title: 'Session Complete',
  description: 'Great job staying mindful!',
} as const;

export function useMindfulSession() {
  const [controller] = useState<MindfulController>(() =>
    createMindfulController({ onComplete: () => toast(SESSION_COMPLETE_TOAST) }),
  );
  const snapshot = useSyncExternalStore(
    controller.subscribe,
    controller.getSnapshot,
    controller.getSnapshot,
  );
  useEffect(() => {
    // Timers of a hidden tab are held back or dropped; look at the clock again on return.
    const wake = () => {
      if (document.visibilityState === 'visible') controller.refresh();
    };
    document.addEventListener('visibilitychange', wake);
    return () => {
      document.removeEventListener('visibilitychange', wake);
      controller.dispose();
    };
  }, [controller]);
  return { ...snapshot, controller };
}
