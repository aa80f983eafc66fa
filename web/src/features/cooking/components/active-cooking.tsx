// An active cooking session (§2, §4): progress, ingredients, the current step with its guidance
// and timers, Next / Repeat / Swap, the assistant's message, the voice-command panel and the
// skill-level picker. Everything runs on the device, so cooking carries on offline.
import { ArrowRight, Repeat, Replace, X } from 'lucide-react';
import { useEffect } from 'react';
import { guidanceFor } from '@mise/assistant/cooking/guidance';
import { substitutionRequestText } from '@mise/domain/cooking';
import type { CookingSession } from '@mise/domain/entities/cooking-session';
import type { Recipe } from '@mise/domain/entities/recipe';
import { recipeServings } from '@mise/domain/recipe-servings';
import { Button } from '../../../components/ui/button';
import { useShownUnits } from '../../../lib/units/use-measurement-system';
import { StepTimers } from '../timers/step-timers';
import { VoiceCommandPanel } from '../voice/voice-command-panel';
import { useAssistantLanguage } from '../data/assistant-language';
import { servingsOf, useCookingUi } from '../data/cooking-ui-store';
import { stopCooking } from '../data/cooking-actions';
import { AssistantMessage } from './assistant-message';
import { CookingProgress } from './cooking-progress';
import { IngredientList } from './ingredient-list';
import { SkillPicker, useSkillLevel } from './skill-picker';
import { useCookingCommands } from './use-cooking-commands';
import { useWakeLock } from './use-wake-lock';

interface ActiveCookingProps {
  session: CookingSession;
  recipe: Recipe;
}

export function ActiveCooking({ session, recipe }: ActiveCookingProps) {
  useWakeLock(true);
  const skillLevel = useSkillLevel();
  const language = useAssistantLanguage();
  // The recipe's own servings are what its amounts are written for: the guide starts there.
  const baseServings = recipeServings(recipe);
  const units = useShownUnits();
  // A session started for a planned meal opens at the meal's servings.
  const servings = useCookingUi((store) =>
    servingsOf(store.servings, session.id, session.servings ?? baseServings),
  );
  const setServings = useCookingUi((store) => store.setServings);
  const total = recipe.instructions.length;
  const step = Math.min(session.currentStep ?? 0, total - 1);
  const instruction = recipe.instructions[step];
  const commands = useCookingCommands({ session, recipe, step, skillLevel });

  // A fresh session starts by reading its first step.
  const { readStep } = commands;
  useEffect(() => {
    if (useCookingUi.getState().line === undefined) readStep();
  }, [readStep]);

  if (!instruction) return null;
  const stepLabel = `Step ${step + 1}`;
  return (
    <div className="grid gap-6">
      <CookingProgress recipe={recipe} step={step} />
      <IngredientList
        ingredients={recipe.ingredients}
        baseServings={baseServings}
        servings={servings}
        onServings={(next) => setServings(session.id, next)}
      />
      <section
        aria-labelledby="current-step-heading"
        className="grid gap-4 rounded-2xl border-2 border-primary/40 p-4 sm:p-5"
      >
        <h4 id="current-step-heading" className="text-sm font-semibold text-primary uppercase">
          {stepLabel}
        </h4>
        <p className="text-xl leading-relaxed text-pretty" data-testid="current-step">
          {units.text(instruction.instruction)}
        </p>
        <p className="text-sm text-muted-foreground">
          <span className="font-semibold">Chef&apos;s tip: </span>
          {units.text(guidanceFor(instruction.instruction, skillLevel, { language }))}
        </p>
        <StepTimers stepLabel={stepLabel} stepMinutes={instruction.duration} />
      </section>
      <div className="grid grid-cols-3 gap-2">
        <Button size="lg" onClick={() => void commands.next()}>
          Next
          <ArrowRight aria-hidden />
        </Button>
        <Button size="lg" variant="outline" onClick={commands.readStep}>
          <Repeat aria-hidden />
          Repeat
        </Button>
        <Button
          size="lg"
          variant="outline"
          onClick={() => commands.swap(substitutionRequestText(instruction.instruction))}
        >
          <Replace aria-hidden />
          Swap
        </Button>
      </div>
      <AssistantMessage startedAt={session.startedAt} />
      <VoiceCommandPanel onCommand={commands.run} />
      <div className="grid gap-2">
        <p className="text-sm font-semibold">Your skill level</p>
        <SkillPicker />
      </div>
      <Button
        variant="ghost"
        className="justify-self-start"
        onClick={() => void stopCooking(session)}
      >
        <X aria-hidden />
        Stop cooking
      </Button>
    </div>
  );
}
