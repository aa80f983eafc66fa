// Today's local calendar date (YYYY-MM-DD), kept current: it turns over at local midnight and is
// re-read when the app comes back into view, because a phone left asleep overnight never runs
// the midnight timer. Freshness and "days left" are counted from it.
import { useEffect, useState } from 'react';
import { localIsoDate } from '@mise/domain/dates';

function msUntilNextMidnight(now: Date): number {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  // A second past midnight, so the timer never wakes a hair early and reads the old day.
  return next.getTime() - now.getTime() + 1000;
}

export function useToday(): string {
  const [today, setToday] = useState(() => localIsoDate(new Date()));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      const now = new Date();
      setToday(localIsoDate(now));
      clearTimeout(timer);
      timer = setTimeout(refresh, msUntilNextMidnight(now));
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    refresh();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  return today;
}
