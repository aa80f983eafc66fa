// Calls `onNear` whenever the element comes within 600 px of the screen, to load the next page
// before the cook reaches the end of the list. Give the element a new key after each page: a new
// observer reports at once if the end is still in view (a short page on a tall screen).
import { type RefCallback, useCallback } from 'react';

const AHEAD = '600px 0px';

export function useWhenNear<T extends Element>(onNear: () => void): RefCallback<T> {
  return useCallback(
    (node: T | null) => {
      if (!node) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) onNear();
        },
        { rootMargin: AHEAD },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [onNear],
  );
}
