/**
 * Italian numbers: digits, and words from "zero" to "novecentonovantanove", written as one word
 * ("ventitré", "trentotto", "centottanta") or split by the recogniser ("venti tre").
 * "un", "uno" and "una" are one: "un'ora".
 */
import type { SpokenNumber } from '../../spoken-number';
import { foldWord } from '../words';
import { countWords, readCountWords } from './counts';
import { readDigits } from './digits';
import { readJoinedNumber } from './joined';

const SMALL = new Map<string, number>([
  ...[
    'zero uno due tre quattro cinque sei sette otto nove dieci undici dodici tredici',
    'quattordici quindici sedici diciassette diciotto diciannove',
  ]
    .join(' ')
    .split(' ')
    .map((word, value) => [foldWord(word), value] as const),
  ['un', 1],
  ['una', 1],
]);
const TENS = [
  'venti',
  'trenta',
  'quaranta',
  'cinquanta',
  'sessanta',
  'settanta',
  'ottanta',
  'novanta',
];

const COUNTS = countWords({
  dozzina: 12,
  'una dozzina': 12,
  'una dozzina di': 12,
  'mezza dozzina': 6,
  'mezza dozzina di': 6,
  'un paio di': 2,
  'una sola': 1,
  'una decina di': 10,
  'una quindicina di': 15,
  'una ventina di': 20,
  'una trentina di': 30,
  'una quarantina di': 40,
  'una cinquantina di': 50,
  'un solo': 1,
  'un paio': 2,
});

export function readItalianNumber(
  words: readonly string[],
  start: number,
): SpokenNumber | undefined {
  return (
    readDigits(words, start) ??
    readCountWords(words, start, COUNTS) ??
    readJoinedNumber(words, start, parseItalianWord)
  );
}

export function parseItalianWord(word: string): number | undefined {
  const hundred = word.indexOf('cent');
  if (hundred === -1) return parseBelowHundred(word);
  const count = hundred === 0 ? 1 : SMALL.get(word.slice(0, hundred));
  const tail = word.slice(hundred + 'cent'.length);
  if (count === undefined || count < 1 || count > 9 || !tail.startsWith('o')) return undefined;
  // "cento" + "ottanta" loses its o: "centottanta"; "centoventi" keeps it.
  const rest = [tail.slice(1), tail]
    .map((candidate) => (candidate === '' ? 0 : parseBelowHundred(candidate)))
    .find((value) => value !== undefined);
  return rest === undefined ? undefined : count * 100 + rest;
}

function parseBelowHundred(word: string): number | undefined {
  const small = SMALL.get(word);
  if (small !== undefined) return small;
  for (const [index, tens] of TENS.entries()) {
    const value = (index + 2) * 10;
    if (word === tens) return value;
    // "ventitré" keeps the tens' last vowel; "ventuno", "ventotto" drop it.
    const ones = word.startsWith(tens)
      ? SMALL.get(word.slice(tens.length))
      : word.startsWith(tens.slice(0, -1))
        ? elidedOnes(word.slice(tens.length - 1))
        : undefined;
    if (ones !== undefined && ones >= 1 && ones <= 9) return value + ones;
  }
  return undefined;
}

function elidedOnes(rest: string): number | undefined {
  return rest === 'uno' || rest === 'un' || rest === 'una' ? 1 : rest === 'otto' ? 8 : undefined;
}
