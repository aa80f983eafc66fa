/**
 * The sentences guidance is built of, in one language (guidance.ts, safety.ts fill them in):
 * how a technique is explained at each skill level, what is said of a step's time and heat,
 * and the safety notes. The type is the checklist: a language missing a sentence fails
 * typecheck.
 */
import type { SkillLevel } from '@mise/domain/options';

/** A technique's words in the language, its name capitalised. */
export interface TechniqueWords {
  readonly name: string;
  readonly meaning: string;
  readonly watchFor: string;
  readonly tip: string;
  readonly pro: string;
}

/** How raw meat is made safe: what kind it is decides the temperature said. */
export type RawMeatKind = 'poultry' | 'seafood' | 'ground' | 'other';

export interface GuidancePhrases {
  /** "What does fold mean?" answered at a skill level. */
  explain(words: TechniqueWords, skillLevel: SkillLevel): string;
  /** An intermediate cook's line for a technique in the step: "Fold: no streaks left…". */
  watch(words: TechniqueWords): string;
  /** When the step names no technique the glossary knows. */
  noTechnique: Readonly<Record<SkillLevel, string>>;
  /** "This takes about 10 minutes: set a timer, and start checking at 8 minutes." */
  timing(length: string, checkAt: string | undefined, skillLevel: SkillLevel): string | undefined;
  /** A thermometer reading for the food itself: beginner and intermediate. */
  internalTemperature(temperature: string, skillLevel: 'beginner' | 'intermediate'): string;
  /** Heat the oven, or the pan or oil, reaches before the food goes in (beginners). */
  preheat(temperature: string, oven: boolean): string;
  /** Minutes as said: "10 minutes", "1 minute", "90 seconds", "2 hours". */
  minutes(minutes: number): string;
  readonly safety: {
    readonly hotFat: string;
    readonly boiling: string;
    readonly knife: string;
    readonly oven: string;
    readonly sugar: string;
    rawMeat(name: string, kind: RawMeatKind): string;
  };
}
