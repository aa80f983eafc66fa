// The home page's #planning section. Today it holds the grocery list, which works offline so a
// shopper can tick items off in the shop; the weekly meal calendar and Auto-Plan come in a
// later issue, and the section says so rather than showing buttons that do nothing.
import { CalendarDays } from 'lucide-react';
import { PageSection } from '../../components/page-section';
import { GroceryList } from './components/grocery-list';

export function PlanningSection() {
  return (
    <PageSection
      id="planning"
      title="Meal Planner & Grocery List"
      icon={CalendarDays}
      className="p-4 sm:p-8"
      body={<GroceryList />}
    >
      Keep a grocery list with an estimated total, and tick items off as you shop. The weekly meal
      calendar and Auto-Plan are coming soon.
    </PageSection>
  );
}
