// Whether a CSS media query matches now, re-rendering when it starts or stops matching.
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    // Prerendered at build time (build/route-shells.tsx) for a phone, the app's first screen.
    () => false,
  );
}
