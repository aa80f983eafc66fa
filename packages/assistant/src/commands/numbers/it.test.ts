import { describe, expect, it } from 'vitest';
import { phraseWords } from '../words';
import { readItalianNumber } from './it';

// Spelled by the Italian rules (one word, "ventuno", "ventitré"), as an independent check.
const SMALL = [
  ...'zero uno due tre quattro cinque sei sette otto nove dieci undici dodici tredici'.split(' '),
  ...'quattordici quindici sedici diciassette diciotto diciannove'.split(' '),
];
const TENS = [
  '',
  '',
  'venti',
  'trenta',
  'quaranta',
  'cinquanta',
  'sessanta',
  'settanta',
  'ottanta',
  'novanta',
];

function belowHundred(n: number): string {
  if (n < 20) return SMALL[n] ?? '';
  const tens = TENS[Math.floor(n / 10)] ?? '';
  const ones = n % 10;
  if (ones === 0) return tens;
  if (ones === 1 || ones === 8) return tens.slice(0, -1) + SMALL[ones];
  return ones === 3 ? `${tens}tré` : tens + SMALL[ones];
}

function spell(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return belowHundred(n);
  const head = hundreds === 1 ? 'cento' : `${SMALL[hundreds]}cento`;
  if (rest === 0) return head;
  // "centottanta": cento loses its o before ottanta.
  return rest >= 80 && rest < 90
    ? head.slice(0, -1) + belowHundred(rest)
    : head + belowHundred(rest);
}

function read(said: string) {
  return readItalianNumber(phraseWords(said), 0);
}

describe('Italian numbers', () => {
  it('reads every number from 0 to 999 written as one word', () => {
    for (let n = 0; n < 1000; n += 1) {
      expect(read(spell(n)), spell(n)).toEqual({ value: n, next: 1 });
    }
  });

  it.each([
    ['un', 1, 1],
    ['una', 1, 1],
    ['venti tre', 23, 2],
    ['venti uno', 21, 2],
    ['cento venti', 120, 2],
    ['centootto', 108, 1],
    ['centotto', 108, 1],
    ['12', 12, 1],
    ['1,5', 1.5, 1],
  ])('reads "%s" as %d', (said, value, next) => {
    expect(read(said)).toEqual({ value, next });
  });

  it('reads one of "un\'ora" and nothing of the words that are no number', () => {
    expect(read("un'ora")).toEqual({ value: 1, next: 1 });
    expect(read('ora')).toBeUndefined();
    expect(read('centro')).toBeUndefined();
    expect(read('percento')).toBeUndefined();
  });
});
