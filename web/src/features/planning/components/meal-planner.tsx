// The weekly planner (§2, §4): week navigation (Sunday first; previous/next move one week), the
// 7 × 3 calendar, Auto-Plan for the empty slots and the week's groceries onto the list. It
// opens on the current week.
import { useMemo, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addDays } from '@mise/domain/dates';
import { startOfWeek, nextWeek, previousWeek } from '@mise/domain/week';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToday } from '../../../lib/use-today';
import { useMealPlanEntries } from '../data/use-meal-plan';
import { weekLabel } from '../utils/week-label';
import { weekSlots } from '../utils/week-slots';
import { WeekActions } from './week-actions';
import { WeekCalendar } from './week-calendar';

export function MealPlanner() {
  const today = useToday();
  const thisWeek = startOfWeek(today);
  const [chosenWeek, setChosenWeek] = useState<string>();
  const weekStart = chosenWeek ?? thisWeek;
  const entries = useMealPlanEntries();
  const days = useMemo(() => weekSlots(entries ?? [], weekStart), [entries, weekStart]);
  const label = weekLabel(weekStart, addDays(weekStart, 6));

  return (
    <div className="grid gap-4 rounded-2xl border bg-background p-3 sm:p-6">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label="Previous week"
          onClick={() => setChosenWeek(previousWeek(weekStart))}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <div className="grid justify-items-center text-center">
          <h3 className="font-display text-lg font-semibold sm:text-xl" aria-live="polite">
            {label}
          </h3>
          {weekStart !== thisWeek && (
            <button
              type="button"
              className="focus-ring rounded text-sm text-primary underline-offset-4 hover:underline"
              onClick={() => setChosenWeek(undefined)}
            >
              Back to this week
            </button>
          )}
        </div>
        <Button
          variant="outline"
          size="icon"
          aria-label="Next week"
          onClick={() => setChosenWeek(nextWeek(weekStart))}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <WeekActions weekStart={weekStart} days={days} today={today} />
      {entries === undefined ? (
        <div className="grid gap-2">
          <p role="status" className="sr-only">
            Loading your meal plan…
          </p>
          <Skeleton className="h-96" />
        </div>
      ) : (
        <WeekCalendar days={days} today={today} />
      )}
    </div>
  );
}
