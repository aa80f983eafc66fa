/**
 * The /api/cooking/guidance answer (spec §3, §7): help with one step, shaped by skill level,
 * in the cook's language. A beginner hears what each technique means, what to watch for, a
 * tip and the safety points; an intermediate cook hears what to watch for; an advanced cook
 * gets a terse note. The Swap button's question ("What can I substitute in this step: …") is
 * answered with a swap instead.
 */
import { SUBSTITUTION_REQUEST_PREFIX } from '@mise/domain/constants';
import type { Ingredient } from '@mise/domain/entities/recipe';
import type { SkillLevel } from '@mise/domain/options';
import type { AssistantLanguage } from './assistant-language';
import { entryIn, findTechniques, type GlossaryEntry } from './glossary';
import { foldText } from './glossary-entry';
import { GUIDANCE_PHRASES, type GuidancePhrases } from './guidance-phrases/guidance-phrases';
import { ingredientsInText } from './ingredients-in-text';
import { safetyNotes } from './safety';
import { capitalise, sentences } from './spoken-text';
import { temperaturesIn, timesIn, type StepTime } from './step-timing';
import { substitutionAnswer } from './substitutions-for-step';

export interface GuidanceExtras {
  /** The recipe's ingredients, so a swap answer uses the recipe's names for them. */
  readonly ingredients?: readonly Ingredient[];
  readonly pantryItems?: readonly string[];
  /** The language of the answer; English by default. */
  readonly language?: AssistantLanguage;
}

const MOST_TECHNIQUES: Readonly<Record<SkillLevel, number>> = {
  beginner: 3,
  intermediate: 3,
  advanced: 2,
};
const MOST_SAFETY_NOTES = 2;
const OVEN =
  /\b(?:oven|preheat|bake|horno|hornea|precalienta|four|prechauffe|forno|preriscalda|ofen|vorheizen|backen)/;

/** The step the Swap question is about, or undefined when the text is not that question. */
export function substitutionQuestion(text: string): string | undefined {
  const prefix = SUBSTITUTION_REQUEST_PREFIX.trim().toLowerCase();
  const trimmed = text.trim();
  return trimmed.toLowerCase().startsWith(prefix) ? trimmed.slice(prefix.length).trim() : undefined;
}

const wordsOf = (entry: GlossaryEntry, language: AssistantLanguage) => {
  const local = entryIn(entry, language);
  return { ...local, name: capitalise(local.name) };
};

/** A technique explained at a skill level, for "what does fold mean?". */
export function explainTechnique(
  entry: GlossaryEntry,
  skillLevel: SkillLevel,
  language: AssistantLanguage = 'en',
): string {
  return GUIDANCE_PHRASES[language].explain(wordsOf(entry, language), skillLevel);
}

// When to look: the start of a range, else a little before the end of a single time.
function checkAt({ minMinutes, maxMinutes }: StepTime): number | undefined {
  if (minMinutes < maxMinutes) return minMinutes;
  return maxMinutes >= 4 ? Math.floor(maxMinutes * 0.8) : undefined;
}

function timing(
  time: StepTime | undefined,
  skillLevel: SkillLevel,
  phrases: GuidancePhrases,
): string | undefined {
  if (!time) return undefined;
  const check = checkAt(time);
  const at = check === undefined ? undefined : phrases.minutes(check);
  return phrases.timing(phrases.minutes(time.maxMinutes), at, skillLevel);
}

function temperature(
  text: string,
  skillLevel: SkillLevel,
  phrases: GuidancePhrases,
): string | undefined {
  const [first] = temperaturesIn(text);
  if (!first || skillLevel === 'advanced') return undefined;
  if (first.internal) return phrases.internalTemperature(first.text, skillLevel);
  if (skillLevel !== 'beginner') return undefined;
  return phrases.preheat(first.text, OVEN.test(foldText(text)));
}

function beginner(
  text: string,
  techniques: readonly GlossaryEntry[],
  language: AssistantLanguage,
): string {
  const phrases = GUIDANCE_PHRASES[language];
  const explained = techniques.map((entry) => explainTechnique(entry, 'beginner', language));
  const safety = safetyNotes(text, techniques, ingredientsInText(text), language);
  return sentences(
    explained.length > 0 ? explained.join(' ') : phrases.noTechnique.beginner,
    timing(timesIn(text)[0], 'beginner', phrases),
    temperature(text, 'beginner', phrases),
    ...safety.slice(0, MOST_SAFETY_NOTES),
  );
}

function intermediate(
  text: string,
  techniques: readonly GlossaryEntry[],
  language: AssistantLanguage,
): string {
  const phrases = GUIDANCE_PHRASES[language];
  const watch = techniques.map((entry) => phrases.watch(wordsOf(entry, language)));
  return sentences(
    watch.length > 0 ? watch.join(' ') : phrases.noTechnique.intermediate,
    timing(timesIn(text)[0], 'intermediate', phrases),
    temperature(text, 'intermediate', phrases),
  );
}

function advanced(
  text: string,
  techniques: readonly GlossaryEntry[],
  language: AssistantLanguage,
): string {
  const phrases = GUIDANCE_PHRASES[language];
  const notes = techniques.map((entry) => entryIn(entry, language).pro);
  return sentences(
    notes.length > 0 ? notes.join(' ') : phrases.noTechnique.advanced,
    timing(timesIn(text)[0], 'advanced', phrases),
  );
}

/** Guidance for one step at the cook's skill level; a swap answer for the Swap question. */
export function guidanceFor(
  instruction: string,
  skillLevel: SkillLevel,
  extras: GuidanceExtras = {},
): string {
  const language = extras.language ?? 'en';
  const swapStep = substitutionQuestion(instruction);
  if (swapStep !== undefined) return substitutionAnswer(swapStep, { ...extras, language });
  const techniques = findTechniques(instruction, language).slice(0, MOST_TECHNIQUES[skillLevel]);
  switch (skillLevel) {
    case 'beginner':
      return beginner(instruction, techniques, language);
    case 'intermediate':
      return intermediate(instruction, techniques, language);
    case 'advanced':
      return advanced(instruction, techniques, language);
  }
}
