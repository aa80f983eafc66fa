/**
 * The general voice-command handler (spec §4 voice capture, §7 /api/voice/command): what the
 * assistant says to a parsed command and the action the page broadcasts (nextStep, setTimer,
 * showSubstitution, adjustServing). Timer controls and Back carry no action: the device acts on
 * the intent itself. Concise mode answers short; narrative mode says a little more. Every word
 * is in the command's language: swaps, guidance and the glossary included.
 */
import type { VoiceAction, VoiceCommandResponse } from '@mise/domain/api/voice';
import { isLastStep, stepTimerSeconds } from '@mise/domain/cooking';
import {
  VOICE_PROFILES,
  type VoiceEmotion,
  type VoiceMode,
  type VoiceProfileId,
} from '@mise/domain/options';
import { entryIn, lookupTechnique } from '../cooking/glossary';
import { explainTechnique, guidanceFor } from '../cooking/guidance';
import { capitalise, sentences } from '../cooking/spoken-text';
import { substitutionAnswer, substitutionsInStep } from '../cooking/substitutions-for-step';
import type { CommandLanguage, CookingContext, CookingIntent } from './intent-types';
import { handleInterruption } from './interruption';
import { REPLIES, spokenDuration, spokenStepOf } from './replies/replies';
import type { CommandReplies } from './replies/reply-types';

export interface CommandSettings {
  readonly language: CommandLanguage;
  readonly mode: VoiceMode;
  readonly profile: VoiceProfileId;
}

interface Reply {
  readonly language: CommandLanguage;
  readonly replies: CommandReplies;
  readonly narrative: boolean;
  readonly emotion: VoiceEmotion;
}

const NEXT: VoiceAction = { type: 'nextStep' };

export function emotionOf(profile: VoiceProfileId): VoiceEmotion {
  return VOICE_PROFILES.find((voice) => voice.id === profile)?.emotion ?? 'warm';
}

function nextStep(context: CookingContext, { replies, narrative, emotion }: Reply): string {
  const step = spokenStepOf(context);
  if (!step) return replies.next;
  if (isLastStep(step.index, step.total)) return replies.finished(step.recipeName, emotion);
  const next = spokenStepOf(context, step.index + 1);
  return sentences(
    narrative ? replies.cheer[emotion] : undefined,
    next ? replies.step(next) : undefined,
  );
}

function previousStep(context: CookingContext, { replies, narrative }: Reply): string {
  const step = spokenStepOf(context);
  if (!step) return replies.notCooking;
  const previous = step.index > 0 ? spokenStepOf(context, step.index - 1) : null;
  if (!previous) return replies.firstStep;
  return sentences(narrative ? replies.back : undefined, replies.step(previous));
}

function timerText(minutes: number, stepNumber: number | undefined, reply: Reply): string {
  const { replies, narrative } = reply;
  const duration = spokenDuration(minutes, replies);
  const set =
    stepNumber === undefined ? replies.timerSet(duration) : replies.stepTimer(duration, stepNumber);
  return sentences(set, narrative ? replies.timerWillTell : undefined);
}

function substitute(
  ingredient: string | undefined,
  context: CookingContext,
  { replies, narrative, language }: Reply,
): { text: string; action: VoiceAction | null } {
  const step = spokenStepOf(context);
  const options = {
    ingredients: context.recipe?.ingredients ?? [],
    pantryItems: context.pantryItems,
    brief: !narrative,
    language,
  };
  const asked = ingredient?.trim();
  if (asked) {
    const text = substitutionAnswer(step?.instruction ?? '', { ...options, ingredient: asked });
    return { text, action: { type: 'showSubstitution', ingredients: [asked] } };
  }
  const found = step ? substitutionsInStep(step.instruction, options.ingredients, language) : [];
  if (!step || found.length === 0) return { text: replies.noSwap, action: null };
  return {
    text: substitutionAnswer(step.instruction, options),
    action: { type: 'showSubstitution', ingredients: found.map((item) => item.ingredient) },
  };
}

function explain(term: string | undefined, context: CookingContext, reply: Reply): string {
  const { skillLevel } = context;
  const { language } = reply;
  if (term !== undefined && term.trim() !== '') {
    const entry = lookupTechnique(term, language);
    if (!entry) return reply.replies.unknownTerm(term.trim());
    const local = entryIn(entry, language);
    return reply.narrative
      ? explainTechnique(entry, skillLevel, language)
      : `${capitalise(local.name)}: ${local.meaning}`;
  }
  const step = spokenStepOf(context);
  if (!step) return reply.replies.notCooking;
  return guidanceFor(step.instruction, skillLevel, {
    ingredients: context.recipe?.ingredients ?? [],
    pantryItems: context.pantryItems,
    language,
  });
}

/** The reply and action for a command that the interruption handler left alone. */
export function respondToIntent(
  intent: CookingIntent,
  context: CookingContext,
  settings: CommandSettings,
): VoiceCommandResponse {
  const emotion = emotionOf(settings.profile);
  const reply: Reply = {
    language: settings.language,
    replies: REPLIES[settings.language],
    narrative: settings.mode === 'narrative',
    emotion,
  };
  const { replies } = reply;
  const say = (text: string, action: VoiceAction | null = null): VoiceCommandResponse => ({
    text,
    emotion,
    action,
  });
  switch (intent.kind) {
    case 'nextStep':
      return say(nextStep(context, reply), NEXT);
    case 'previousStep':
      return say(previousStep(context, reply));
    case 'repeat':
    case 'pause':
    case 'resume':
    case 'whereWereWe':
      return say(handleInterruption(intent, context, settings.language, emotion).response);
    case 'setTimer':
      if (!(intent.minutes > 0)) return say(replies.help);
      return say(timerText(intent.minutes, undefined, reply), {
        type: 'setTimer',
        duration: intent.minutes,
      });
    case 'startStepTimer': {
      const step = spokenStepOf(context);
      const minutes = stepTimerSeconds(step?.duration) / 60;
      return say(timerText(minutes, step?.number, reply), { type: 'setTimer', duration: minutes });
    }
    case 'pauseTimer':
      return say(replies.timerPaused);
    case 'resumeTimer':
      return say(replies.timerResumed);
    case 'stopTimer':
      return say(replies.timerStopped);
    case 'substitute': {
      const { text, action } = substitute(intent.ingredient, context, reply);
      return say(text, action);
    }
    case 'adjustServing': {
      const servings = Math.round(intent.servings);
      if (!(servings >= 1)) return say(replies.help);
      return say(replies.servings(servings), { type: 'adjustServing', servings });
    }
    case 'explain':
      return say(explain(intent.term, context, reply));
    case 'unknown':
      return say(replies.help);
  }
}
