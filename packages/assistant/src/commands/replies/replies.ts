/** The reply table of each command language, and the pieces every handler reply is built of. */
import type { CommandLanguage, CookingContext } from '../intent-types';
import { stepOf, type StepView } from '../../cooking/current-step';
import { withStop } from '../../cooking/spoken-text';
import { DE } from './de';
import { EN } from './en';
import { ES } from './es';
import { FR } from './fr';
import { IT } from './it';
import type { CommandReplies } from './reply-types';
import { counted } from '@mise/domain/plural';

export const REPLIES: Readonly<Record<CommandLanguage, CommandReplies>> = {
  en: EN,
  es: ES,
  fr: FR,
  it: IT,
  de: DE,
};

/**
 * A timer length as spoken: 12 → "12 minutes", 90 → "1 hour 30 minutes", 0.5 → "30 seconds".
 * Rounded to the second, as the timer counts.
 */
export function spokenDuration(minutes: number, { units, locale }: CommandReplies): string {
  const seconds = Math.max(0, Math.round(minutes * 60));
  const parts = [
    [Math.floor(seconds / 3600), units.hour],
    [Math.floor((seconds % 3600) / 60), units.minute],
    [seconds % 60, units.second],
  ] as const;
  const spoken = parts
    .filter(([value]) => value > 0)
    .map(([value, words]) => counted(value, words, locale));
  return spoken.length > 0 ? spoken.join(' ') : counted(0, units.second, locale);
}

/**
 * What the assistant says when a timer reaches zero. A step's own timer is labelled "Step 3"
 * by the cooking guide (its label, shown on screen); any other is named by its length.
 */
export function timerDoneAnnouncement(label: string, language: CommandLanguage): string {
  const step = /^Step (\d+)$/.exec(label.trim());
  return REPLIES[language].timerDone({
    stepNumber: step?.[1] === undefined ? undefined : Number(step[1]),
    label,
  });
}

/** The step as a reply reads it: its instruction ending in a full stop. */
export function spokenStepOf(context: CookingContext, index?: number | null): StepView | null {
  const step = index === undefined ? stepOf(context) : stepOf(context, index);
  return step && { ...step, instruction: withStop(step.instruction) };
}
