// The head of an active session (§2): recipe name, "Step N of M", minutes remaining and the
// progress bar (current step / total steps, rounded, §4).
import { Clock } from 'lucide-react';
import { minutesRemaining, progressPercent } from '@mise/domain/cooking';
import type { Recipe } from '@mise/domain/entities/recipe';
import { Progress } from '../../../components/ui/progress';

export function CookingProgress({ recipe, step }: { recipe: Recipe; step: number }) {
  const total = recipe.instructions.length;
  const percent = progressPercent(step, total);
  const minutes = minutesRemaining(recipe, step);
  return (
    <div className="grid gap-2">
      <h3 className="font-display text-2xl font-semibold">{recipe.name}</h3>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground">
        <span className="font-semibold text-foreground">
          Step {step + 1} of {total}
        </span>
        <span className="flex items-center gap-1.5">
          <Clock className="size-4" aria-hidden />
          {minutes} min remaining
        </span>
        <span>{percent}% done</span>
      </p>
      <Progress value={percent} aria-label="Recipe progress" />
    </div>
  );
}
