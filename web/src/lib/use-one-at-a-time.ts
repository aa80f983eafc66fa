// For a card's buttons that write (save, cook, plan): a second tap while the first write is under
// way is ignored, so a quick double tap does not do it twice.
import { useCallback, useRef } from 'react';

export function useOneAtATime(): (action: () => Promise<unknown>) => Promise<void> {
  const busy = useRef(false);
  return useCallback(async (action) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await action();
    } finally {
      busy.current = false;
    }
  }, []);
}
