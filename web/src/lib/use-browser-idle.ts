// True once the page is up and the browser is idle (or after a short timeout): when a part of
// the page that is below the fold, or not needed at once, may load without delaying what is on
// screen (the swap tool, the recipe generator, the available recipes). `thenWaitMs` holds pure
// decoration back further, until the app has finished starting (the hero's video).
import { useEffect, useState } from 'react';

/** Long enough for a slow phone to finish opening the page; nothing is held back longer. */
const IDLE_TIMEOUT_MS = 2000;

export function useBrowserIdle(thenWaitMs = 0): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const markIdle = () => {
      if (thenWaitMs > 0) timer = setTimeout(() => setIdle(true), thenWaitMs);
      else setIdle(true);
    };
    if (typeof requestIdleCallback !== 'function') {
      timer = setTimeout(markIdle, 0);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(markIdle, { timeout: IDLE_TIMEOUT_MS });
    return () => {
      cancelIdleCallback(handle);
      clearTimeout(timer);
    };
  }, [thenWaitMs]);
  return idle;
}
