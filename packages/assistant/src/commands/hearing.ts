/**
 * Whether a reading found in a stretch is heard as a command, by where the stretch sits: a
 * command found inside a clause (clauses.ts) must say enough to stand out of the talk around
 * it, and a question word said alone must be a clause of its own.
 */
import type { Span } from './clauses';
import type { Grammar } from './grammar';
import type { CookingIntent } from './intent-types';
import { matchPattern } from './pattern';
import { phraseAt } from './phrases';
import { coreWords, isFillers, type Trimming } from './trimming';
import type { SpokenWord } from './utterance';

/** Inside a clause, a one-word command ("back", "timer") is too likely to be talk. */
const SHORTEST_INSIDE = 2;
const SHORTEST_INSIDE_NOUN = 3;

/**
 * Whether a command that starts inside a clause (clauses.ts) is heard: it must be two words or
 * more, fillers and asides aside ("wiederholen bitte" is one), three when it starts a noun
 * phrase ("den Timer fortsetzen"). At the end of the utterance less will do: two words that
 * start a noun phrase ("les oignons sont dorés la suite"), or a one-word verb that carries on,
 * repeats or silences ("ho chiuso la telefonata riprendiamo") — but no timer named alone,
 * which is what the talk is about ("il reste combien de temps sur le minuteur ?").
 */
export function heardInside(
  words: readonly SpokenWord[],
  span: Span,
  trimming: Trimming,
  intent: CookingIntent,
  grammar: Grammar,
): boolean {
  if (!span.inside) return true;
  const said = words.slice(trimming.from, trimming.to);
  const core = coreWords(said, grammar).length;
  const nounPhrase = phraseAt(
    grammar.nounOpeners,
    words.map((word) => word.word),
    span.from,
  );
  const closes = closesClause(words, span.to, grammar);
  if (!closes) return core >= (nounPhrase ? SHORTEST_INSIDE_NOUN : SHORTEST_INSIDE);
  if (intent.kind === 'startStepTimer' && (core === 1 || nounPhrase)) return false;
  return core >= SHORTEST_INSIDE || closesRunOn(intent, coreWords(said, grammar), grammar);
}

/** Nothing but fillers is said from `end` to the next pause or the end: "la suite | s'il te plaît". */
function closesClause(words: readonly SpokenWord[], end: number, grammar: Grammar): boolean {
  if (end >= words.length || words[end]?.afterPause === true) return true;
  let next = end + 1;
  while (next < words.length && words[next]?.afterPause !== true) next += 1;
  return isFillers(words.slice(end, next), grammar);
}

/**
 * The kinds a one-word verb may close a run-on sentence with, and how long the word must be:
 * shorter words end too many sentences of talk ("ready", "pronto", "fertig" are also said of
 * the food).
 */
const RUN_ON_CLOSERS: ReadonlyMap<string, number> = new Map([
  ['resume', 7],
  ['repeat', 6],
  ['stopTimer', 6],
]);

/**
 * A one-word command may close a run-on sentence ("ho chiuso la telefonata riprendiamo",
 * "…non ho sentito una parola ripetilo") when it carries on, repeats or silences, and is a
 * long verb form rather than a word that ends talk as well ("ready", "back", "help").
 */
function closesRunOn(
  intent: CookingIntent | undefined,
  said: readonly SpokenWord[],
  grammar: Grammar,
): boolean {
  const word = said[0]?.word ?? '';
  const shortest = intent && RUN_ON_CLOSERS.get(intent.kind);
  const long = shortest !== undefined && (word.length >= shortest || grammar.closers.has(word));
  return said.length === 1 && long;
}

/**
 * A question word that is a command on its own ("what", "wie", "comment": say that again) is
 * one only as a clause of its own: after a pause or nothing but fillers, and before a pause or
 * the end. "What?" and "wait, what?" ask to repeat; "what we need now…" and "je fais comment"
 * do not.
 */
export function isLoneOpener(
  words: readonly SpokenWord[],
  trimming: Trimming,
  grammar: Grammar,
): boolean {
  const folded = words.map((word) => word.word);
  const opener = phraseAt(grammar.clauseOpeners, folded, trimming.from);
  let said = trimming.to;
  while (said > trimming.from && grammar.asides.has(folded[said - 1] ?? '')) said -= 1;
  if (!opener || opener.length !== said - trimming.from) return false;
  // "wie bitte" is a phrase of its own, though "bitte" is also said aside.
  const whole = folded.slice(trimming.from, trimming.to);
  const phrases = grammar.rulesFor(opener[0] ?? '').phrases;
  if (
    said < trimming.to &&
    phrases.some((rule) => matchPattern(rule.pattern, whole, grammar.readers))
  ) {
    return false;
  }
  const alone = phrases.some((rule) => matchPattern(rule.pattern, opener, grammar.readers));
  if (!alone) return false;
  let next = trimming.to;
  while (next < words.length && words[next]?.afterPause !== true) next += 1;
  const closed = isFillers(words.slice(trimming.to, next), grammar);
  const opened =
    words[trimming.from]?.afterPause === true || isFillers(words.slice(0, trimming.from), grammar);
  return !closed || !opened;
}
