// The home route: composes the home page with each feature's section, in the spec's order
// (§2). It lives in app/ because only the app may combine features.
import { toast } from '../../components/ui/use-toast';
import { answerEarly, primeLiveDbQueries } from '../../db/live-query-store';
import { CookingSection } from '../../features/cooking/cooking-section';
import { HERO_ACTION, HomePage } from '../../features/home/home-page';
import { readPantryItems, readPantryItemsEarly } from '../../features/pantry/data/use-pantry-items';
import { PantryItemsList } from '../../features/pantry/components/pantry-items-list';
import { PhotoScanButton } from '../../features/pantry/components/photo-scan-button';
import { PantrySection } from '../../features/pantry/pantry-section';
import { GroceryList } from '../../features/grocery/components/grocery-list';
import { PlanningSection } from '../../features/planning/planning-section';
import { AvailableRecipesList, UseSoon } from '../../features/recipes/components/home-recipe-lists';
import { RecipesSection } from '../../features/recipes/recipes-section';
import { SwapSection } from '../../features/swap/swap-section';

/**
 * How long the home page waits for its lists before it draws: IndexedDB usually answers well
 * within it, and then the page opens filled in, in one render and one layout, instead of
 * drawing skeletons and drawing again. A slower disk gets the skeletons after this.
 */
const HOME_DATA_WAIT_MS = 300;

/** Loaded on the first tap: the grocery code has no place in the home page's first load. */
const addMissing = (recipe: { id: string; name: string }, missing: readonly string[]) =>
  void import('../add-missing-groceries').then(
    ({ addMissingGroceries }) => addMissingGroceries(recipe, missing),
    () => toast({ title: "Couldn't add to your grocery list", description: 'Please try again.' }),
  );

/**
 * Starts reading the pantry; the router draws the page once it settles. The grocery list is
 * below the first screen and read when its section comes near.
 */
export async function loadHomeData(): Promise<void> {
  const answered = primeLiveDbQueries([readPantryItems], HOME_DATA_WAIT_MS);
  // When the app opened here, the table was read before Dexie loaded (start-page-reads.ts).
  answerEarly(readPantryItems, readPantryItemsEarly());
  await answered;
}

export function HomeRoute() {
  return (
    <HomePage
      scanPantry={<PhotoScanButton label="Scan Pantry" size="lg" className={HERO_ACTION} />}
      lists={
        <>
          <PantryItemsList />
          <AvailableRecipesList addMissing={addMissing} />
        </>
      }
    >
      <PantrySection />
      {/* Below the pantry: it appears once the library has answered, and must not move the
          pantry under the cook's finger. */}
      <UseSoon />
      <SwapSection />
      <RecipesSection />
      <CookingSection />
      <PlanningSection groceryList={<GroceryList />} />
    </HomePage>
  );
}
