/**
 * Self-corrections of a name: "I'm out of butter, no, margarine, what can I use?", "se me acabó
 * el ajo, no, perdón, la cebolla", "was heißt unterheben, ich meine unterrühren". When the name
 * of the chosen swap or question is followed by a correction word and a new name, the new one
 * is meant. The new name ends where a name always does (names.ts), so a correction of the
 * whole command ("what's a roux, no, what's next") corrects no name: a clause opener ends it
 * before it starts.
 */
import type { Reading } from './choice';
import type { Grammar } from './grammar';
import type { CookingIntent } from './intent-types';
import { capturedName, nameReader } from './names';
import { phraseAt } from './phrases';
import type { SpokenWord } from './utterance';

export function withCorrectedName(
  intent: CookingIntent | undefined,
  readings: readonly Reading[],
  words: readonly SpokenWord[],
  grammar: Grammar,
  text: string,
): CookingIntent | undefined {
  if (intent?.kind !== 'substitute' && intent?.kind !== 'explain') return intent;
  const name = readings.find((reading) => reading.intent === intent)?.name;
  const start = name && afterCorrection(words, name.to, grammar);
  if (start === undefined) return intent;
  const folded = words.map((word) => word.word);
  // "non pardon | de crème": an article that also closes names may open the new one.
  let first = start;
  for (let article = articleTail(folded, first, grammar); article;) {
    first += article.length;
    article = articleTail(folded, first, grammar);
  }
  const end = nameReader(words, 0, grammar)(folded, first).at(-1);
  if (end === undefined) return intent;
  const corrected = capturedName({ text: { from: start, to: end } }, grammar, text, words);
  if (!corrected) return intent;
  return intent.kind === 'substitute'
    ? { kind: 'substitute', ingredient: corrected }
    : { kind: 'explain', term: corrected };
}

/** An article said at `at` that names never start with, as it also closes them ("de"). */
function articleTail(
  words: readonly string[],
  at: number,
  grammar: Grammar,
): readonly string[] | undefined {
  const article = phraseAt(grammar.articles, words, at);
  return article && phraseAt(grammar.tails, words, at) ? article : undefined;
}

/** Where the words after the correction said at `at` start, fillers and asides skipped. */
function afterCorrection(
  words: readonly SpokenWord[],
  at: number,
  grammar: Grammar,
): number | undefined {
  const folded = words.map((word) => word.word);
  let index = at;
  let corrected = false;
  for (;;) {
    const marker = phraseAt(grammar.corrections, folded, index);
    const filler = marker ? undefined : phraseAt(grammar.fillers, folded, index);
    const skipped = marker ?? filler;
    if (!skipped) break;
    corrected ||= marker !== undefined;
    index += skipped.length;
  }
  return corrected && index < words.length ? index : undefined;
}
