// An item's freshness bar (0, 25, 50 or 100) with its "N days" / "Expired" text. Colour is never
// the only signal: the text says the same, and the bar carries it as aria-valuetext.
import { useId } from 'react';
import { Progress } from '../../../components/ui/progress';
import type { FreshnessDisplay, FreshnessTone } from '../utils/freshness-display';

const TONE: Record<FreshnessTone, { bar: string; text: string }> = {
  fresh: { bar: 'bg-primary', text: 'text-muted-foreground' },
  soon: { bar: 'bg-spice', text: 'font-semibold text-spice' },
  urgent: { bar: 'bg-destructive', text: 'font-semibold text-destructive-text' },
  expired: { bar: 'bg-destructive', text: 'font-semibold text-destructive-text' },
};

export function FreshnessMeter({ freshness }: { freshness: FreshnessDisplay }) {
  const labelId = useId();
  const tone = TONE[freshness.tone];
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span id={labelId} className="text-muted-foreground">
          Freshness
        </span>
        <span className={tone.text}>{freshness.label}</span>
      </div>
      <Progress
        aria-labelledby={labelId}
        value={freshness.value}
        getValueLabel={() => `${freshness.label}, ${freshness.value}%`}
        indicatorClassName={tone.bar}
      />
    </div>
  );
}
