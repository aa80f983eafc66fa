/**
 * Reads one ingredient line as cooks write it ("150g/5¼oz canned chickpeas, drained and rinsed")
 * into its parts: the amount (as written, and its value), the unit in the app's spelling, size,
 * the name, and what the line says besides (preparation, comments, purpose) as a note. A second
 * amount written beside the first ("250g/9oz") is kept as the alternative. The tagger decides
 * what each token is; this file gathers the tagged tokens back into parts.
 */
import { lineFeatures } from './features';
import { isFiller, runs, type Tagged } from './gather';
import {
  laterUnitIndex,
  perItemSize,
  sizeWordsIn,
  unitAt,
  unitIndexAfter,
  unitRunEnd,
} from './line-units';
import { numberWordValue } from './number-words';
import type { Tag } from './tags';
import { tagLine, type TaggerModel } from './tagger';
import model from './tagger-model.json';
import { normaliseLine, numberValues, tokenise, type Token } from './tokens';
import { canonicalUnitWord } from './unit-words';

export interface IngredientLineReading {
  /** The first amount as written ("1½", "2-3", "1/2"); empty when the line gives none. */
  amount: string;
  /** Its value (the lower end of a range); null when the line gives no amount. */
  quantity: number | null;
  /** The app's spelling ("tbsp", "g", "clove"); empty when the line counts pieces or gives none. */
  unit: string;
  /** How big each one is ("large", "28-ounce"). */
  size: string;
  name: string;
  /** Preparation, comments and purpose, as written ("drained and rinsed"). */
  note: string;
  /** The same amount in other units, written beside the first ("250g/9oz" → 9 oz). */
  alternative?: { amount: string; unit: string };
}

export interface ReadOptions {
  /** The line's language (en, es, fr, it, de); English when not given. */
  language?: string;
}

