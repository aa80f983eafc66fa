// The home route: composes the home page with each feature's section, in the spec's order
// (§2). It lives in app/ because only the app may combine features.
import { CookingSection } from '../../features/cooking/cooking-section';
import { HomePage } from '../../features/home/home-page';
import { PantrySection } from '../../features/pantry/pantry-section';
import { PlanningSection } from '../../features/planning/planning-section';
import { RecipesSection } from '../../features/recipes/recipes-section';

export function HomeRoute() {
  return (
    <HomePage>
      <PantrySection />
      <RecipesSection />
      <CookingSection />
      <PlanningSection />
    </HomePage>
  );
}
