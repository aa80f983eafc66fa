/**
 * French numbers: digits, and words from "zéro" to "neuf cent quatre-vingt-dix-neuf", with the
 * hyphens said or not ("dix-sept", "vingt et un", "soixante-dix", "quatre-vingt-douze") and the
 * Belgian and Swiss "septante", "huitante", "octante", "nonante". "un" and "une" are one.
 */
import type { SpokenNumber } from '../../spoken-number';
import { foldWord } from '../words';
import { countWords, readCountWords } from './counts';
import { readDigits } from './digits';

const SMALL = new Map<string, number>([
  ...'zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize'
    .split(' ')
    .map((word, value) => [foldWord(word), value] as const),
  ['une', 1],
]);
const TENS = new Map([
  ['vingt', 20],
  ['trente', 30],
  ['quarante', 40],
  ['cinquante', 50],
  ['soixante', 60],
  ['septante', 70],
  ['huitante', 80],
  ['octante', 80],
  ['nonante', 90],
]);

const COUNTS = countWords({
  douzaine: 12,
  'une douzaine': 12,
  'une douzaine de': 12,
  "une douzaine d'": 12,
  'une demi-douzaine': 6,
  'une demi-douzaine de': 6,
  'une dizaine de': 10,
  "une dizaine d'": 10,
  'une quinzaine de': 15,
  'une vingtaine de': 20,
  'une trentaine de': 30,
  'une quarantaine de': 40,
  'une cinquantaine de': 50,
  'une soixantaine de': 60,
  'une seule': 1,
  'un seul': 1,
});

export function readFrenchNumber(
  words: readonly string[],
  start: number,
): SpokenNumber | undefined {
  const digits = readDigits(words, start) ?? readCountWords(words, start, COUNTS);
  if (digits) return digits;
  const hundreds = readHundreds(words, start);
  if (!hundreds) return readBelowHundred(words, start);
  const rest = readBelowHundred(words, hundreds.next);
  return rest ? { value: hundreds.value + rest.value, next: rest.next } : hundreds;
}

/** "cent", "deux cents", "trois cent". */
function readHundreds(words: readonly string[], start: number): SpokenNumber | undefined {
  if (words[start] === 'cent') return { value: 100, next: start + 1 };
  const count = SMALL.get(words[start] ?? '') ?? 0;
  const hundred = words[start + 1] === 'cent' || words[start + 1] === 'cents';
  return count >= 2 && count <= 9 && hundred ? { value: count * 100, next: start + 2 } : undefined;
}

function readBelowHundred(words: readonly string[], start: number): SpokenNumber | undefined {
  const fourScore = words[start] === 'quatre' && /^vingts?$/.test(words[start + 1] ?? '');
  const tens = fourScore ? 80 : TENS.get(words[start] ?? '');
  if (tens === undefined) return readBelowTwenty(words, start);
  const afterTens = start + (fourScore ? 2 : 1);
  // "vingt et un", "soixante et onze": the "et" belongs to the number only before a unit.
  const withEt = words[afterTens] === 'et' ? afterTens + 1 : afterTens;
  const rest = readBelowTwenty(words, withEt);
  // Sixty and eighty count on to nineteen ("soixante-dix-sept" is 77); the others to nine.
  const limit = tens === 60 || fourScore ? 19 : 9;
  const fits = rest && rest.value >= 1 && rest.value <= limit;
  if (fits && (withEt === afterTens || rest.value === 1 || rest.value === 11)) {
    return { value: tens + rest.value, next: rest.next };
  }
  return { value: tens, next: afterTens };
}

function readBelowTwenty(words: readonly string[], start: number): SpokenNumber | undefined {
  const word = words[start] ?? '';
  const next = words[start + 1] ?? '';
  if (word === 'dix' && ['sept', 'huit', 'neuf'].includes(next)) {
    return { value: 10 + (SMALL.get(next) ?? 0), next: start + 2 };
  }
  const value = SMALL.get(word);
  return value === undefined ? undefined : { value, next: start + 1 };
}
