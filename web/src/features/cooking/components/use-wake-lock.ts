// Keeps the screen on while cooking (Screen Wake Lock): a cook's hands are busy and the phone
// must not lock mid-step. The lock is released when cooking ends, and taken again when the tab
// comes back (browsers drop it whenever the page is hidden). Where the API is missing, nothing.
import { useEffect } from 'react';

export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | undefined;
    let released = false;
    const request = async () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      try {
        const next = await navigator.wakeLock.request('screen');
        if (released) void next.release();
        else lock = next;
      } catch (error) {
        // Refused (battery saver, no permission): cooking goes on, the screen may dim.
        console.info('The screen could not be kept on.', error);
      }
    };
    const onVisibility = () => void request();
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      released = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void lock?.release();
    };
  }, [active]);
}
