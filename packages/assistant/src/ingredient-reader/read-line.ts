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
import { canonicalUnitPhrase, canonicalUnitWord, isSizeWord } from './unit-words';

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
  /**
   * Every unit the line writes, in the order written, in the app's spelling: the amount's, a
   * size's per item, an alternative's, one in brackets ("2 28-ounce cans" → oz, can; "4 lamb
   * shanks (about 4 lb)" → lb). A caller that buys by weight finds it here.
   */
  units: string[];
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
  // The leftovers are claimed for the note below; the units the line wrote are read from here.
  const isUnit = tagged.map(({ tag }) => tag === 'UNIT');
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
  namesInList(tagged);
  nameAfterAJoin(tagged);

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
    units: writtenUnits(tagged, isUnit, laterUnit === -1 ? unitIndex : laterUnit, unit),
  };
  if (dual) reading.alternative = dual.alternative;
  const lost = lostWords(text, tagged, reading);
  if (lost.length > 0) reading.note = [...lost, reading.note].filter(Boolean).join(', ');
  return reading;
}

/**
 * Words of the line no part holds, as written ("thumb-size" of "1 thumb-size piece ginger",
 * "jar" of "24.5 oz jar passata", a brand the tagger left out): the note keeps them, so a
 * reading never drops what the cook wrote. Little words ("of", "a") and the unit words the
 * reading spells its own way ("cups" → cup) are no loss.
 */
function lostWords(
  text: string,
  tagged: readonly Tagged[],
  reading: IngredientLineReading,
): string[] {
  const parts = [reading.amount, reading.size, reading.name, reading.note];
  const held = new Set(wordsOf([...parts, reading.alternative?.amount ?? ''].join(' ')));
  const units = new Set([reading.unit, reading.alternative?.unit ?? '', ...reading.units]);
  const isUnitWord = (index: number) => {
    const [before, word, after] = [index - 1, index, index + 1].map(
      (at) => tagged[at]?.token.text ?? '',
    ) as [string, string, string];
    const spellings = [
      canonicalUnitWord(word),
      canonicalUnitPhrase(word, after),
      canonicalUnitPhrase(before, word),
    ];
    return spellings.some((unit) => unit !== undefined && units.has(unit));
  };
  const isLost = (index: number) => {
    const token = tagged[index]?.token;
    if (token === undefined || token.kind === 'punct' || isFiller(token.text)) return false;
    if (isUnitWord(index)) return false;
    // A lone letter is no loss: the "d" of "d'ail", the "s" of "chicken(s)".
    return wordsOf(token.text).some((word) => !held.has(word) && !/^\p{L}$/u.test(word));
  };
  const lost: string[] = [];
  let run: { start: number; end: number } | undefined;
  tagged.forEach((item, index) => {
    if (isLost(index)) {
      run = { start: run?.start ?? item.token.start, end: item.token.end };
      return;
    }
    // A hyphen or slash inside a lost phrase ("thumb-size") keeps it one.
    if (run && /^[-/]$/.test(item.token.text) && isLost(index + 1)) return;
    if (run) lost.push(text.slice(run.start, run.end));
    run = undefined;
  });
  if (run) lost.push(text.slice(run.start, run.end));
  return lost;
}

/** Letters and numbers apart, lower-cased: "½cm/¼in" → ½, cm, ¼, in. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/\p{L}+|\p{N}+/gu) ?? [];
}

/**
 * The units the line writes, in order: the amount's own run of unit words gives the unit the
 * reading settled on (none for "3 cloves"); any other word we know as a unit gives its own, and
 * size words ("large") and words we do not know as units give none.
 */
