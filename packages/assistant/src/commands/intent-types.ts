/**
 * What a cook can ask for while cooking, whatever the words or language. The parser
 * (intent.ts) turns a transcript into one of these; the handlers (interruption.ts,
 * command.ts) answer it on the device, and the server answers it with the same code.
 */
import type { Ingredient, Instruction } from '@mise/domain/entities/recipe';
import type { Language, SkillLevel } from '@mise/domain/options';

/** The languages the command parser understands (the first five of spec §3). */
export const COMMAND_LANGUAGES = ['en', 'es', 'fr', 'it', 'de'] as const satisfies Language[];
export type CommandLanguage = (typeof COMMAND_LANGUAGES)[number];

export type CookingIntent =
  /** "next", "next step", "siguiente", "weiter" */
  | { kind: 'nextStep' }
  /** "go back", "previous step" */
  | { kind: 'previousStep' }
  /** "repeat", "repeat step", "repeat that", "say that again" */
  | { kind: 'repeat' }
  /** "wait", "pause", "hold on": the assistant stops talking and waits (interruption). */
  | { kind: 'pause' }
  /** "ready", "continue", "go on": carry on from where the cook paused (interruption). */
  | { kind: 'resume' }
  /** "where were we?", "what step am I on?" (interruption) */
  | { kind: 'whereWereWe' }
  /** "set a timer for twelve minutes", "timer an hour and a half"; minutes may be fractional. */
  | { kind: 'setTimer'; minutes: number }
  /** "timer" alone: start the current step's own timer. */
  | { kind: 'startStepTimer' }
  | { kind: 'pauseTimer' }
  | { kind: 'resumeTimer' }
  | { kind: 'stopTimer' }
  /** "what can I substitute?", "swap ingredient", "substitute the butter" */
  | { kind: 'substitute'; ingredient?: string }
  /** "make it for six", "adjust to 2 servings" */
  | { kind: 'adjustServing'; servings: number }
  /** "what does fold mean?", "how do I deglaze?"; no term means "explain this step". */
  | { kind: 'explain'; term?: string }
  | { kind: 'unknown' };

export type CookingIntentKind = CookingIntent['kind'];

export interface ParsedCommand {
  intent: CookingIntent;
  /** The language the words were recognised in (the hint when nothing told them apart). */
  language: CommandLanguage;
}

/** What the handlers know about the cooking in progress; null recipe outside a session. */
export interface CookingContext {
  recipe: {
    name: string;
    ingredients: readonly Ingredient[];
    instructions: readonly Instruction[];
  } | null;
  /** 0-based, like the cooking session. */
  currentStep: number | null;
  skillLevel: SkillLevel;
  /** Names of what the household has at hand, so swaps can prefer it. */
  pantryItems: readonly string[];
}
