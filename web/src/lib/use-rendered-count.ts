// For a long list that opens with its page: how many of its items to render. The first render
// draws only the first few, enough to fill the screen, so the page shows up sooner; the rest
// render right after, in a transition that never holds up a tap. After that the whole list is
// always rendered, so focus, find-in-page and screen readers see every item.
import { startTransition, useEffect, useState } from 'react';

export function useRenderedCount(total: number, firstCount: number): number {
  const [everything, setEverything] = useState(false);
  useEffect(() => {
    // Passive effects run once the first render has been painted.
    startTransition(() => setEverything(true));
  }, []);
  return everything ? total : Math.min(total, firstCount);
}
