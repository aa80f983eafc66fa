// The greeting for the device's local time (§4), kept current: it is read again when the hour
// turns and when the page comes back into view (a phone asleep since morning).
import { useEffect, useState } from 'react';
import { type Greeting, greetingForHour } from '@mise/domain/quick-meals';

const greetingNow = () => greetingForHour(new Date().getHours());

function msUntilNextHour(now: Date): number {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours() + 1);
  // A second past the hour, so the timer never wakes a hair early and reads the old hour.
  return next.getTime() - now.getTime() + 1000;
}

export function useGreeting(): Greeting {
  const [greeting, setGreeting] = useState(greetingNow);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      setGreeting(greetingNow());
      clearTimeout(timer);
      timer = setTimeout(refresh, msUntilNextHour(new Date()));
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    timer = setTimeout(refresh, msUntilNextHour(new Date()));
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  return greeting;
}
