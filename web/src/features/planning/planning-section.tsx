// The home page's #planning section; the meal planner and grocery list arrive in a later issue.
import { CalendarDays } from 'lucide-react';
import { PageSection } from '../../components/page-section';

export function PlanningSection() {
  return (
    <PageSection id="planning" title="Meal Planner & Grocery List" icon={CalendarDays}>
      Coming soon: plan breakfast, lunch and dinner for the week and get a grocery list with an
      estimated total.
    </PageSection>
  );
}
