// The − amount unit + control of a pantry card and a grocery line. Each press asks for a ±1
// change of the stored unit; the amount between shows in the cook's system (2 lb reads 905 g
// in metric, and + makes it 1.35 kg), so a metric cook sees no pound on the way. At the minimum the − button stays focusable but does nothing (aria-disabled): a
// disabled button would drop the keyboard focus onto the page.
import { Minus, Plus } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from './ui/button';

interface StepperProps {
  /** Names the group for screen readers: "Eggs quantity". */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  /** As shown: "2", "1 1/2", "910". */
  value: number | string;
  unit: string;
  atMinimum: boolean;
  onStep: (delta: 1 | -1) => void;
  className?: string;
}

export function Stepper({
  label,
  decreaseLabel,
  increaseLabel,
  value,
  unit,
  atMinimum,
  onStep,
  className,
}: StepperProps) {
  return (
    <div role="group" aria-label={label} className={cn('flex items-center gap-1', className)}>
      <Button
        variant="outline"
        size="icon"
        aria-label={decreaseLabel}
        aria-disabled={atMinimum || undefined}
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        onClick={() => {
          if (!atMinimum) onStep(-1);
        }}
      >
        <Minus aria-hidden />
      </Button>
      <output className="min-w-12 px-1 text-center text-sm">
        <span className="text-base font-semibold tabular-nums">{value}</span> {unit}
      </output>
      <Button variant="outline" size="icon" aria-label={increaseLabel} onClick={() => onStep(1)}>
        <Plus aria-hidden />
      </Button>
    </div>
  );
}
