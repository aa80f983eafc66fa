/**
 * The ingredient or term a cook names in a command ("what can I use instead of the peanut
 * butter?"). The name ends where the request does: it never runs across a pause, nor over a
 * word that opens another clause ("I'm out of buttermilk | what can I use instead"), a filler
 * ("non ho sentito | puoi ripetere"), a correction or a negation. It starts on no word that only
 * closes one ("ho finito | con le cipolle") and not inside a filler ("per | favore"). Articles in
 * front ("the", "du"), tails behind ("instead", "anymore") and asides at either end ("ersetz
 * bitte die Crème fraîche") are not part of it, and a name that names nothing ("this step") is
 * no name.
 */
import type { Grammar } from './grammar';
import type { Captures, TextReader } from './pattern';
import { phraseAt, phraseBefore, type PhraseList } from './phrases';
import type { SpokenWord } from './utterance';
import { saidAt } from './words';

/**
 * The text slot's reader for the words of a span that starts at `offset` in the utterance: an
 * opener is looked for in the whole utterance, as "can i" may begin where the span ends.
 */
export function nameReader(
  utterance: readonly SpokenWord[],
  offset: number,
  grammar: Grammar,
): TextReader {
  const all = utterance.map((word) => word.word);
  return (words, start) => {
    // "ho finito | con le cipolle": a name starts with no word that only closes one.
    let first = start;
    while (grammar.asides.has(words[first] ?? '')) first += 1;
    if (phraseAt(grammar.tails, words, first)) return [];
    // "un'alternativa per | favore", "par quoi je le remplace | s'il te plaît": no name.
    if (within(grammar.fillers, all, offset + start, 0)) return [];
    // "what's a roux, no | wait, what's next": no name either ("mejor" may open one).
    if (within(grammar.corrections, all, offset + start, 1)) return [];
    if (phraseAt(grammar.negations, all, offset + start)) return [];
    const ends: number[] = [];
    for (let last = start; last < words.length; last += 1) {
      const at = offset + last;
      if (last > start && utterance[at]?.afterPause) break;
      if (phraseAt(grammar.clauseOpeners, all, at)) break;
      if (last > start && phraseAt(grammar.fillers, all, at)) break;
      if (last > start && phraseAt(grammar.corrections, all, at)) break;
      if (last > start && phraseAt(grammar.negations, all, at)) break;
      ends.push(last + 1);
    }
    return ends;
  };
}

/**
 * A phrase of the list is said around `at` ("per favore" around "favore"), starting at least
 * `inside` words before it.
 */
function within(list: PhraseList, words: readonly string[], at: number, inside: number): boolean {
  return list.some((phrase) =>
    phrase.some(
      (_, offset) => offset >= inside && at - offset >= 0 && saidAt(words, at - offset, phrase),
    ),
  );
}

/**
 * The captured words as said, lower-cased, without articles and tails; none when vague; `false`
 * when they make the question talk ("what's the weather tomorrow").
 */
export function capturedName(
  captures: Captures,
  grammar: Grammar,
  text: string,
  span: readonly SpokenWord[],
): string | false | undefined {
  if (!captures.text) return undefined;
  const words = span.slice(captures.text.from, captures.text.to);
  const folded = words.map((word) => word.word);
  let from = 0;
  let to = folded.length;
  const tailAt = (end: number) =>
    phraseBefore(grammar.tails, folded, end) ??
    (grammar.asides.has(folded[end - 1] ?? '') ? [folded[end - 1] ?? ''] : undefined);
  for (let tail = tailAt(to); tail && to > 0; tail = tailAt(to)) to -= tail.length;
  const articleAt = (start: number) =>
    phraseAt(grammar.articles, folded, start) ??
    (grammar.asides.has(folded[start] ?? '') ? [folded[start] ?? ''] : undefined);
  for (let article = articleAt(from); article && from < to; article = articleAt(from)) {
    from += article.length;
  }
  const first = words[from];
  const last = words[to - 1];
  const said = folded.slice(from, to).join(' ');
  if (grammar.chatter.has(said)) return false;
  if (!first || !last || from >= to || grammar.vague.has(said)) return undefined;
  // "six people instead of four": a bare number is an amount said in passing, no ingredient.
  if (grammar.readers.number(folded.slice(from, to), 0)?.next === to - from) return false;
  return text.slice(first.start, last.end).toLowerCase();
}
