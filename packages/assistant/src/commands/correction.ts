/**
 * Self-corrections of a number: "set a timer for five no ten minutes", "for four, I mean six
 * people", "minuteur de cinq euh non dix minutes", "für vier, nein, sechs Personen". When what
 * follows the last correction word starts with a number, that number takes the place of the
 * number or length of time said just before the correction — in the same unit when no unit is
 * said again ("a timer for 1 hour, no, 2" is two hours). A word or two may close the clause
 * between the slip and the correction, as a German verb does ("den Timer auf sieben Minuten
 * stellen, nee, acht"); they stay after the number put right. A correction of the command itself
 * ("go back, no, next step") needs nothing here: the correction word ends a clause, and the last
 * command said is the one meant (choice.ts).
 */
import type { Grammar } from './grammar';
import { phraseAt, phraseBefore } from './phrases';
import type { SpokenWord } from './utterance';

/** How far back from the correction the corrected number may start ("one hour thirty"). */
const LONGEST_AMOUNT = 4;

/** The words as the cook meant them, or undefined when no number was corrected. */
export function correctedWords(
  words: readonly SpokenWord[],
  grammar: Grammar,
): SpokenWord[] | undefined {
  const folded = words.map((word) => word.word);
  for (let at = folded.length - 1; at > 0; at -= 1) {
    const marker = phraseAt(grammar.corrections, folded, at);
    if (!marker) continue;
    let after = at + marker.length;
    if (after >= folded.length) continue;
    // "vier Minuten, ach nee, fünf": the whole marker that ends here, not just its last word.
    const whole = phraseBefore(grammar.corrections, folded, after) ?? marker;
    const said = saidBefore(grammar, folded, after - whole.length);
    const slip = slipBefore(grammar, folded, said);
    if (!slip) return undefined;
    const { start, end } = slip;
    // "de cinco no de seis": the word before the number may be said again.
    if (start > 0 && folded[after] === folded[start - 1]) after += 1;
    const newNumber = grammar.readers.number(folded, after);
    const newLength = grammar.readers.duration(folded, after).at(-1);
    if (!newNumber && !newLength) return undefined;
    const newEnd = newLength?.next ?? newNumber?.next ?? after;
    const unit = words[end - 1];
    const keepUnit = !newLength && unit && isUnit(grammar, unit.word);
    return [
      ...words.slice(0, start),
      ...words.slice(after, newEnd),
      ...(keepUnit && unit ? [unit] : []),
      // "auf sieben Minuten stellen, nee, acht": the words that closed the clause stay.
      ...words.slice(end, said),
      ...words.slice(newEnd),
    ];
  }
  return undefined;
}

/** How many words may close the clause between the slip and the correction ("… stellen"). */
const LONGEST_CLOSING = 2;

/**
 * The number or length of time a correction puts right, said before `said`: right before it,
 * or before a few words that close the clause, as a German verb does ("den Timer auf sieben
 * Minuten stellen, nee, acht"), none of them opening another clause.
 */
function slipBefore(
  grammar: Grammar,
  words: readonly string[],
  said: number,
): { start: number; end: number } | undefined {
  for (let end = said; end > 0 && said - end <= LONGEST_CLOSING; end -= 1) {
    if (end < said && phraseAt(grammar.clauseOpeners, words, end)) return undefined;
    const start = correctedStart(grammar, words.slice(0, end));
    if (start !== undefined) return { start, end };
  }
  return undefined;
}

function isUnit(grammar: Grammar, word: string): boolean {
  return grammar.readers.duration(['1', word], 0).length > 0;
}

/** Where the number or length of time that the words end with starts, if they end with one. */
function correctedStart(grammar: Grammar, words: readonly string[]): number | undefined {
  for (let start = Math.max(0, words.length - LONGEST_AMOUNT); start < words.length; start += 1) {
    if (amountAt(grammar, words, start) === words.length) return start;
  }
  return undefined;
}

/** Where the words before a correction end, less fillers and earlier correction words. */
function saidBefore(grammar: Grammar, words: readonly string[], end: number): number {
  for (;;) {
    const extra =
      phraseBefore(grammar.corrections, words, end) ?? phraseBefore(grammar.fillers, words, end);
    if (!extra || end - extra.length <= 0) return end;
    end -= extra.length;
  }
}

/** Where the longest number or length of time that starts at `start` ends, if one does. */
function amountAt(grammar: Grammar, words: readonly string[], start: number): number | undefined {
  const number = grammar.readers.number(words, start)?.next;
  const duration = grammar.readers.duration(words, start).at(-1)?.next;
  const ends = [number, duration].filter((end) => end !== undefined);
  return ends.length > 0 ? Math.max(...ends) : undefined;
}
