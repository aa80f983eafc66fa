// Toasts sit at the bottom of the screen (components/ui/toast.tsx), where a ringing timer's
// alarm sits too: while the alarm is shown, they rise above it, so a toast never covers its
// Dismiss button. The alarm's height, kept up to date, is the CSS variable the toasts read.
import { type RefObject, useEffect } from 'react';

const TOASTS_ABOVE_VARIABLE = '--toasts-above';

export function useKeepToastsAbove(element: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const target = element.current;
    if (!shown || !target) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => {
      // From the alarm's top to the bottom of the screen; the toasts' own padding adds a gap.
      const space = window.innerHeight - target.getBoundingClientRect().top;
      root.setProperty(TOASTS_ABOVE_VARIABLE, `${Math.max(0, Math.round(space))}px`);
    });
    observer.observe(target);
    return () => {
      observer.disconnect();
      root.removeProperty(TOASTS_ABOVE_VARIABLE);
    };
  }, [element, shown]);
}
