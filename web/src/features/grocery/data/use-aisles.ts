// Which aisle each grocery line is in, from the ingredient dictionary. The dictionary is loaded
// once the list is on screen (`wanted`), not with the page: it is not needed to see or tick the
// lines, so the list opens in plain order and settles into aisles a moment later.
import { useEffect, useState } from 'react';
import type * as aisleModule from '@mise/assistant/grocery/aisle';

type AisleModule = typeof aisleModule;

let loaded: AisleModule | undefined;

export function useAisles(wanted: boolean): AisleModule | undefined {
  const [aisles, setAisles] = useState(loaded);
  useEffect(() => {
    if (loaded || !wanted) return;
    let cancelled = false;
    void import('@mise/assistant/grocery/aisle').then((module) => {
      loaded = module;
      if (!cancelled) setAisles(module);
    });
    return () => {
      cancelled = true;
    };
  }, [wanted]);
  return aisles;
}
