// Tells the user, with a toast, when the connection drops and when it returns. Nothing is lost
// while offline: writes go to this device first.
import { useEffect, useRef } from 'react';
import { toast } from '../components/ui/use-toast';
import { useOnlineStatus } from '../lib/use-online-status';

/**
 * The state the page loaded in, as the starter noted it before the app's code was asked for
 * (web/build/start-after-first-paint.js; while developing, as the code starts). A change is
 * announced against it rather than caught as an event: the code arrives after the page has
 * painted, and its first render is a transition that commits late on a busy phone, so a drop
 * that comes before this component listens must still be told (useOnlineStatus re-reads the
 * state once it subscribes).
 */
const ONLINE_AT_START =
  document.documentElement.dataset.onlineAtLoad === 'true' || navigator.onLine;

export function ConnectionNotice() {
  const online = useOnlineStatus();
  const announced = useRef(ONLINE_AT_START);
  useEffect(() => {
    if (online === announced.current) return;
    announced.current = online;
    toast(
      online
        ? { title: 'Back online' }
        : {
            title: "You're offline",
            description: "Changes are kept on this device and sync when you're back online.",
          },
    );
  }, [online]);
  return null;
}
