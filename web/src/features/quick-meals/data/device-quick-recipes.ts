// The quick meals this device knows without the network: the household's own recipes of at most
// 15 minutes (live, from IndexedDB) and the quick ones of the built-in catalog (loaded on
// demand: the catalog is the biggest data the app has).
import { startTransition, useEffect, useState } from 'react';
import type { Recipe } from '@mise/domain/entities/recipe';
import { QUICK_MAX_COOK_TIME_MINUTES } from '@mise/domain/constants';
import type { MiseDatabase } from '../../../db/db';
import { useLiveDbQuery } from '../../../db/use-live-db-query';
import { workerAnswer } from '../../../lib/worker-answer';
import { SEED_LIBRARY_VERSION } from '../../../catalog/seed-library';
import { keepCatalogQuick, readKeptCatalogQuick } from './catalog-quick-kept';
import { compareCodeUnits } from '@mise/domain/text-order';

/** Newest first, as the household's lists are everywhere (and as the server answers). */
const readOwnQuickRecipes = async (db: MiseDatabase): Promise<Recipe[]> => {
  const quick = await db.recipes
    .where('cookTime')
    .belowOrEqual(QUICK_MAX_COOK_TIME_MINUTES)
    .toArray();
  return quick.sort(
    (a, b) => compareCodeUnits(b.createdAt, a.createdAt) || compareCodeUnits(b.id, a.id),
  );
};

/** Undefined while loading. */
export function useOwnQuickRecipes(): readonly Recipe[] | undefined {
  return useLiveDbQuery(readOwnQuickRecipes);
}

/** Quickest first; picked by a worker (catalog-quick.worker.ts), which then ends. */
function pickCatalogQuickRecipes(): Promise<Recipe[]> {
  const worker = new Worker(new URL('./catalog-quick.worker.ts', import.meta.url), {
    type: 'module',
  });
  return workerAnswer(worker, 'The built-in recipes could not be loaded.');
}

/**
 * The library file's name changes with the recipes, and this module's built name with the code
 * that picks them (see catalog-quick-kept.ts). While developing neither does, so nothing is kept
 * there and an edited catalog shows at once.
 */
const CATALOG_VERSION = import.meta.env.DEV
  ? undefined
  : `${import.meta.url} ${SEED_LIBRARY_VERSION}`;

async function loadCatalogQuickRecipes(): Promise<Recipe[]> {
  if (CATALOG_VERSION === undefined) return pickCatalogQuickRecipes();
  const kept = await readKeptCatalogQuick(CATALOG_VERSION);
  if (kept) return kept;
  const picked = await pickCatalogQuickRecipes();
  void keepCatalogQuick(CATALOG_VERSION, picked);
  return picked;
}

/**
 * Undefined while loading. The catalog is precached, so its worker only fails to load in an odd
 * case (a tab left open across an update whose old chunk is gone): the page then lists what it
 * has rather than nothing at all.
 */
export function useCatalogQuickRecipes(): readonly Recipe[] | undefined {
  const [recipes, setRecipes] = useState<readonly Recipe[]>();
  useEffect(() => {
    let current = true;
    loadCatalogQuickRecipes().then(
      // A transition: React draws the cards in slices, so a phone stays responsive meanwhile.
      (loaded) => current && startTransition(() => setRecipes(loaded)),
      (error: unknown) => {
        console.warn('Quick meals: the built-in recipes could not be loaded.', error);
        if (current) setRecipes([]);
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return recipes;
}
