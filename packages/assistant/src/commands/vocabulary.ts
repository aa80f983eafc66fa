/**
 * The shape every language's command vocabulary fills (languages/en.ts … de.ts). Phrases are
 * written naturally, accents and apostrophes included; they are compared folded (words.ts).
 */
import type { CookingIntentKind } from './intent-types';
import type { DurationWords } from './duration';
import type { SlotReader } from './pattern';

export type PhrasedKind = Exclude<CookingIntentKind, 'unknown'>;

export interface CommandVocabulary {
  /**
   * Patterns (pattern.ts) for each intent, matched against the whole command. Slots: setTimer
   * takes {duration} or {number} (minutes), adjustServing {number}, substitute and explain an
   * optional {text} (the ingredient, the term); the others take none.
   */
  readonly intents: { readonly [Kind in PhrasedKind]: readonly string[] };
  /** Said around a command without changing it: "please", "okay", "hey chef", "can you". */
  readonly fillers: readonly string[];
  /** Words that may open a captured ingredient or term without being part of it: "the", "l'". */
  readonly articles: readonly string[];
  /** Captured words that name nothing ("this step", "ingredient"): no ingredient or term then. */
  readonly vague: readonly string[];
  readonly duration: DurationWords;
  readonly readNumber: SlotReader;
}
