// The home page's two recipe lists (Available Recipes, Use soon), as the app places them. Their
// working part loads once the page is up and the browser is idle; until then, a placeholder of
// the same size holds the place, so nothing moves when it arrives.
import { lazy } from 'react';
import { LazyPart } from '../../components/lazy-part';
import { useBrowserIdle } from '../../lib/use-browser-idle';
import { AvailableRecipesPlaceholder } from './components/available-recipes-placeholder';

const lists = () => import('./components/home-recipe-lists');
const AvailableRecipesList = lazy(async () => ({ default: (await lists()).AvailableRecipesList }));
const UseSoonPanel = lazy(async () => ({ default: (await lists()).UseSoon }));

export function AvailableRecipes() {
  const idle = useBrowserIdle();
  return idle ? (
    <LazyPart loading={<AvailableRecipesPlaceholder />}>
      <AvailableRecipesList />
    </LazyPart>
  ) : (
    <AvailableRecipesPlaceholder />
  );
}

export function UseSoon() {
  const idle = useBrowserIdle();
  return idle ? (
    <LazyPart loading={null} failed={null}>
      <UseSoonPanel />
    </LazyPart>
  ) : null;
}
