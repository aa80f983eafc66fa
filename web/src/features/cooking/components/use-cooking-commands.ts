// What the guide's buttons and voice commands do (§4). Next advances and the assistant says an
// encouragement with the new step (the congratulation at the end); Repeat reads the step again;
// Swap answers "what can I substitute in this step". A spoken or typed command goes first to the
// interruption handler, then to the general one (packages/assistant, the same code the server
// answers /api/voice/* with); its action is broadcast as an in-page event, and acted on here.
// Everything said is in the language the assistant speaks (the voice settings'); a spoken
// command is answered in the language it was said in.
import { useCallback, useEffect, useMemo } from 'react';
import { emotionOf } from '@mise/assistant/commands/command';
import { REPLIES } from '@mise/assistant/commands/replies/replies';
import { answerVoiceCommand } from '@mise/assistant/commands/voice-flow';
import type { CookingContext, CookingIntent } from '@mise/assistant/commands/intent-types';
import { congratulation, pickEncouragement } from '@mise/assistant/cooking/encouragement';
import { substitutionAnswer } from '@mise/assistant/cooking/substitutions-for-step';
import type { VoiceAction } from '@mise/domain/api/voice';
import { cookedMinutes } from '@mise/domain/journal-form';
import type { CookingSession } from '@mise/domain/entities/cooking-session';
import type { Recipe } from '@mise/domain/entities/recipe';
import type { SkillLevel } from '@mise/domain/options';
import { stopSpeaking } from '../../../lib/speech/speak';
import { useVoiceSettings } from '../../../lib/voice-settings';
import { currentAssistantLanguage } from '../data/assistant-language';
import { usePantryNames } from '../data/use-pantry-names';
import { advanceStep, goToStep } from '../data/cooking-actions';
import { useCookingUi } from '../data/cooking-ui-store';
import { startStepTimer } from '../timers/step-timers';
import { applyTimerIntent, timerLabel } from '../timers/timer-intents';
import { useAssistantVoice } from './use-assistant-voice';

export const VOICE_ACTION_EVENT = 'mise:voice-action';

interface CookingCommandsInput {
  session: CookingSession;
  recipe: Recipe;
  step: number;
  skillLevel: SkillLevel;
}

export function useCookingCommands({ session, recipe, step, skillLevel }: CookingCommandsInput) {
  const say = useAssistantVoice();
  const pantryItems = usePantryNames();
  const instruction = recipe.instructions[step];
  const context = useMemo<CookingContext>(
    () => ({
      recipe,
      currentStep: step,
      skillLevel,
      pantryItems,
    }),
    [recipe, step, skillLevel, pantryItems],
  );

  const readStep = useCallback(() => {
    const replies = REPLIES[currentAssistantLanguage()];
    if (instruction) say({ text: replies.readStep(step + 1, instruction.instruction) });
  }, [instruction, say, step]);

  const next = useCallback(async () => {
    const outcome = await advanceStep(session, recipe.instructions.length);
    const language = currentAssistantLanguage();
    const emotion = emotionOf(useVoiceSettings.getState().settings.profile);
    if (outcome === 'finished') {
      const message = congratulation(recipe.name, emotion, language);
      useCookingUi.getState().finish({
        sessionId: session.id,
        recipeName: recipe.name,
        message,
        recipeId: recipe.id,
        cookingTime: cookedMinutes(session.startedAt, new Date(), recipe.cookTime),
      });
      say({ text: message });
    } else if (outcome === 'advanced') {
      const upcoming = recipe.instructions[step + 1];
      const cheer = pickEncouragement(Math.random, emotion, language);
      const next = upcoming && REPLIES[language].readStep(step + 2, upcoming.instruction);
      say({ text: next ? `${cheer} ${next}` : cheer });
    }
  }, [recipe, say, session, step]);

  const swap = useCallback(
    (question: string, ingredient?: string) => {
      say({
        about: question,
        text: substitutionAnswer(instruction?.instruction ?? '', {
          ingredients: recipe.ingredients,
          pantryItems: context.pantryItems,
          language: currentAssistantLanguage(),
          ...(ingredient === undefined ? {} : { ingredient }),
        }),
      });
    },
    [context.pantryItems, instruction, recipe.ingredients, say],
  );

  const actOn = useCallback(
    (action: VoiceAction) => {
      switch (action.type) {
        case 'nextStep':
          return void next();
        case 'setTimer':
          return startStepTimer(timerLabel(action.duration), action.duration);
        case 'showSubstitution':
          return;
        case 'adjustServing':
          return useCookingUi.getState().setServings(session.id, action.servings);
      }
    },
    [next, session.id],
  );

  // The in-page event is how a command's action reaches whatever acts on it (§4).
  useEffect(() => {
    const onAction = (event: Event) => {
      if (event instanceof CustomEvent) actOn(event.detail as VoiceAction);
    };
    window.addEventListener(VOICE_ACTION_EVENT, onAction);
    return () => window.removeEventListener(VOICE_ACTION_EVENT, onAction);
  }, [actOn]);

  const actOnIntent = useCallback(
    (intent: CookingIntent) => {
      if (intent.kind === 'pause') stopSpeaking();
      if (intent.kind === 'previousStep' && step > 0) void goToStep(session, step - 1);
      applyTimerIntent(intent);
    },
    [session, step],
  );

  const run = useCallback(
    (command: string) => {
      const answer = answerVoiceCommand(command, context, useVoiceSettings.getState().settings);
      actOnIntent(answer.intent);
      if (answer.reply !== '') say({ about: `"${command}"`, text: answer.reply });
      if (answer.action) {
        window.dispatchEvent(new CustomEvent(VOICE_ACTION_EVENT, { detail: answer.action }));
      }
    },
    [actOnIntent, context, say],
  );

  return { readStep, next, swap, run };
}
