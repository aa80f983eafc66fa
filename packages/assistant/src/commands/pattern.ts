/**
 * The small pattern language the vocabularies are written in. A pattern must match the whole
 * command, word for word, less the asides the caller allows anywhere ("go back now"):
 *
 *   word          one word, compared folded ("étape" also matches "etape", "Étape"), with or
 *                 without its apostrophes ("what's", "whats")
 *   a|b|c         one of several; `_` joins words within one choice ("go_back|back")
 *   (…)           brackets only help reading
 *   x?            the element may be left out
 *   {duration}    a length of time ("an hour and a half"), read in seconds
 *   {number}      a number ("six", "12"); of two, the first counts
 *   {text}        one or more words: the ingredient or the term asked about, ending where the
 *                 text reader lets it
 *   {words}       one or more words said along that change nothing ("can I use {words} instead
 *                 of {text}"), read like a text but not kept
 */
import type { SpokenNumber } from '../spoken-number';
import { phraseVariants } from './words';

export type Slot = 'duration' | 'number' | 'text' | 'words';
export type SlotReader = (words: readonly string[], start: number) => SpokenNumber | undefined;
/** Every reading that starts at `start`, shortest first, for the rest of the pattern to pick. */
export type ReadingsReader = (words: readonly string[], start: number) => readonly SpokenNumber[];
/** Where a text that starts at `start` may end (excluded), shortest first. */
export type TextReader = (words: readonly string[], start: number) => readonly number[];

export interface SlotReaders {
  readonly number: SlotReader;
  readonly duration: ReadingsReader;
  /** Without one, a text may end anywhere. */
  readonly text?: TextReader;
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

const SLOTS: readonly Slot[] = ['duration', 'number', 'text', 'words'];

/** Throws on a malformed pattern: vocabularies are ours, so that is a bug to see at once. */
export function compilePattern(source: string): Pattern {
  const elements = source.split(/\s+/).map((part): Element => {
    const slot = SLOTS.find((name) => part === `{${name}}`);
    if (slot) return { slot };
    const optional = part.endsWith('?');
    const body = (optional ? part.slice(0, -1) : part).replace(/^\((.*)\)$/, '$1');
    // Longest first, so that a slot after the choice takes no word the choice could have.
    const choices = body
      .split('|')
      .flatMap((choice) => phraseVariants(choice.replaceAll('_', ' ')))
      .sort((a, b) => b.length - a.length);
    if (choices.some((words) => words.length === 0) || /[(){}?]/.test(body)) {
      throw new Error(`Malformed command pattern "${source}" at "${part}"`);
    }
    return { choices, optional };
  });
  const slots = new Set(elements.flatMap((element) => ('slot' in element ? [element.slot] : [])));
  return { source, elements, slots };
}

const NO_ASIDES: ReadonlySet<string> = new Set();

export function matchPattern(
  pattern: Pattern,
  words: readonly string[],
  readers: SlotReaders,
  asides = NO_ASIDES,
): Captures | undefined {
  return matchFrom({ elements: pattern.elements, words, readers, asides }, 0, 0, {});
}

interface Match {
  readonly elements: readonly Element[];
  readonly words: readonly string[];
  readonly readers: SlotReaders;
  readonly asides: ReadonlySet<string>;
}

function matchFrom(
  match: Match,
  index: number,
  position: number,
  captures: Captures,
): Captures | undefined {
  const { elements, words, asides } = match;
  if (!elements[index]) {
    return words.slice(position).every((word) => asides.has(word)) ? captures : undefined;
  }
  const matched = matchElement(match, index, position, captures);
  if (matched || !asides.has(words[position] ?? '')) return matched;
  return matchFrom(match, index, position + 1, captures);
}

function matchElement(
  match: Match,
  index: number,
  position: number,
  captures: Captures,
): Captures | undefined {
  const { elements, words, readers } = match;
  const element = elements[index];
  if (!element) return undefined;
  const rest = (next: number, captured: Captures) => matchFrom(match, index + 1, next, captured);
  if ('choices' in element) {
    for (const choice of element.choices) {
      if (!choice.every((word, offset) => words[position + offset] === word)) continue;
      const matched = rest(position + choice.length, captures);
      if (matched) return matched;
    }
    return element.optional ? rest(position, captures) : undefined;
  }
  if (element.slot === 'text' || element.slot === 'words') {
    // Shortest first, so that words the pattern names after the text stay out of it.
    const ends = readers.text?.(words, position) ?? anyEnd(words, position);
    for (const to of ends) {
      const kept =
        element.slot === 'text' ? { ...captures, text: { from: position, to } } : captures;
      const matched = rest(to, kept);
      if (matched) return matched;
    }
    return undefined;
  }
  if (element.slot === 'number') {
    const read = readers.number(words, position);
    // "for eight instead of twelve": of two numbers, the first is the one asked for.
    return read && rest(read.next, { ...captures, number: captures.number ?? read.value });
  }
  for (const read of readers.duration(words, position)) {
    const matched = rest(read.next, { ...captures, duration: read.value });
    if (matched) return matched;
  }
  return undefined;
}

function anyEnd(words: readonly string[], start: number): number[] {
  return Array.from({ length: Math.max(0, words.length - start) }, (_, index) => start + index + 1);
}