const TAGGER = model as TaggerModel;
const NOTE_TAGS: ReadonlySet<Tag> = new Set(['PREP', 'COMMENT', 'PURPOSE']);
/** Words that never start or end a name ("of apples", "de harina", "d'ail"). */
const LOOSE_NAME_START = /^(?:(?:of|a|an|de|del|de la|des|du|di|della|dello|von|vom)\s+|d['’])+/i;
const LOOSE_NAME_END = /\s+(?:of|or|and)$/i;
/** English articles read as amounts only by the tagger, which knows "a pinch" from "a 2-lb". */
const ARTICLES: ReadonlySet<string> = new Set(['a', 'an']);
const RANGE_PARTS = /\s*[-–—]\s*|\s+(?:to|or)\s+/;

function tagTokens(text: string): Tagged[] {
  const tokens = tokenise(text);
  const tags = tagLine(TAGGER, lineFeatures(tokens));
  return tokens.map((token, index) => ({ token, tag: tags[index] ?? 'O' }));
}

/** 0.5 → "1/2": how a cook writes the amounts said in words. */
function wordAmount(value: number): string {
  const fractions: Readonly<Record<number, string>> = { 0.5: '1/2', 0.25: '1/4' };
  return fractions[value] ?? String(value);
}

function amountOf(token: Token): { amount: string; quantity: number } | undefined {
  if (token.kind === 'word') {
    const value = numberWordValue(token.text);
    return value === undefined ? undefined : { amount: wordAmount(value), quantity: value };
  }
  const [first, second] = numberValues(token.text);
  if (first === undefined) return undefined;
  // "3 or 4", "2 to 3", "2 - 3" are written as the app writes ranges.
  const amount = second === undefined ? token.text : token.text.split(RANGE_PARTS).join('-');
  return { amount, quantity: first };
}

/**
 * The amount's token: the first the tagger marked, or a number word opening the line ("two
 * onions"), which also comes before a size given per item ("Six 1-inch slices").
 */
function amountIndex(tagged: readonly Tagged[]): number {
  const marked = tagged.findIndex(({ tag }) => tag === 'QTY');
  const opening = tagged[0]?.token;
  const word =
    opening?.kind === 'word' &&
    !ARTICLES.has(opening.text.toLowerCase()) &&
    numberWordValue(opening.text) !== undefined;
  if (marked !== -1 && !(word && marked === 1 && tagged[1]?.token.kind === 'number')) return marked;
  return word ? 0 : marked;
}

/** A second amount written right after the first one's unit: "250g/9oz", "1 cup (240 ml)". */
function dualAmount(
  tagged: readonly Tagged[],
  unitIndex: number,
):
  | { alternative: NonNullable<IngredientLineReading['alternative']>; start: number; end: number }
  | undefined {
  const start = unitRunEnd(tagged, unitIndex) + 1;
  let index = start;
  if (tagged[index]?.token.text === '/' || tagged[index]?.token.text === '(') index += 1;
  const number = tagged[index];
  if (number?.token.kind !== 'number' || tagged[index + 1]?.tag !== 'UNIT') return undefined;
  const read = amountOf(number.token);
  if (read === undefined) return undefined;
  const end = unitRunEnd(tagged, index + 1);
  return { alternative: { amount: read.amount, unit: unitAt(tagged, index + 1) }, start, end };
}

/**
 * Where the name ends: before an alternative with its own amount ("1/2 ounce fresh yeast or
 * 1 package dry yeast"), whose words go to the note.
 */
function nameEnd(tagged: readonly Tagged[]): number {
  const firstName = tagged.findIndex(({ tag }) => tag === 'NAME');
  if (firstName === -1) return tagged.length;
  let depth = 0;
  let previousWord = '';
  for (let index = firstName + 1; index < tagged.length; index += 1) {
    const token = tagged[index]?.token;
    if (token?.text === '(') depth += 1;
    else if (token?.text === ')') depth = Math.max(0, depth - 1);
    else if (token?.kind === 'number' && depth === 0 && previousWord === 'or') return index;
    if (token?.kind === 'word') previousWord = token.text.toLowerCase();
  }
  return tagged.length;
}

/** A line the tagger found no name in: every word that is not the amount or the unit. */
function fallbackName(tagged: readonly Tagged[]): string {
  return tagged
    .filter(({ token, tag }) => token.kind === 'word' && tag !== 'QTY' && tag !== 'UNIT')
    .map(({ token }) => token.text)
    .join(' ');
}

/** "cuillère à soupe de moutarde": a unit of several words the tagger took for the name. */
function leadingUnitPhrase(name: string): { unit: string; rest: string } | undefined {
  const words = name.split(' ');
  for (const count of [4, 3, 2]) {
    if (words.length <= count) continue;
    const unit = canonicalUnitWord(words.slice(0, count).join(' '));
    if (unit !== undefined) return { unit, rest: words.slice(count).join(' ') };
  }
  return undefined;
}

export function readIngredientLine(line: string, options: ReadOptions = {}): IngredientLineReading {
  const text = normaliseLine(line);
  const tagged = tagTokens(text);
  const at = amountIndex(tagged);
  if (at !== -1 && tagged[at]) tagged[at].tag = 'QTY';
  const read = at === -1 ? undefined : amountOf(tagged[at]!.token);
  const perItem = at === -1 ? undefined : perItemSize(tagged, at);
  const unitIndex =
    at === -1
      ? tagged.findIndex(({ tag }) => tag === 'UNIT')
      : unitIndexAfter(tagged, perItem?.end ?? at);
  const dual = unitIndex === -1 || perItem ? undefined : dualAmount(tagged, unitIndex);

  // The tokens the amount, its unit, a size per item and the alternative amount take.
  const used = new Set<number>();
  const use = (from: number, to: number) => {
    for (let index = from; index <= to; index += 1) used.add(index);
  };
  if (at !== -1) use(at, at);
  if (perItem) use(perItem.start, perItem.end);
  if (unitIndex !== -1) use(unitIndex, unitRunEnd(tagged, unitIndex));
  // "2 large garlic cloves": the unit comes after the name, its size word before.
  const laterUnit = unitIndex === -1 ? -1 : laterUnitIndex(tagged, unitIndex);
  if (laterUnit !== -1) use(laterUnit, unitRunEnd(tagged, laterUnit));
  if (dual) use(dual.start, dual.end);
  let unit = unitIndex === -1 ? '' : unitAt(tagged, unitIndex);
  claimLeftovers(tagged, used, nameEnd(tagged));

  const sizes = runs(text, tagged, (tag) => tag === 'SIZE');
  if (perItem) {
    const start = tagged[perItem.start]?.token.start ?? 0;
    sizes.unshift(text.slice(start, tagged[perItem.end]?.token.end ?? start));
  }
  // Words before a unit that follows the name say how big it is ("thick" of "2 thick bacon slices").
  if (laterUnit !== -1) {
    const start = tagged[unitIndex]?.token.start ?? 0;
    const end = tagged[unitRunEnd(tagged, unitIndex)]?.token.end ?? start;
    sizes.unshift(text.slice(start, end));
  } else if (unitIndex !== -1) sizes.unshift(...sizeWordsIn(tagged, unitIndex));

  const noteBridge = ({ tag }: Tagged, index: number) => !used.has(index) && tag === 'O';
  const notes = runs(text, tagged, (tag) => NOTE_TAGS.has(tag), noteBridge).filter(
    (run) => !isFiller(run),
  );
  let name = runs(text, tagged, (tag) => tag === 'NAME').join(' ');
  if (unit === '') {
    const phrase = leadingUnitPhrase(name);
    if (phrase) ({ unit, rest: name } = phrase);
  }
  name = name.replace(LOOSE_NAME_START, '').replace(LOOSE_NAME_END, '').trim();
  // "3 cloves": the unit word was all the name there was.
  const fallback = fallbackName(tagged);
  if (name === '' && fallback === '' && unitIndex !== -1) {
    name = tagged[unitIndex]?.token.text ?? '';
    unit = '';
  }
  // Only English lines taught the tagger where a name ends; elsewhere a comma ends it.
  if (options.language !== undefined && options.language !== 'en') {
    const comma = name.indexOf(',');
    if (comma !== -1) {
      notes.unshift(name.slice(comma + 1).trim());
      name = name.slice(0, comma).trim();
    }
  }
  const reading: IngredientLineReading = {
    amount: read?.amount ?? '',
    quantity: read?.quantity ?? null,
    unit,
    size: [...new Set(sizes)].join(' '),
    name: name || fallback,
    note: notes.join(', '),
  };
  if (dual) reading.alternative = dual.alternative;
  return reading;
}

/**
 * Nothing of the line is lost: a number or unit that is not the amount's, and a name after an
 * alternative ("or 1 package dry yeast"), go to the note; a number right before the name that
 * is no amount is part of it ("“00” flour").
 */
function claimLeftovers(tagged: Tagged[], used: ReadonlySet<number>, end: number): void {
  tagged.forEach((item, index) => {
    if (used.has(index) || item.tag === 'O' || item.tag === 'SIZE' || NOTE_TAGS.has(item.tag)) {
      return;
    }
    if (item.tag === 'NAME' && index < end) return;
    const next = tagged.slice(index + 1).find(({ token }) => token.kind !== 'punct');
    // Not a second amount after a slash ("100g/3½ sirloin") or one inside the name ("½ red
    // and ½ green pepper").
    const previous = tagged
      .slice(0, index)
      .reverse()
      .find(({ token }) => token.kind !== 'punct');
    const afterSlash = tagged[index - 1]?.token.text === '/';
    const glued =
      item.token.kind === 'number' &&
      next?.tag === 'NAME' &&
      index < end &&
      previous?.tag !== 'NAME' &&
      !afterSlash;
    item.tag = glued ? 'NAME' : 'COMMENT';
  });
}
