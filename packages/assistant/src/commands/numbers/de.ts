/**
 * German numbers: digits, and words from "null" to "neunhundertneunundneunzig", written as one
 * word ("fünfundzwanzig", "hundertzwanzig") or split by the recogniser ("fünf und zwanzig"), with
 * the halves German glues on: "einhalb", "eineinhalb", "zweieinhalb", "anderthalb".
 * "ein", "eine", "einen", "einer" and "eins" are one: "eine Stunde". After "zu", the forms
 * that count people are numbers too: "wir sind zu viert", "zu zehnt", "zu zwanzigst".
 */
import type { SpokenNumber } from '../../spoken-number';
import { foldWord } from '../words';
import { countWords, readCountWords } from './counts';
import { readDigits } from './digits';
import { readJoinedNumber } from './joined';

const SMALL = new Map<string, number>([
  ...[
    'null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn',
    'fünfzehn sechzehn siebzehn achtzehn neunzehn',
  ]
    .join(' ')
    .split(' ')
    .map((word, value) => [foldWord(word), value] as const),
  ['ein', 1],
  ['eine', 1],
  ['einen', 1],
  ['einer', 1],
  ['zwo', 2],
]);
const TENS = new Map(
  ['zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'].map(
    (word, index) => [foldWord(word), (index + 2) * 10],
  ),
);
const HALF = 'einhalb';

/** The counting forms whose stem is no number word ("dritt", "siebt"). */
const IRREGULAR_COUNTS = new Map([
  ['dritt', 3],
  ['siebt', 7],
]);

const COUNTS = countWords({
  dutzend: 12,
  'ein dutzend': 12,
  'ein halbes dutzend': 6,
});

export function readGermanNumber(
  words: readonly string[],
  start: number,
): SpokenNumber | undefined {
  return (
    readDigits(words, start) ??
    readCountWords(words, start, COUNTS) ??
    readJoinedNumber(words, start, parseGermanWord) ??
    readPeopleCount(words, start)
  );
}

/** "zu viert": the number of people, said after "zu". */
function readPeopleCount(words: readonly string[], start: number): SpokenNumber | undefined {
  const word = words[start] ?? '';
  if (words[start - 1] !== 'zu') return undefined;
  const value =
    IRREGULAR_COUNTS.get(word) ??
    [word.replace(/t$/, ''), word.replace(/st$/, '')]
      .map((stem) => (stem === word ? undefined : parseWhole(stem)))
      .find((count) => count !== undefined);
  return value !== undefined && value >= 2 ? { value, next: start + 1 } : undefined;
}

export function parseGermanWord(word: string): number | undefined {
  if (word === 'anderthalb') return 1.5;
  if (!word.endsWith(HALF)) return parseWhole(word);
  const whole = word.slice(0, -HALF.length).replace(/und$/, '');
  if (whole === '') return 0.5;
  const value = parseWhole(whole);
  return value !== undefined && value >= 1 ? value + 0.5 : undefined;
}

function parseWhole(word: string): number | undefined {
  const hundred = word.indexOf('hundert');
  if (hundred === -1) return parseBelowHundred(word);
  const prefix = word.slice(0, hundred);
  const count = prefix === '' ? 1 : ones(prefix);
  const tail = word.slice(hundred + 'hundert'.length).replace(/^und/, '');
  const rest = tail === '' ? 0 : parseBelowHundred(tail);
  return count === undefined || rest === undefined ? undefined : count * 100 + rest;
}

function parseBelowHundred(word: string): number | undefined {
  const direct = SMALL.get(word) ?? TENS.get(word);
  if (direct !== undefined) return direct;
  const compound = /^(.+?)und(.+)$/.exec(word);
  if (!compound?.[1] || !compound[2]) return undefined;
  const unit = ones(compound[1]);
  const tens = TENS.get(compound[2]);
  return unit !== undefined && tens !== undefined ? tens + unit : undefined;
}

/** 1 to 9 as they start a compound: "ein" in "einundzwanzig", never "eins". */
function ones(word: string): number | undefined {
  if (word === 'eins') return undefined;
  const value = SMALL.get(word);
  return value !== undefined && value >= 1 && value <= 9 ? value : undefined;
}
