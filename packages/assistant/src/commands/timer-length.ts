/**
 * A timer asked for in one clause and its length said in another: "the rice needs twenty
 * minutes, set a timer", "Vierzehn Minuten für die Nudeln, stell einen Timer". Asked for alone,
 * a timer is the step's own; with a length said anywhere in the utterance, it is a timer of
 * that length — the last one said, as in a self-correction.
 */
import type { Grammar } from './grammar';
import type { CookingIntent } from './intent-types';
import { timerFor } from './reading';

export function withLengthSaid(
  intent: CookingIntent,
  words: readonly string[],
  grammar: Grammar,
): CookingIntent {
  if (intent.kind !== 'startStepTimer') return intent;
  let seconds: number | undefined;
  for (let start = 0; start < words.length;) {
    const longest = grammar.readers.duration(words, start).at(-1);
    if (longest) seconds = longest.value;
    start = longest?.next ?? start + 1;
  }
  return (seconds !== undefined && timerFor(seconds)) || intent;
}
