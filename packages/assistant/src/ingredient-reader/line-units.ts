/**
 * Where the unit of a line's amount is, among the tokens the tagger marked as units: after the
 * amount at its own bracket depth ("1 (14 oz) can" → can), past a size given per item
 * ("2 28-ounce cans", "2 x 400g tins" → can: two cans of 28 ounces, not 2 ounces), and which
 * word of a run of unit tokens names it ("heaped tbsp", "large bunch" → tbsp, bunch).
 */
import { wordKey } from './align-labels';
import type { Tagged } from './gather';
import { canonicalUnitPhrase, canonicalUnitWord, isSizeWord } from './unit-words';

const TIMES = /^(?:x|×)$/i;

/**
 * The last index of the run of unit tokens that starts at `index`; an abbreviation's full stop
 * does not end it ("fl. oz.").
 */
export function unitRunEnd(tagged: readonly Tagged[], index: number): number {
  let end = index;
  for (;;) {
    if (tagged[end + 1]?.tag === 'UNIT') end += 1;
    else if (tagged[end + 1]?.token.text === '.' && tagged[end + 2]?.tag === 'UNIT') end += 2;
    else return end;
  }
}

/** The last index of the unit word at `index`: itself, or the next for "fl oz". */
export function unitWordEnd(tagged: readonly Tagged[], index: number): number {
  const next = tagged[index + 1];
  const phrase =
    next?.tag === 'UNIT'
      ? canonicalUnitPhrase(tagged[index]?.token.text ?? '', next.token.text)
      : undefined;
  return phrase === undefined ? index : index + 1;
}

/**
 * The unit a run of unit tokens starting at `index` names: a two-word unit ("fl oz"), else the
 * first word that is a unit, else the run's last word ("rashers" → rasher).
 */
export function unitAt(tagged: readonly Tagged[], index: number): string {
  const end = unitRunEnd(tagged, index);
  const words = tagged
    .slice(index, end + 1)
    .filter(({ token }) => token.kind !== 'punct')
    .map(({ token }) => token.text);
  for (let at = 0; at < words.length; at += 1) {
    const word = words[at] ?? '';
    const next = words[at + 1];
    const phrase = next === undefined ? undefined : canonicalUnitPhrase(word, next);
    const unit = phrase ?? canonicalUnitWord(word);
    if (unit !== undefined && !isSizeWord(word)) return unit;
  }
  // "4 large garlic cloves": the size word was tagged as part of the unit that comes later.
  const later = laterUnitIndex(tagged, index);
  if (later !== -1) return unitAt(tagged, later);
  // A size word alone is no unit ("4 large, very fresh eggs"): the items are counted.
  if (words.every(isSizeWord)) return '';
  return wordKey(words.at(-1) ?? '');
}

/**
 * Where the unit is when the run at `index` holds only size words: the next run of unit tokens
 * ("4 large garlic cloves", "1 lg fennel bulb" → clove, bulb), or -1.
 */
export function laterUnitIndex(tagged: readonly Tagged[], index: number): number {
  const end = unitRunEnd(tagged, index);
  const words = tagged
    .slice(index, end + 1)
    .filter(({ token }) => token.kind !== 'punct')
    .map(({ token }) => token.text);
  if (words.every(isSizeWord)) return tagged.findIndex(({ tag }, at) => at > end && tag === 'UNIT');
  // "2 thick bacon slices": no word of the run is a unit we know, and one follows the name.
  if (words.some((word) => canonicalUnitWord(word) !== undefined)) return -1;
  for (let at = end + 1; at < tagged.length; at += 1) {
    const { token, tag } = tagged[at] ?? { token: undefined, tag: 'O' };
    if (token === undefined || /^[,;([]$/.test(token.text) || tag === 'QTY') return -1;
    if (tag === 'UNIT') return canonicalUnitWord(token.text) === undefined ? -1 : at;
  }
  return -1;
}

/** Size words inside a run of unit tokens ("small head" → small). */
export function sizeWordsIn(tagged: readonly Tagged[], index: number): string[] {
  return tagged
    .slice(index, unitRunEnd(tagged, index) + 1)
    .map(({ token }) => token.text)
    .filter(isSizeWord);
}

/**
 * A size given per item right after the amount ("2 28-ounce cans", "2 x 400g/14oz tins",
 * "One 18-pound turkey"): the indexes it spans, or undefined.
 */
export function perItemSize(
  tagged: readonly Tagged[],
  amountAt: number,
): { start: number; end: number } | undefined {
  let index = amountAt + 1;
  if (TIMES.test(tagged[index]?.token.text ?? '')) index += 1;
  const start = index;
  if (tagged[index]?.token.kind !== 'number') return undefined;
  let end = -1;
  // A number and its unit, and any dual written after a slash ("400g/14oz").
  // "1.75kg/3lb 14oz": numbers with their units, after a slash or one after the other.
  while (tagged[index]?.token.kind === 'number') {
    index += 1;
    if (tagged[index]?.token.text === '-') index += 1;
    if (tagged[index]?.tag !== 'UNIT') break;
    end = unitWordEnd(tagged, index);
    index = end + 1;
    if (tagged[index]?.token.text === '/') index += 1;
  }
  return end === -1 ? undefined : { start, end };
}

/**
 * The first unit after `from` at the amount's bracket depth. A unit in brackets belongs to the
 * bracket's own amount ("4 salmon fillets (about 150 g each)" counts fillets, not grams).
 */
export function unitIndexAfter(tagged: readonly Tagged[], from: number): number {
  let depth = 0;
  for (let index = from + 1; index < tagged.length; index += 1) {
    const { token, tag } = tagged[index] ?? { token: undefined, tag: 'O' };
    if (token?.text === '(' || token?.text === '[') depth += 1;
    else if (token?.text === ')' || token?.text === ']') depth = Math.max(0, depth - 1);
    else if (depth > 0) continue;
    else if (tag === 'QTY') return -1;
    else if (tag === 'UNIT') return index;
  }
  return -1;
}
