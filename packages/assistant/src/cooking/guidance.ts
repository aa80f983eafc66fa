/**
 * The /api/cooking/guidance answer (spec §3, §7): help with one step, shaped by skill level.
 * A beginner hears what each technique means, what to watch for, a tip and the safety points;
 * an intermediate cook hears what to watch for; an advanced cook gets a terse note. The Swap
 * button's question ("What can I substitute in this step: …") is answered with a swap instead.
 */
import { SUBSTITUTION_REQUEST_PREFIX } from '@mise/domain/constants';
import type { Ingredient } from '@mise/domain/entities/recipe';
import type { SkillLevel } from '@mise/domain/options';
import { findTechniques, type GlossaryEntry } from './glossary';
import { ingredientsInText } from './ingredients-in-text';
import { safetyNotes } from './safety';
import { capitalise, sentences } from './spoken-text';
import { minutesPhrase, temperaturesIn, timesIn, type StepTime } from './step-timing';
import { substitutionAnswer } from './substitutions-for-step';

export interface GuidanceExtras {
  /** The recipe's ingredients, so a swap answer uses the recipe's names for them. */
  readonly ingredients?: readonly Ingredient[];
  readonly pantryItems?: readonly string[];
}

const MOST_TECHNIQUES: Readonly<Record<SkillLevel, number>> = {
  beginner: 3,
  intermediate: 3,
  advanced: 2,
};
const MOST_SAFETY_NOTES = 2;
const OVEN = /\b(?:oven|preheat|bake)/i;

/** The step the Swap question is about, or undefined when the text is not that question. */
export function substitutionQuestion(text: string): string | undefined {
  const prefix = SUBSTITUTION_REQUEST_PREFIX.trim().toLowerCase();
  const trimmed = text.trim();
  return trimmed.toLowerCase().startsWith(prefix) ? trimmed.slice(prefix.length).trim() : undefined;
}

/** A technique explained at a skill level, for "what does fold mean?". */
export function explainTechnique(entry: GlossaryEntry, skillLevel: SkillLevel): string {
  const name = capitalise(entry.name);
  switch (skillLevel) {
    case 'beginner':
      return `${name}: ${entry.meaning} What to watch for: ${entry.watchFor} Tip: ${entry.tip}`;
    case 'intermediate':
      return `${name}: ${entry.meaning} Watch for this: ${entry.watchFor}`;
    case 'advanced':
      return `${name}: ${entry.meaning} ${entry.pro}`;
  }
}

// When to look: the start of a range, else a little before the end of a single time.
function checkAt({ minMinutes, maxMinutes }: StepTime): number | undefined {
  if (minMinutes < maxMinutes) return minMinutes;
  return maxMinutes >= 4 ? Math.floor(maxMinutes * 0.8) : undefined;
}

function timing(time: StepTime | undefined, skillLevel: SkillLevel): string | undefined {
  if (!time) return undefined;
  const check = checkAt(time);
  const at = check === undefined ? undefined : minutesPhrase(check);
  const length = minutesPhrase(time.maxMinutes);
  if (skillLevel === 'beginner') {
    return `This takes about ${length}: set a timer${at ? `, and start checking at ${at}` : ''}.`;
  }
  if (skillLevel === 'intermediate') return `About ${length}${at ? `; check at ${at}` : ''}.`;
  return at ? `Check at ${at}.` : undefined;
}

function temperature(text: string, skillLevel: SkillLevel): string | undefined {
  const [first] = temperaturesIn(text);
  if (!first || skillLevel === 'advanced') return undefined;
  if (first.internal) {
    return skillLevel === 'beginner'
      ? `Check for ${first.text} with a thermometer in the thickest part rather than guessing.`
      : `Pull it at ${first.text}.`;
  }
  if (skillLevel !== 'beginner') return undefined;
  return OVEN.test(text)
    ? `Give the oven about 15 minutes to reach ${first.text} before the food goes in.`
    : `Let it reach ${first.text} before the food goes in.`;
}

function beginner(text: string, techniques: readonly GlossaryEntry[]): string {
  const explained = techniques.map((entry) => explainTechnique(entry, 'beginner'));
  const safety = safetyNotes(text, techniques, ingredientsInText(text));
  return sentences(
    explained.length > 0
      ? explained.join(' ')
      : 'Read the step through once and set out everything it needs before you start. There’s no rush.',
    timing(timesIn(text)[0], 'beginner'),
    temperature(text, 'beginner'),
    ...safety.slice(0, MOST_SAFETY_NOTES),
  );
}

function intermediate(text: string, techniques: readonly GlossaryEntry[]): string {
  const watch = techniques.map((entry) => `${capitalise(entry.name)}: ${entry.watchFor}`);
  return sentences(
    watch.length > 0
      ? watch.join(' ')
      : 'Straightforward step: keep the heat steady and taste as you go.',
    timing(timesIn(text)[0], 'intermediate'),
    temperature(text, 'intermediate'),
  );
}

function advanced(text: string, techniques: readonly GlossaryEntry[]): string {
  const notes = techniques.map((entry) => entry.pro);
  return sentences(
    notes.length > 0 ? notes.join(' ') : 'You’ve got this one.',
    timing(timesIn(text)[0], 'advanced'),
  );
}

/** Guidance for one step at the cook's skill level; a swap answer for the Swap question. */
export function guidanceFor(
  instruction: string,
  skillLevel: SkillLevel,
  extras: GuidanceExtras = {},
): string {
  const swapStep = substitutionQuestion(instruction);
  if (swapStep !== undefined) return substitutionAnswer(swapStep, extras);
  const techniques = findTechniques(instruction).slice(0, MOST_TECHNIQUES[skillLevel]);
  switch (skillLevel) {
    case 'beginner':
      return beginner(instruction, techniques);
    case 'intermediate':
      return intermediate(instruction, techniques);
    case 'advanced':
      return advanced(instruction, techniques);
  }
}
