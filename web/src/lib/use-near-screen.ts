// Whether an element has come near the screen (600 px ahead of the scroll), once and for good:
// for work that only matters to someone looking at it, so opening the app runs only what is in
// view. Returns the ref to put on the element and the answer.
import { type RefCallback, useCallback, useState } from 'react';

/** Far enough ahead that a flick of the thumb finds the part drawn. */
const AHEAD = '600px 0px';

export function useNearScreen<T extends Element>(): [RefCallback<T> | undefined, boolean] {
  const [near, setNear] = useState(false);
  const watch = useCallback((node: T | null) => {
    if (!node) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [near ? undefined : watch, near];
}
