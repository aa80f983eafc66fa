// How many a dish is cooked for: the cooking guide's stepper and a planned meal's. The top is
// raised to the recipe's own count for a batch that makes more (24 rolls).
import { counted } from '@mise/domain/plural';
import { Minus, Plus } from 'lucide-react';
import { Button } from './ui/button';

const MAX_SERVINGS = 24;

export const servingsText = (servings: number) =>
  counted(servings, { one: 'serving', other: 'servings' });

interface ServingsStepperProps {
  servings: number;
  /** What the recipe is written for: the top is never below it. */
  baseServings: number;
  onServings: (servings: number) => void;
}

export function ServingsStepper({ servings, baseServings, onServings }: ServingsStepperProps) {
  const most = Math.max(MAX_SERVINGS, baseServings);
  return (
    <div className="flex items-center gap-2" role="group" aria-label="Servings">
      <Button
        size="icon"
        variant="outline"
        aria-label="Fewer servings"
        disabled={servings <= 1}
        onClick={() => onServings(servings - 1)}
      >
        <Minus aria-hidden />
      </Button>
      <span className="min-w-24 text-center text-sm font-semibold" aria-live="polite">
        {servingsText(servings)}
      </span>
      <Button
        size="icon"
        variant="outline"
        aria-label="More servings"
        disabled={servings >= most}
        onClick={() => onServings(servings + 1)}
      >
        <Plus aria-hidden />
      </Button>
    </div>
  );
}
