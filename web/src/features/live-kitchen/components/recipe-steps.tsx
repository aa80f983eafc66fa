// The room's recipe (spec §2, §4): its steps with the current one highlighted and earlier ones
// dimmed, the pause/resume of the elapsed time, and the host's Next Step, which is disabled at
// the last step. "No recipe selected" when the room has none.
import { ChevronRight, Pause, Play } from 'lucide-react';
import type { ClientMessage } from '@mise/domain/api/live-kitchen';
import { type RoomView, isLastStep } from '@mise/domain/live-room';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useShownUnits } from '../../../lib/units/use-measurement-system';

interface RecipeStepsProps {
  room: RoomView;
  isHost: boolean;
  disabled: boolean;
  send: (message: ClientMessage) => boolean;
}

export function RecipeSteps({ room, isHost, disabled, send }: RecipeStepsProps) {
  const { recipe, currentStep } = room;
  const paused = room.timer.pausedAt !== null;
  // The room carries the steps as stored; each device shows them in its own cook's system.
  const units = useShownUnits();
  return (
    <section
      aria-labelledby="live-recipe"
      className="grid gap-4 rounded-2xl border bg-card p-4 sm:p-5"
    >
      <div className="grid gap-1">
        <h2 id="live-recipe" className="font-display text-xl font-semibold">
          {recipe ? recipe.name : 'Recipe'}
        </h2>
        {recipe ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Step {currentStep + 1} of {recipe.steps.length}
          </p>
        ) : (
          <p className="text-muted-foreground">No recipe selected</p>
        )}
      </div>
      {recipe && (
        <ol aria-label="Steps" className="grid gap-2">
          {recipe.steps.map((step, index) => (
            <li
              key={index}
              aria-current={index === currentStep ? 'step' : undefined}
              className={cn(
                'flex gap-3 rounded-xl border p-3',
                index === currentStep && 'border-primary bg-accent text-accent-foreground',
                index < currentStep && 'opacity-50',
              )}
            >
              <span className="font-semibold tabular-nums" aria-hidden>
                {index + 1}.
              </span>
              <span className="text-pretty">{units.text(step)}</span>
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={disabled}
          onClick={() => send({ type: 'set-paused', paused: !paused })}
        >
          {paused ? <Play aria-hidden /> : <Pause aria-hidden />}
          {paused ? 'Resume' : 'Pause'}
        </Button>
        {isHost && recipe && (
          <Button
            disabled={disabled || isLastStep(room)}
            onClick={() => send({ type: 'next-step' })}
          >
            Next Step
            <ChevronRight aria-hidden />
          </Button>
        )}
      </div>
    </section>
  );
}
