// The meals of one tab as a grid of cards, a page at a time (a kitchen with hundreds of quick
// recipes costs what a page of cards does until someone scrolls), or the empty state when the
// tab has none.
import { memo } from 'react';
import { ShowMore } from '../../../components/show-more';
import { useShownCount } from '../../../lib/use-shown-count';
import type { QuickMeal } from '../data/quick-meal';
import { QuickMealCard } from './quick-meal-card';
import { QuickMealsEmpty } from './quick-meals-empty';

interface QuickMealListProps {
  meals: readonly QuickMeal[];
  label: string;
  onCook: (meal: QuickMeal) => Promise<unknown>;
  onPlan: (meal: QuickMeal) => Promise<unknown>;
  onViewAll: () => void;
}

/** A few screens of cards on a phone, two rows on a wide screen: what a first look needs. */
const CARDS_PER_PAGE = 6;

export const QuickMealList = memo(function QuickMealList({
  meals,
  label,
  onCook,
  onPlan,
  onViewAll,
}: QuickMealListProps) {
  const { shown, more, showMore } = useShownCount(meals.length, CARDS_PER_PAGE);
  if (meals.length === 0) return <QuickMealsEmpty onViewAll={onViewAll} />;
  return (
    <>
      <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {meals.slice(0, shown).map((meal) => (
          <li key={meal.id} className="grid">
            <QuickMealCard meal={meal} onCook={onCook} onPlan={onPlan} />
          </li>
        ))}
      </ul>
      {more && <ShowMore shown={shown} total={meals.length} noun="meals" onShowMore={showMore} />}
    </>
  );
});
