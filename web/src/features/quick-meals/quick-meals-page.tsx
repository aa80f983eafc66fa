// The Quick Meals page (/quick-meals, spec §2): a greeting and banner, the meals by tab (All
// Meals, Breakfast, Lunch, Dinner; filtered here, §4), and tips. The list is offline first: the
// household's quick recipes and the built-in ones draw from the device at once, community meals
// join when online (data/use-quick-meals.ts). "Cook Now" opens the cooking guide on the home
// page; "Add to Plan" takes the next free slot of the meal's type.
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Zap } from 'lucide-react';
import { MEAL_TYPE_LABELS, QUICK_MEAL_TABS, type QuickMealTab } from '@mise/domain/options';
import { matchesQuickMealTab } from '@mise/domain/quick-meals';
import { PageHeader } from '../../components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { COOKING_SECTION_ID } from '../../lib/start-cooking';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CommunityNote } from './components/community-note';
import { QuickCookingTips } from './components/quick-cooking-tips';
import { QuickMealList } from './components/quick-meal-list';
import { QuickMealsHero } from './components/quick-meals-hero';
import { QuickMealsSkeleton } from './components/quick-meals-skeleton';
import type { QuickMeal } from './data/quick-meal';
import { cookQuickMeal } from './data/quick-meal-actions';
import { usePlanQuickMeal } from './data/use-plan-quick-meal';
import { useQuickMeals } from './data/use-quick-meals';

const TAB_LABELS: Record<QuickMealTab, string> = { all: 'All Meals', ...MEAL_TYPE_LABELS };

const isQuickMealTab = (value: string): value is QuickMealTab =>
  (QUICK_MEAL_TABS as readonly string[]).includes(value);

export function QuickMealsPage() {
  useDocumentTitle('Quick Meals · Mise');
  const navigate = useNavigate();
  const [tab, setTab] = useState<QuickMealTab>('all');
  const { meals, community } = useQuickMeals();
  // The meals arrive as IndexedDB and worker answers, which React would draw in one long task;
  // deferred, the cards render in slices a phone interleaves with taps. A tab change is not
  // deferred: the list follows it at once.
  const arrived = useDeferredValue(meals);
  const shown = useMemo(
    () => arrived?.filter((meal) => matchesQuickMealTab(meal.recipe, tab)),
    [arrived, tab],
  );
  const cook = useCallback(
    async (meal: QuickMeal) => {
      if (await cookQuickMeal(meal)) void navigate(`/#${COOKING_SECTION_ID}`);
    },
    [navigate],
  );
  const plan = usePlanQuickMeal(tab);
  const viewAll = useCallback(() => setTab('all'), []);

  return (
    // One column that may shrink below its content: the tab list scrolls rather than widen the page.
    <div className="grid grid-cols-1 gap-8">
      <PageHeader title="Quick Meals" icon={Zap} backToHome>
        Meals ready in about ten minutes with little cooking, for breakfast, lunch and dinner. Cook
        one now, or put it in the next free slot of your week.
      </PageHeader>
      <QuickMealsHero />
      <section aria-labelledby="quick-meals-list" className="grid grid-cols-1 gap-4">
        <div className="grid gap-1">
          <h2 id="quick-meals-list" className="font-display text-2xl font-semibold">
            Choose a meal
          </h2>
          <CommunityNote status={community} />
        </div>
        <Tabs value={tab} onValueChange={(value) => isQuickMealTab(value) && setTab(value)}>
          {/* Four tabs do not fit one row of a phone: two rows of two, each tab as wide as the next. */}
          <TabsList
            aria-label="Meal type"
            className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto"
          >
            {QUICK_MEAL_TABS.map((value) => (
              <TabsTrigger key={value} value={value}>
                {TAB_LABELS[value]}
              </TabsTrigger>
            ))}
          </TabsList>
          {QUICK_MEAL_TABS.map((value) => (
            <TabsContent key={value} value={value}>
              {shown === undefined ? (
                <QuickMealsSkeleton />
              ) : (
                <QuickMealList
                  meals={shown}
                  label="Quick meals"
                  onCook={cook}
                  onPlan={plan}
                  onViewAll={viewAll}
                />
              )}
            </TabsContent>
          ))}
        </Tabs>
      </section>
      <QuickCookingTips />
    </div>
  );
}
