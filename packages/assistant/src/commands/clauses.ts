/**
 * Where a command may sit inside what the cook said. People wrap commands in talk ("Hang on, I
 * need to wash my hands", "I'm back. Where were we?"), so every stretch of words that starts and
 * ends at a clause edge is a candidate. An edge is a pause (punctuation), a word that opens a
 * clause ("I", "what", "because"), a filler ("okay", "so"), a self-correction ("no", "I mean")
 * or a negation ("non spegnerlo"); a word inside a longer edge phrase is none ("así que" holds
 * no "¿qué?"). Talk that merely contains command words ("the next step is boring") has no such
 * stretch, so it stays talk.
 *
 * More stretches, each read more strictly (hearing.ts):
 * - a command may start inside a clause, on a word one of the language's patterns starts with
 *   ("done with that one next step please", "ok i washed my hands go on");
 * - a command without a slot may end where a noun phrase starts ("hang on | the phone's
 *   ringing"); one with a slot would lose its object there ("stop | the timer");
 * - a command whose slots are all amounts may end where the cook says what the food is for
 *   ("I need 30 servings | for the party", "voglio 30 porzioni | per la festa"): nothing is
 *   lost there, as the amount was said in full;
 * - a command may end where another one starts, and start where one ends, though no edge is
 *   there ("never mind the timer | cancel it", "lo tengo | el siguiente"): the caller passes
 *   those places once it has read the stretches above.
 * No stretch starts or ends inside a number or a length of time: "make it for two | and a
 * half" is not for two.
 */
import type { Grammar } from './grammar';
import { phraseAt } from './phrases';
import type { SpokenWord } from './utterance';

/** No command takes more words, so a long monologue costs time in proportion to its length. */
const LONGEST_COMMAND = 20;

export interface Span {
  readonly from: number;
  /** Excluded. */
  readonly to: number;
  /** Starts inside a clause: read more strictly (hearing.ts). */
  readonly inside: boolean;
  /** Ends where a noun phrase starts: only a command without a slot counts there. */
  readonly beforeNoun: boolean;
  /** Ends where what the food is for is said: only a command of amounts counts there. */
  readonly beforePurpose: boolean;
}

/** Where other commands were heard: a command may end where one starts, start where one ends. */
export interface Neighbours {
  readonly starts: ReadonlySet<number>;
  readonly ends: ReadonlySet<number>;
}

/** The stretches between clause edges, and between edges and `neighbours` when given. */
export function commandSpans(
  words: readonly SpokenWord[],
  grammar: Grammar,
  neighbours?: Neighbours,
): Span[] {
  const folded = words.map((word) => word.word);
  const edges = new Set([0, folded.length]);
  const edgeLists = [
    grammar.clauseOpeners,
    grammar.fillers,
    grammar.corrections,
    grammar.negations,
  ];
  // A word inside a longer edge phrase is no edge itself: "así que" holds no "¿qué?".
  let phraseEnd = 0;
  const withinPhrase = new Set<number>();
  folded.forEach((_, index) => {
    if (index < phraseEnd) withinPhrase.add(index);
    const phrase = edgeLists
      .map((list) => phraseAt(list, folded, index))
      .reduce((longest, found) =>
        (found?.length ?? 0) > (longest?.length ?? 0) ? found : longest,
      );
    if (words[index]?.afterPause === true || (phrase && index >= phraseEnd)) edges.add(index);
    if (phrase && index >= phraseEnd) phraseEnd = index + phrase.length;
    // What a correction puts right starts after it: "ich meine | die Sahne fehlt".
    const correction = phraseAt(grammar.corrections, folded, index);
    if (correction) edges.add(index + correction.length);
  });
  const split = insideAmounts(folded, grammar);
  const nouns = folded.flatMap((_, index) =>
    phraseAt(grammar.nounOpeners, folded, index) && !edges.has(index) ? [index] : [],
  );
  const purposes = folded.flatMap((_, index) =>
    phraseAt(grammar.purposes, folded, index) && !edges.has(index) ? [index] : [],
  );
  const ends = [...edges, ...nouns, ...purposes, ...(neighbours?.starts ?? [])].filter(
    (end) => !split.has(end),
  );
  const beforeNoun = new Set(nouns.filter((noun) => !neighbours?.starts.has(noun)));
  const beforePurpose = new Set(purposes.filter((purpose) => !neighbours?.starts.has(purpose)));
  const afterCommand = neighbours?.ends ?? new Set<number>();
  const spans: Span[] = [];
  for (let from = 0; from < folded.length; from += 1) {
    if (split.has(from)) continue;
    const inside = !edges.has(from) && !afterCommand.has(from);
    const word = folded[from] ?? '';
    if (inside && (!grammar.patternOpeners.has(word) || grammar.asides.has(word))) continue;
    if (inside && withinPhrase.has(from)) continue;
    for (const to of ends) {
      if (to > from && to - from <= LONGEST_COMMAND) {
        spans.push({
          from,
          to,
          inside,
          beforeNoun: beforeNoun.has(to),
          beforePurpose: beforePurpose.has(to),
        });
      }
    }
  }
  return spans;
}

/** The positions inside a number or length of time: "two [and a half]", "una hora [y media]". */
function insideAmounts(words: readonly string[], grammar: Grammar): Set<number> {
  const inside = new Set<number>();
  words.forEach((_, start) => {
    const number = grammar.readers.number(words, start)?.next ?? start;
    const duration = grammar.readers.duration(words, start).at(-1)?.next ?? start;
    for (let index = start + 1; index < Math.max(number, duration); index += 1) inside.add(index);
  });
  return inside;
}