function writtenUnits(
  tagged: readonly Tagged[],
  isUnit: readonly boolean[],
  amountRun: number,
  amountUnit: string,
): string[] {
  const amountRunEnd = amountRun === -1 ? -1 : unitRunEnd(tagged, amountRun);
  const units: string[] = [];
  for (let index = 0; index < tagged.length; index += 1) {
    if (index === amountRun) {
      if (amountUnit !== '') units.push(amountUnit);
      index = amountRunEnd;
      continue;
    }
    const text = tagged[index]?.token.text ?? '';
    if (!isUnit[index] || isSizeWord(text)) continue;
    const next = isUnit[index + 1] ? tagged[index + 1]?.token.text : undefined;
    const phrase = next === undefined ? undefined : canonicalUnitPhrase(text, next);
    if (phrase !== undefined) index += 1;
    const unit = phrase ?? canonicalUnitWord(text);
    if (unit !== undefined) units.push(unit);
  }
  // "cuillère à soupe de moutarde": the unit was found in what the tagger took for the name.
  return units.length === 0 && amountUnit !== '' ? [amountUnit] : units;
}

const LIST_JOINS: ReadonlySet<string> = new Set([',', 'or', 'and']);

/**
 * A size word listed among the name's words is one of them: "medium" of "mild, medium, or hot
 * salsa" names a heat, and the tagger, which mostly saw it as a size, cut it out of the name.
 */
function namesInList(tagged: Tagged[]): void {
  const isJoin = ({ token }: Tagged) => LIST_JOINS.has(token.text.toLowerCase());
  tagged.forEach((item, index) => {
    if (item.tag !== 'SIZE') return;
    const before = tagged.slice(0, index).reverse();
    const after = tagged.slice(index + 1);
    const listedAfter = before[0] !== undefined && isJoin(before[0]);
    const listedBefore = after[0] !== undefined && isJoin(after[0]);
    const previous = before.find((other) => !isJoin(other));
    const next = after.find((other) => !isJoin(other));
    if (listedAfter && listedBefore && previous?.tag === 'NAME' && next?.tag === 'NAME') {
      item.tag = 'NAME';
    }
  });
}

const JOINS: ReadonlySet<string> = new Set(['or', 'and']);
const DROPPED_TAGS: ReadonlySet<Tag> = new Set(['SIZE', 'PREP', 'COMMENT']);
const isAndOr = (item: Tagged | undefined) => JOINS.has(item?.token.text.toLowerCase() ?? '');

/**
 * Where the name starts with, or right after, a join ("or", "and", a list's comma) to a word
 * the tagger left out of it, that word decides:
 * - a word cut off by a hyphen is half of a name ("medium- or long-grain rice"): it joins it;
 * - a preparation right before "or" comes with its alternative ("sliced or slivered almonds",
 *   "cooked or canned beans"): the alternative leaves the name with it;
 * - words listed with commas before the name are the name's ("yellow, red, and green pepper").
 */
function nameAfterAJoin(tagged: Tagged[]): void {
  const at = tagged.findIndex(({ tag }) => tag === 'NAME');
  const first = tagged[at];
  const before = tagged[at - 1];
  if (!first || !before) return;
  if (isAndOr(first) && before.token.text === '-') {
    const word = tagged[at - 2];
    if (word?.token.kind !== 'word' || word.token.end !== before.token.start) return;
    word.tag = 'NAME';
    before.tag = 'NAME';
  } else if (isAndOr(first) && DROPPED_TAGS.has(before.tag)) {
    const alternative = tagged[at + 1];
    if (alternative?.token.kind !== 'word' || tagged[at + 2]?.tag !== 'NAME') return;
    first.tag = before.tag;
    alternative.tag = before.tag;
  } else if (isAndOr(first) || (tagged[at + 1]?.token.text === ',' && isAndOr(tagged[at + 2]))) {
    namesListedBefore(tagged, at);
  }
}

/** The words listed with commas right before the name's start, back to the list's first. */
function namesListedBefore(tagged: Tagged[], start: number): void {
  for (let comma = start - 1; tagged[comma]?.token.text === ','; comma -= 2) {
    const listed = tagged[comma - 1];
    if (listed?.token.kind !== 'word' || !DROPPED_TAGS.has(listed.tag)) return;
    listed.tag = 'NAME';
    tagged[comma]!.tag = 'NAME';
  }
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
