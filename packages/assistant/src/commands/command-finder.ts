/**
 * Finds the command in what the cook said, in one language: every stretch of words that may
 * hold one (clauses.ts) is read (reading.ts), and the command meant is chosen among the
 * readings (choice.ts). Two passes: the first reads the stretches between clause edges; its
 * readings tell where commands start and end, so the second reads the stretches that end or
 * start there ("never mind the timer | cancel it", "sono tornato | continua").
 */
import { chooseReading, type Reading } from './choice';
import { commandSpans, type Span } from './clauses';
import type { Grammar } from './grammar';
import type { CookingIntent } from './intent-types';
import { withCorrectedName } from './name-correction';
import { phraseBefore } from './phrases';
import { readSpan } from './reading';
import { withLengthSaid } from './timer-length';
import type { SpokenWord } from './utterance';

export function findCommand(
  grammar: Grammar,
  words: readonly SpokenWord[],
  text: string,
): CookingIntent | undefined {
  const read = (spans: readonly Span[]): Reading[] =>
    spans.flatMap((span) => {
      const heard = readSpan(grammar, words, span, text);
      return heard ? [{ ...heard, inside: span.inside }] : [];
    });
  const spans = commandSpans(words, grammar);
  const atEdges = read(spans);
  // One-word commands inside a clause are no readings, but they do start a command.
  const oneWord = new Map<number, Reading>();
  for (const span of spans) {
    if (!span.inside || oneWord.has(span.from)) continue;
    const heard = readSpan(grammar, words, { ...span, inside: false }, text);
    if (heard) oneWord.set(span.from, { ...heard, inside: true });
  }
  const starts = new Set([...atEdges.map((reading) => reading.from), ...oneWord.keys()]);
  // A name runs to the end of its stretch, so it must not swallow a command said after it
  // ("…veut dire tamiser | explique-moi"); a one-word one may be part of it ("faire revenir").
  const longStarts = new Set(
    atEdges.filter((reading) => reading.to - reading.from > 1).map((reading) => reading.from),
  );
  const whole = atEdges.filter((reading) => !nameRunsInto(reading, longStarts));
  const readSpans = new Set(spans.map(spanKey));
  const ends = new Set(atEdges.map((reading) => reading.to));
  const beforeCommands = read(
    commandSpans(words, grammar, { starts, ends }).filter((span) => !readSpans.has(spanKey(span))),
  );
  const readings = [...whole, ...beforeCommands];
  // "done | next": a one-word command counts right after another command.
  const followers = [...oneWord.values()].filter((follower) =>
    readings.some((reading) => reading.to === follower.from),
  );
  const said = [...readings, ...followers].filter((reading) => !isNegated(words, reading, grammar));
  const chosen = withCorrectedName(chooseReading(said), said, words, grammar, text);
  return withLength(chosen, words, grammar);
}

/** The whole utterance as one command, for a language other than the cook's. */
export function readWhole(
  grammar: Grammar,
  words: readonly SpokenWord[],
  text: string,
): CookingIntent | undefined {
  const whole = {
    from: 0,
    to: words.length,
    inside: false,
    beforeNoun: false,
    beforePurpose: false,
  };
  const heard = words.length > 0 ? readSpan(grammar, words, whole, text) : undefined;
  return withLength(heard?.lendsName ? undefined : heard?.intent, words, grammar);
}

function withLength(
  intent: CookingIntent | undefined,
  words: readonly SpokenWord[],
  grammar: Grammar,
): CookingIntent | undefined {
  const folded = words.map((word) => word.word);
  return intent && withLengthSaid(intent, folded, grammar);
}

/** How far back a negation reaches a one-word verb closing its clause ("nie denselben Fehler…"). */
const NEGATION_REACH = 4;

/**
 * "non andare avanti": a command said right after a negation is one the cook does not want; a
 * one-word verb closing a clause is taken back by a negation a few words before it too ("man
 * soll nie denselben Fehler wiederholen").
 */
function isNegated(words: readonly SpokenWord[], reading: Reading, grammar: Grammar): boolean {
  const folded = words.map((word) => word.word);
  const reach = reading.inside && reading.to - reading.from === 1 ? NEGATION_REACH : 0;
  for (let end = reading.from; end >= reading.from - reach && end > 0; end -= 1) {
    if (words[end]?.afterPause === true) return false;
    if (phraseBefore(grammar.negations, folded, end)) return true;
  }
  return false;
}

/** A span read with fewer rules before a purpose is read again where a command starts there. */
function spanKey(span: Span): string {
  return `${span.from}-${span.to}-${span.inside}-${span.beforePurpose}`;
}

function nameRunsInto(reading: Reading, starts: ReadonlySet<number>): boolean {
  const { name } = reading;
  return name !== undefined && [...starts].some((start) => start > name.from && start < name.to);
}
