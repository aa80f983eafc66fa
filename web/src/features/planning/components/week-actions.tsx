// The planner's two big actions for the week on screen: Auto-Plan (fill the empty slots from the
// library, by the household's preferences and what the pantry should use up) and the week's
// groceries onto the list. Both run on the device, so they work offline; each says what it did.
import { useState } from 'react';
import { ShoppingCart, Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { autoPlanWeek } from '../data/auto-plan';
import { addWeekGroceries } from '../data/week-groceries';
import { emptySlots, type WeekDay } from '../utils/week-slots';

interface WeekActionsProps {
  weekStart: string;
  days: readonly WeekDay[];
  today: string;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function WeekActions({ weekStart, days, today }: WeekActionsProps) {
  const [busy, setBusy] = useState<'plan' | 'groceries'>();
  const empty = emptySlots(days);
  const planned = days.some((day) => day.slots.some((slot) => slot.meal?.recipeId));

  const autoPlan = async () => {
    setBusy('plan');
    try {
      const outcome = await autoPlanWeek({ weekStart, today });
      if (!outcome) return;
      toast({
        title:
          outcome.planned > 0 ? `Planned ${plural(outcome.planned, 'meal')}` : 'Nothing to plan',
        description:
          outcome.unfilled > 0
            ? `${plural(outcome.unfilled, 'slot')} had no recipe that fits your preferences.`
            : undefined,
      });
    } finally {
      setBusy(undefined);
    }
  };

  const groceries = async () => {
    setBusy('groceries');
    try {
      const added = await addWeekGroceries(weekStart);
      if (added === undefined) return;
      toast({
        title:
          added > 0
            ? `Added ${plural(added, 'item')} to your grocery list`
            : 'Nothing to add to your grocery list',
        description:
          added > 0 ? undefined : 'Your pantry and your list already cover this week’s meals.',
      });
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <div className="grid grid-cols-2 gap-2">
      <Button disabled={busy !== undefined || empty.length === 0} onClick={() => void autoPlan()}>
        <Sparkles aria-hidden />
        {busy === 'plan' ? 'Planning…' : 'Auto-Plan'}
      </Button>
      <Button
        variant="outline"
        disabled={busy !== undefined || !planned}
        onClick={() => void groceries()}
      >
        <ShoppingCart aria-hidden />
        {busy === 'groceries' ? 'Adding…' : 'Add groceries'}
      </Button>
    </div>
  );
}
