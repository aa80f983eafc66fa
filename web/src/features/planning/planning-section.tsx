// The home page's #planning section (§2): the weekly meal planner with Auto-Plan, the grocery
// list (its own feature, given by the home route) and the Personalization card. The planner's
// code loads once it comes near the screen.
import { lazy, type ReactNode } from 'react';
import { CalendarDays } from 'lucide-react';
import { LazyPart } from '../../components/lazy-part';
import { NearScreenPart } from '../../components/near-screen-part';
import { PageSection } from '../../components/page-section';
import { Skeleton } from '../../components/ui/skeleton';

const MealPlanner = lazy(async () => ({
  default: (await import('./components/meal-planner')).MealPlanner,
}));
const PersonalizationCard = lazy(async () => ({
  default: (await import('./components/personalization-card')).PersonalizationCard,
}));

function PlannerLoading() {
  return (
    <div className="grid gap-2">
      <p role="status" className="sr-only">
        Loading the meal planner…
      </p>
      <Skeleton className="h-[36rem] rounded-2xl" />
    </div>
  );
}

export function PlanningSection({ groceryList }: { groceryList: ReactNode }) {
  return (
    <PageSection
      id="planning"
      title="Meal Planner & Grocery List"
      icon={CalendarDays}
      className="p-4 sm:p-8"
      placeholder={<PlannerLoading />}
      body={
        <div className="grid gap-6">
          <NearScreenPart placeholder={<PlannerLoading />}>
            <MealPlanner />
          </NearScreenPart>
          {groceryList}
          {/* Asked for with the section's body, not when the card itself comes near: it is the
              last thing on the page, so arriving late it would push the footer off the screen of
              a cook who scrolled to the end. Its code comes long before they get there. */}
          <LazyPart loading={null} failed={null}>
            <PersonalizationCard />
          </LazyPart>
        </div>
      }
    >
      Plan the week&apos;s breakfasts, lunches and dinners, let Auto-Plan fill the gaps from your
      recipes and what needs using up, and shop from one list with an estimated total.
    </PageSection>
  );
}
