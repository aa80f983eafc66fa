import { describe, expect, it } from 'vitest';
import { phraseWords } from '../words';
import { readGermanNumber } from './de';

// Spelled by the German rules (one word, ones before tens), as an independent check.
const SMALL = [
  ...'null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn'.split(
    ' ',
  ),
  ...'fünfzehn sechzehn siebzehn achtzehn neunzehn'.split(' '),
];
const TENS = [
  '',
  '',
  'zwanzig',
  'dreißig',
  'vierzig',
  'fünfzig',
  'sechzig',
  'siebzig',
  'achtzig',
  'neunzig',
];

function belowHundred(n: number): string {
  if (n < 20) return SMALL[n] ?? '';
  const ones = n % 10;
  const tens = TENS[Math.floor(n / 10)] ?? '';
  if (ones === 0) return tens;
  return `${ones === 1 ? 'ein' : SMALL[ones]}und${tens}`;
}

function spell(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return belowHundred(n);
  const head = `${hundreds === 1 ? 'ein' : SMALL[hundreds]}hundert`;
  return rest === 0 ? head : head + belowHundred(rest);
}

function read(said: string) {
  return readGermanNumber(phraseWords(said), 0);
}

describe('German numbers', () => {
  it('reads every number from 0 to 999 written as one word, umlauts or not', () => {
    for (let n = 0; n < 1000; n += 1) {
      expect(read(spell(n)), spell(n)).toEqual({ value: n, next: 1 });
      expect(read(spell(n).replaceAll('ü', 'u').replaceAll('ö', 'o')), spell(n)).toEqual({
        value: n,
        next: 1,
      });
    }
  });

  it.each([
    ['ein', 1, 1],
    ['eine', 1, 1],
    ['zwo', 2, 1],
    ['hundertzwanzig', 120, 1],
    ['hundertundzwanzig', 120, 1],
    ['fünf und zwanzig', 25, 3],
    ['hundert zwanzig', 120, 2],
    ['dreissig', 30, 1],
    ['einhalb', 0.5, 1],
    ['eineinhalb', 1.5, 1],
    ['einundeinhalb', 1.5, 1],
    ['anderthalb', 1.5, 1],
    ['zweieinhalb', 2.5, 1],
    ['zwei einhalb', 2.5, 2],
    ['zehneinhalb', 10.5, 1],
    ['12', 12, 1],
    ['1,5', 1.5, 1],
  ])('reads "%s" as %d', (said, value, next) => {
    expect(read(said)).toEqual({ value, next });
  });

  it('reads nothing from words that only look like numbers', () => {
    expect(read('einsundzwanzig')).toBeUndefined();
    expect(read('nulleinhalb')).toBeUndefined();
    expect(read('stunde')).toBeUndefined();
    expect(read('eine stunde')).toEqual({ value: 1, next: 1 });
  });

  it('reads how many people are "zu viert", only after "zu"', () => {
    const read = (said: string) => readGermanNumber(phraseWords(said), 3);
    expect(read('wir sind zu viert')?.value).toBe(4);
    expect(read('wir sind zu siebt')?.value).toBe(7);
    expect(read('wir sind zu zwanzigst')?.value).toBe(20);
    expect(read('wir sind alle viert')).toBeUndefined();
  });
});
