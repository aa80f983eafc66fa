/**
 * What the assistant says between steps (spec §4): a random encouragement on Next, a
 * congratulation after the last step, and the motivational message that rotates every 15 s
 * through 10 lines. Each voice profile's emotion (§3) has its own flavour of the spoken lines,
 * and every line is in the cook's language (encouragement-lines/ for the other four).
 */
import type { MOTIVATION_MESSAGE_COUNT } from '@mise/domain/constants';
import { MOTIVATION_ROTATION_MS } from '@mise/domain/constants';
import type { VoiceEmotion } from '@mise/domain/options';
import type { AssistantLanguage } from './assistant-language';
import { DE_LINES } from './encouragement-lines/de';
import { ES_LINES } from './encouragement-lines/es';
import { FR_LINES } from './encouragement-lines/fr';
import { IT_LINES } from './encouragement-lines/it';
import type { EncouragementLines } from './encouragement-lines/lines-types';

const WARM = [
  'Lovely work. On to the next step.',
  'You’re doing great, keep going.',
  'That looks just right. Next up!',
  'Nicely done. Take your time with this next one.',
  'Smells good already. Let’s keep going.',
  'One more step closer. You’ve got this.',
  'Great job. Your kitchen, your pace.',
  'Beautiful. Let’s carry on together.',
] as const;

const PROFESSIONAL = [
  'Good. Next step.',
  'Clean work. Moving on.',
  'Well executed. Next.',
  'That’s the standard. Continue.',
  'Precise. On to the next one.',
  'Good technique. Keep your station tidy and continue.',
  'Correct. Next step.',
  'Well judged. Moving on.',
] as const;

const ENERGETIC = [
  'Yes! Next step, let’s go!',
  'Boom! You’re on fire. Keep it rolling!',
  'Look at you go! Next one!',
  'That’s what I’m talking about! Onwards!',
  'Crushing it! Next step!',
  'Fantastic! The flavour is building!',
  'Chef, that’s brilliant! Keep going!',
  'High five! On to the next!',
] as const;

/** The default (warm) encouragements spoken when the cook taps Next. */
export const ENCOURAGEMENTS: readonly string[] = WARM;

export const ENCOURAGEMENTS_BY_EMOTION: Readonly<Record<VoiceEmotion, readonly string[]>> = {
  warm: WARM,
  professional: PROFESSIONAL,
  energetic: ENERGETIC,
};

/** `random` returns [0, 1) like Math.random; passed in so callers and tests control it. */
export function pickEncouragement(
  random: () => number,
  emotion: VoiceEmotion = 'warm',
  language: AssistantLanguage = 'en',
): string {
  const lines = LINES[language].cheers[emotion];
  const index = Math.min(lines.length - 1, Math.max(0, Math.floor(random() * lines.length)));
  return lines[index] ?? '';
}

const CONGRATULATIONS: Readonly<Record<VoiceEmotion, (recipe: string) => string>> = {
  warm: (recipe) => `You did it! ${recipe} is ready. Sit down and enjoy every bite.`,
  professional: (recipe) =>
    `Service. ${recipe} is complete, and well executed. Plate it and enjoy.`,
  energetic: (recipe) => `And that’s a wrap! ${recipe} is DONE! You absolutely nailed it!`,
};

/** Spoken when Next is tapped on the last step and the session ends. */
export function congratulation(
  recipeName: string,
  emotion: VoiceEmotion = 'warm',
  language: AssistantLanguage = 'en',
): string {
  const { congratulations, yourDish } = LINES[language];
  const name = recipeName.trim() === '' ? yourDish : recipeName.trim();
  return congratulations[emotion](name);
}

/** The cooking section's rotating motivational message, one every 15 seconds. */
export const MOTIVATIONAL_LINES = [
  'Cooking is love made visible.',
  'Every great chef started with a first dish.',
  'Taste as you go: your tongue is your best tool.',
  'Mistakes in the kitchen are just new recipes.',
  'Good food takes time, and you’re giving it that.',
  'Mise en place: everything in its place, calm in your mind.',
  'The best ingredient is the person cooking.',
  'Slow down, breathe, and enjoy the sizzle.',
  'You’re not just cooking a meal, you’re making a memory.',
  'Trust your senses: look, listen, smell and taste.',
] as const satisfies readonly string[] & { length: typeof MOTIVATION_MESSAGE_COUNT };

const EN_LINES: EncouragementLines = {
  cheers: ENCOURAGEMENTS_BY_EMOTION,
  congratulations: CONGRATULATIONS,
  yourDish: 'Your dish',
  motivation: MOTIVATIONAL_LINES,
};

/** Every language's lines. */
export const LINES: Readonly<Record<AssistantLanguage, EncouragementLines>> = {
  en: EN_LINES,
  es: ES_LINES,
  fr: FR_LINES,
  it: IT_LINES,
  de: DE_LINES,
};

/** The line showing `elapsedMs` after the session started. */
export function motivationAt(elapsedMs: number, language: AssistantLanguage = 'en'): string {
  const lines = LINES[language].motivation;
  const turns = Math.floor(Math.max(0, elapsedMs) / MOTIVATION_ROTATION_MS);
  return lines[turns % lines.length] ?? MOTIVATIONAL_LINES[0];
}
