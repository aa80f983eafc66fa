/**
 * The small pattern language the vocabularies are written in. A pattern must match the whole
 * command, word for word:
 *
 *   word          one word, compared folded ("étape" also matches "etape", "Étape")
 *   a|b|c         one of several; `_` joins words within one choice ("go_back|back")
 *   (…)           brackets only help reading
 *   x?            the element may be left out
 *   {duration}    a length of time ("an hour and a half"), read in seconds
 *   {number}      a number ("six", "12")
 *   {text}        one or more words: the ingredient or the term asked about
 */
import type { SpokenNumber } from '../spoken-number';
import { phraseWords } from './words';

export type Slot = 'duration' | 'number' | 'text';
export type SlotReader = (words: readonly string[], start: number) => SpokenNumber | undefined;
/** Every reading that starts at `start`, shortest first, for the rest of the pattern to pick. */
export type ReadingsReader = (words: readonly string[], start: number) => readonly SpokenNumber[];

export interface SlotReaders {
  readonly number: SlotReader;
  readonly duration: ReadingsReader;
}

type Element =
  | { readonly choices: readonly (readonly string[])[]; readonly optional: boolean }
  | { readonly slot: Slot };

export interface Pattern {
  readonly source: string;
  readonly elements: readonly Element[];
  readonly slots: ReadonlySet<Slot>;
}

export interface Captures {
  /** Seconds. */
  duration?: number;
  number?: number;
  /** Indices of the captured words: `from` included, `to` excluded. */
  text?: { from: number; to: number };
}

const SLOTS: readonly Slot[] = ['duration', 'number', 'text'];

/** Throws on a malformed pattern: vocabularies are ours, so that is a bug to see at once. */
export function compilePattern(source: string): Pattern {
  const elements = source.split(/\s+/).map((part): Element => {
    const slot = SLOTS.find((name) => part === `{${name}}`);
    if (slot) return { slot };
    const optional = part.endsWith('?');
    const body = (optional ? part.slice(0, -1) : part).replace(/^\((.*)\)$/, '$1');
    const choices = body.split('|').map((choice) => phraseWords(choice.replaceAll('_', ' ')));
    if (choices.some((words) => words.length === 0) || /[(){}?]/.test(body)) {
      throw new Error(`Malformed command pattern "${source}" at "${part}"`);
    }
    return { choices, optional };
  });
  const slots = new Set(elements.flatMap((element) => ('slot' in element ? [element.slot] : [])));
  return { source, elements, slots };
}

export function matchPattern(
  pattern: Pattern,
  words: readonly string[],
  readers: SlotReaders,
): Captures | undefined {
  return matchFrom(pattern.elements, 0, words, 0, readers, {});
}

function matchFrom(
  elements: readonly Element[],
  index: number,
  words: readonly string[],
  position: number,
  readers: SlotReaders,
  captures: Captures,
): Captures | undefined {
  const element = elements[index];
  if (!element) return position === words.length ? captures : undefined;
  const rest = (next: number, captured: Captures) =>
    matchFrom(elements, index + 1, words, next, readers, captured);
  if ('choices' in element) {
    for (const choice of element.choices) {
      if (!choice.every((word, offset) => words[position + offset] === word)) continue;
      const matched = rest(position + choice.length, captures);
      if (matched) return matched;
    }
    return element.optional ? rest(position, captures) : undefined;
  }
  if (element.slot === 'text') {
    // Shortest first, so that words the pattern names after the text stay out of it.
    for (let to = position + 1; to <= words.length; to += 1) {
      const matched = rest(to, { ...captures, text: { from: position, to } });
      if (matched) return matched;
    }
    return undefined;
  }
  if (element.slot === 'number') {
    const read = readers.number(words, position);
    return read && rest(read.next, { ...captures, number: read.value });
  }
  for (const read of readers.duration(words, position)) {
    const matched = rest(read.next, { ...captures, duration: read.value });
    if (matched) return matched;
  }
  return undefined;
}
