// True once the page is up and the browser is idle (or after a short timeout): when a part of
// the page that is below the fold, or not needed at once, may load without delaying what is on
// screen (the swap tool, the recipe generator, the available recipes).
import { useEffect, useState } from 'react';

/** Long enough for a slow phone to finish opening the page; nothing is held back longer. */
const IDLE_TIMEOUT_MS = 2000;

export function useBrowserIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const markIdle = () => setIdle(true);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(markIdle, 0);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(markIdle, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }, []);
  return idle;
}
