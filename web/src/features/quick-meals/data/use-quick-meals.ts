// The page's list, offline first. What the device knows draws at once: the household's own quick
// recipes, then the built-in catalog's. Community meals, fetched when online, are added after
// them, so their arrival never moves a card the cook is looking at. Each id appears once, the
// device's copy first: a community meal the household already saved (to cook or plan it) is its
// own recipe now.
import { useMemo } from 'react';
import { mergeById } from '@mise/domain/quick-meals';
import { type CommunityStatus, useCommunityQuickMeals } from './community-quick-meals';
import { useCatalogQuickRecipes, useOwnQuickRecipes } from './device-quick-recipes';
import { type QuickMeal, quickMealsOf } from './quick-meal';

export interface QuickMealsList {
  /** Undefined until the device's own sources have answered. */
  readonly meals: readonly QuickMeal[] | undefined;
  readonly community: CommunityStatus;
}

export function useQuickMeals(): QuickMealsList {
  const own = useOwnQuickRecipes();
  const catalog = useCatalogQuickRecipes();
  const community = useCommunityQuickMeals();
  const meals = useMemo(
    () =>
      own &&
      catalog &&
      mergeById(
        quickMealsOf('own', own),
        quickMealsOf('catalog', catalog),
        quickMealsOf('community', community.recipes),
      ),
    [own, catalog, community.recipes],
  );
  return { meals, community: community.status };
}
