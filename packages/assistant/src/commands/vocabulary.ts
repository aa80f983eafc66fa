/**
 * The shape every language's command vocabulary fills (languages/en.ts … de.ts). Phrases are
 * written naturally, accents and apostrophes included; they are compared folded (words.ts), and
 * a phrase with an apostrophe also matches the same words without it ("what's", "whats"), as
 * recognisers write them either way.
 */
import type { CookingIntentKind } from './intent-types';
import type { DurationWords } from './duration';
import type { SlotReader } from './pattern';

export type PhrasedKind = Exclude<CookingIntentKind, 'unknown'>;

export interface CommandVocabulary {
  /**
   * Patterns (pattern.ts) for each intent, matched against the whole command. Slots: setTimer
   * takes {duration} or {number} (minutes), adjustServing {number}, substitute and explain an
   * optional {text} (the ingredient, the term). Any pattern may also have {words}: words said
   * along that change nothing ("are we on step {words}").
   */
  readonly intents: { readonly [Kind in PhrasedKind]: readonly string[] };
  /**
   * Patterns that name a missing ingredient without asking anything ("no ricotta", "pas
   * d'échalotes"): not a command alone, they name the ingredient of a swap asked in the same
   * utterance ("No ricotta. What else would work?"). One {text} each.
   */
  readonly missing: readonly string[];
  /**
   * Patterns that mention a term without asking about it ("the recipe says {text}", "I've never
   * heard of {text}"): they name the term of a question asked in the same utterance.
   */
  readonly mentioned: readonly string[];
  /**
   * Names that make a question talk, not a cooking question: "what's the weather tomorrow",
   * "what's for dinner".
   */
  readonly chatter: readonly string[];
  /** Patterns that say the cook is cooking for one ("just for me"): adjustServing to 1. */
  readonly forOne: readonly string[];
  /**
   * Said around a command without changing it: "please", "okay", "hey chef", "can you". A
   * command may also start or end where one is said inside a sentence.
   */
  readonly fillers: readonly string[];
  /**
   * Single words said inside a command without changing it ("go back now", "what did you just
   * say"): skipped where the pattern has no place for them.
   */
  readonly asides: readonly string[];
  /** Sounds of hesitation, dropped wherever they are said: "um", "äh", "euh", "ehm". */
  readonly hesitations: readonly string[];
  /**
   * Words that open a new clause — subject pronouns, question words, conjunctions: "I", "what",
   * "because". A command inside a longer sentence starts or ends where one is said, and a
   * captured ingredient or term never contains one ("buttermilk | what can I use instead").
   */
  readonly clauseOpeners: readonly string[];
  /**
   * Words that start a noun phrase ("the", "die", "il"): a command without a slot may end before
   * one, as in "hang on the phone's ringing", said without a pause.
   */
  readonly nounOpeners: readonly string[];
  /**
   * Words that say what or whom the food is for ("for the party", "per la festa", "für die
   * Party"): a command of amounts may end where one is said ("I need 30 servings | for the
   * party"), as the amount was said in full before it.
   */
  readonly purposes: readonly string[];
  /**
   * Said right before a command, they take it back: "non andare avanti", "ne continue pas",
   * "don't go on". (German says "nicht" after the verb; its patterns say so themselves.)
   */
  readonly negations: readonly string[];
  /** Said between a slip and its correction: "no", "I mean", "anzi", "nein". */
  readonly corrections: readonly string[];
  /** Words that may open a captured ingredient or term without being part of it: "the", "l'". */
  readonly articles: readonly string[];
  /**
   * Words that may close a captured ingredient or term without being part of it: "instead",
   * "anymore", "mehr", "here".
   */
  readonly tails: readonly string[];
  /** Captured words that name nothing ("this step", "ingredient"): no ingredient or term then. */
  readonly vague: readonly string[];
  /**
   * Short verbs that may close a run-on sentence on their own, as the longer ones do ("ya lo he
   * hecho sigue"): only those that are no word of talk as well, unlike "ready" or "listo".
   */
  readonly closers: readonly string[];
  readonly duration: DurationWords;
  readonly readNumber: SlotReader;
}
