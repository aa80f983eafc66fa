// The current time, refreshed every second while `ticking`: enough for an m:ss countdown. The
// time shown is always worked out from the clock, so a late tick never drifts it.
import { useEffect, useState } from 'react';

export function useNow(ticking: boolean, everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, everyMs);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [ticking, everyMs]);
  return now;
}
