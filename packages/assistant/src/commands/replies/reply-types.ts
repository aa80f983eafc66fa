/**
 * The short replies of the voice-command handlers and of the cooking guide, one table per
 * command language. The type is the checklist: a table missing a key, or a language missing
 * its table, fails typecheck. Guidance, glossary, swap and encouragement bodies are in cooking/,
 * in the same languages; these are the handlers' own words.
 */
import type { VoiceEmotion } from '@mise/domain/options';
import type { StepView } from '../../cooking/current-step';

import type { PluralWords } from '@mise/domain/plural';

export interface CommandReplies {
  /** Whose plural rules the counts follow. */
  readonly locale: string;
  /** Repeat, and the step read after Next or Back: "Step 3 of 7: Melt the butter." */
  step(step: StepView): string;
  /** The guide's own reading of a step, by its buttons: "Step 3. Melt the butter." */
  readStep(stepNumber: number, instruction: string): string;
  /** "We're on step 3 of 7 of Pancakes: Melt the butter." */
  whereWeAre(step: StepView): string;
  /** Pause/wait: the assistant stops and waits to hear "ready". */
  paused: string;
  /** Ready/continue: said before the current step is read again. */
  resumed: string;
  /** Ready/continue outside a cooking session. */
  listening: string;
  /** A step-bound command outside a cooking session. */
  notCooking: string;
  /** Next, when the recipe's steps are not known here. */
  next: string;
  /** Said before the next step in narrative mode, in the profile's mood. */
  cheer: Readonly<Record<VoiceEmotion, string>>;
  /** Next on the last step: the session ends. */
  finished(recipeName: string, emotion: VoiceEmotion): string;
  /** Go back, said before the previous step in narrative mode. */
  back: string;
  firstStep: string;
  timerSet(duration: string): string;
  /** Narrative mode's addition to a timer reply. */
  timerWillTell: string;
  stepTimer(duration: string, stepNumber: number): string;
  timerPaused: string;
  timerResumed: string;
  timerStopped: string;
  /** A timer reached zero: a step's own ("Step 3"), or one the cook set ("12 min"). */
  timerDone(timer: { readonly stepNumber: number | undefined; readonly label: string }): string;
  servings(count: number): string;
  /** Swap with no ingredient named and none in the step that the reference covers. */
  noSwap: string;
  unknownTerm(term: string): string;
  /** For words the parser did not understand: what to say instead. */
  help: string;
  units: { readonly hour: PluralWords; readonly minute: PluralWords; readonly second: PluralWords };
}
