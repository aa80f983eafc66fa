/**
 * Spanish numbers: digits, and words from "cero" to "novecientos noventa y nueve" ("doce",
 * "veintidós", "treinta y cinco", "ciento ochenta"). "un" and "una" are one: "una hora".
 */
import type { SpokenNumber } from '../../spoken-number';
import { foldWord } from '../words';
import { countWords, readCountWords } from './counts';
import { readDigits } from './digits';

const BELOW_THIRTY = [
  'cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince',
  'dieciséis diecisiete dieciocho diecinueve veinte veintiuno veintidós veintitrés veinticuatro',
  'veinticinco veintiséis veintisiete veintiocho veintinueve',
];
const SMALL = new Map<string, number>([
  ...BELOW_THIRTY.join(' ')
    .split(' ')
    .map((word, value) => [foldWord(word), value] as const),
  ['un', 1],
  ['una', 1],
  ['veintiun', 21],
  ['veintiuna', 21],
]);
const TENS = new Map(
  ['treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'].map(
    (word, index) => [word, (index + 3) * 10],
  ),
);
const HUNDREDS = new Map<string, number>([
  ['ciento', 100],
  ...[
    'doscientos',
    'trescientos',
    'cuatrocientos',
    'quinientos',
    'seiscientos',
    'setecientos',
    'ochocientos',
    'novecientos',
  ].flatMap((word, index) => {
    const value = (index + 2) * 100;
    return [[word, value] as const, [word.replace(/os$/, 'as'), value] as const];
  }),
]);

const COUNTS = countWords({
  docena: 12,
  'una docena': 12,
  'una docena de': 12,
  'media docena': 6,
  'media docena de': 6,
  'un par de': 2,
  'una sola': 1,
  'una decena de': 10,
  'una veintena de': 20,
  'una treintena de': 30,
  'un solo': 1,
});

export function readSpanishNumber(
  words: readonly string[],
  start: number,
): SpokenNumber | undefined {
  const digits = readDigits(words, start) ?? readCountWords(words, start, COUNTS);
  if (digits) return digits;
  const word = words[start] ?? '';
  // "cien" is a hundred on its own; "ciento" always has more after it.
  if (word === 'cien') return { value: 100, next: start + 1 };
  const hundreds = HUNDREDS.get(word);
  if (hundreds === undefined) return readBelowHundred(words, start);
  const rest = readBelowHundred(words, start + 1);
  return rest
    ? { value: hundreds + rest.value, next: rest.next }
    : { value: hundreds, next: start + 1 };
}

function readBelowHundred(words: readonly string[], start: number): SpokenNumber | undefined {
  const word = words[start] ?? '';
  const small = SMALL.get(word);
  if (small !== undefined) return { value: small, next: start + 1 };
  const tens = TENS.get(word);
  if (tens === undefined) return undefined;
  const ones = words[start + 1] === 'y' ? SMALL.get(words[start + 2] ?? '') : undefined;
  return ones !== undefined && ones >= 1 && ones <= 9
    ? { value: tens + ones, next: start + 3 }
    : { value: tens, next: start + 1 };
}
