// The recipe library for a dialog that is open: read when it opens (the household's recipes may
// have changed since), undefined until it has arrived.
import { useEffect, useState } from 'react';
import type { Recipe } from '@mise/domain/entities/recipe';
import { loadRecipeLibrary } from './recipe-library';

export function useRecipeLibrary(open: boolean): readonly Recipe[] | undefined {
  const [library, setLibrary] = useState<readonly Recipe[]>();
  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    void import('../../../db/live-db')
      .then(({ db }) => loadRecipeLibrary(db))
      .then((recipes) => {
        if (!cancelled) setLibrary(recipes);
      });
    return () => {
      cancelled = true;
    };
  }, [open]);
  return library;
}
