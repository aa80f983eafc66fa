/**
 * The fillers and asides around a command (vocabulary.ts): the variants of a stretch with them
 * taken off, and the words that are left.
 */
import type { Span } from './clauses';
import type { Grammar, Rule } from './grammar';
import { matchPattern } from './pattern';
import { phraseAt, phraseBefore } from './phrases';
import type { SpokenWord } from './utterance';
import { saidAt } from './words';

export interface Trimming {
  readonly from: number;
  readonly to: number;
}

/**
 * The span with none, some or all of its leading and trailing fillers taken off, fewest taken
 * first. Empty ones are left out: fillers alone say nothing.
 */
export function trimmed(words: readonly SpokenWord[], span: Span, grammar: Grammar): Trimming[] {
  const folded = words.map((word) => word.word);
  const starts = [span.from];
  const ends = [span.to];
  for (let start = span.from; ;) {
    const filler = phraseAt(grammar.fillers, folded, start);
    if (!filler || start + filler.length > span.to) break;
    start += filler.length;
    starts.push(start);
  }
  for (let end = span.to; ;) {
    const filler = phraseBefore(grammar.fillers, folded, end);
    if (!filler || end - filler.length < span.from) break;
    end -= filler.length;
    ends.push(end);
  }
  const variants = starts.flatMap((from, startIndex) =>
    ends.map((to, endIndex) => ({ from, to, stripped: startIndex + endIndex })),
  );
  return variants
    .filter((variant) => variant.from < variant.to)
    .sort((a, b) => a.stripped - b.stripped);
}

/**
 * The words a fixed phrase was said in, less asides at either end: "apaga la alarma ya" is
 * said in "apaga la alarma", so it does not overlap "ya está el bizcocho" said after it.
 */
export function withoutAsides(
  words: readonly SpokenWord[],
  trimming: Trimming,
  rule: Rule,
  grammar: Grammar,
): Trimming {
  let { from, to } = trimming;
  const matches = (start: number, end: number) =>
    matchPattern(
      rule.pattern,
      words.slice(start, end).map((word) => word.word),
      grammar.readers,
      grammar.asides,
    ) !== undefined;
  while (to - from > 1 && grammar.asides.has(words[to - 1]?.word ?? '') && matches(from, to - 1)) {
    to -= 1;
  }
  while (to - from > 1 && grammar.asides.has(words[from]?.word ?? '') && matches(from + 1, to)) {
    from += 1;
  }
  return { from, to };
}

/**
 * Only fillers and asides: words that say nothing on their own. Any split into them will do: the
 * longest filler first can leave words a shorter one would not ("otra vez más | o menos" where
 * "otra vez | más o menos" is all fillers).
 */
export function isFillers(words: readonly SpokenWord[], grammar: Grammar): boolean {
  const folded = words.map((word) => word.word);
  // fillersUpTo[index]: the words before `index` split into fillers and asides.
  const fillersUpTo = [true];
  for (let start = 0; start < folded.length; start += 1) {
    if (fillersUpTo[start] !== true) continue;
    if (grammar.asides.has(folded[start] ?? '')) fillersUpTo[start + 1] = true;
    for (const phrase of grammar.fillers) {
      if (saidAt(folded, start, phrase)) fillersUpTo[start + phrase.length] = true;
    }
  }
  return fillersUpTo[folded.length] === true;
}

/** The words of a trimming that are not fillers: "wiederholen bitte" is one word. */
export function coreWords(said: readonly SpokenWord[], grammar: Grammar): SpokenWord[] {
  const folded = said.map((word) => word.word);
  const core: SpokenWord[] = [];
  for (let index = 0; index < said.length;) {
    const filler = phraseAt(grammar.fillers, folded, index);
    const word = said[index];
    if (!filler && word) core.push(word);
    index += filler?.length ?? 1;
  }
  return core;
}
