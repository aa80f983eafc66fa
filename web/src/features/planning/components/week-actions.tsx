// The planner's two big actions for the week on screen: Auto-Plan (fill the empty slots from the
// library, by the household's preferences and what the pantry should use up) and the week's
// groceries onto the list. Both run on the device, so they work offline; each says what it did.
// Both start from today: days gone by are neither planned nor shopped for unless the cook ticks
// "Include past days" (shown while the week on screen has any).
import { counted } from '@mise/domain/plural';
import { useId, useState } from 'react';
import { ShoppingCart, Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { toast } from '../../../components/ui/use-toast';
import { autoPlanWeek } from '../data/auto-plan';
import { addWeekGroceries } from '../data/week-groceries';
import { emptySlots, type WeekDay } from '../utils/week-slots';

interface WeekActionsProps {
  weekStart: string;
  days: readonly WeekDay[];
  today: string;
}

export function WeekActions({ weekStart, days, today }: WeekActionsProps) {
  const [busy, setBusy] = useState<'plan' | 'groceries'>();
  const [includePastDays, setIncludePastDays] = useState(false);
  const pastId = useId();
  const hasPastDays = days.some((day) => day.date < today);
  const from = includePastDays ? weekStart : today;
  const ahead = days.filter((day) => day.date >= from);
  const empty = emptySlots(ahead);
  const planned = ahead.some((day) => day.slots.some((slot) => slot.meal?.recipeId));

  const autoPlan = async () => {
    setBusy('plan');
    try {
      const outcome = await autoPlanWeek({ weekStart, today, includePastDays });
      if (!outcome) return;
      toast({
        title:
          outcome.planned > 0
            ? `Planned ${counted(outcome.planned, { one: 'meal', other: 'meals' })}`
            : 'Nothing to plan',
        description:
          outcome.unfilled > 0
            ? `${counted(outcome.unfilled, { one: 'slot', other: 'slots' })} had no recipe that fits your preferences.`
            : undefined,
      });
    } finally {
      setBusy(undefined);
    }
  };

  const groceries = async () => {
    setBusy('groceries');
    try {
      const added = await addWeekGroceries(weekStart, from);
      if (added === undefined) return;
      toast({
        title:
          added > 0
            ? `Added ${counted(added, { one: 'item', other: 'items' })} to your grocery list`
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
      {hasPastDays && (
        <label
          htmlFor={pastId}
          className="col-span-2 flex min-h-11 items-center gap-2 text-sm text-muted-foreground"
        >
          <Checkbox
            id={pastId}
            checked={includePastDays}
            onChange={(event) => setIncludePastDays(event.target.checked)}
          />
          Include past days
        </label>
      )}
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
