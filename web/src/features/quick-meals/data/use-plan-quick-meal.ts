// "Add to Plan": plans a meal in the next free slot of its meal type and says where it went.
// Taps are handled one after another, so two quick taps find two different free slots.
import { useCallback, useRef } from 'react';
import type { QuickMealTab } from '@mise/domain/options';
import { quickMealMealType } from '@mise/domain/quick-meals';
import { localIsoDate } from '@mise/domain/dates';
import { toast } from '../../../components/ui/use-toast';
import { plannedPlace } from '../utils/planned-place';
import type { QuickMeal } from './quick-meal';
import { planQuickMeal } from './quick-meal-actions';

export function usePlanQuickMeal(tab: QuickMealTab): (meal: QuickMeal) => Promise<void> {
  const queue = useRef<Promise<void>>(Promise.resolve());
  return useCallback(
    (meal: QuickMeal) => {
      const plan = async () => {
        const today = localIsoDate(new Date());
        const mealType = quickMealMealType(meal.recipe, tab);
        const place = await planQuickMeal(meal, mealType, today);
        if (!place) return;
        toast({
          title: `Added to ${plannedPlace(place.date, place.mealType, today)}`,
          description: `${meal.recipe.name} is in your meal plan.`,
        });
      };
      queue.current = queue.current.then(plan, plan);
      return queue.current;
    },
    [tab],
  );
}
