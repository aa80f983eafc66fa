import { describe, expect, it } from 'vitest';
import { phraseWords } from '../words';
import { readFrenchNumber } from './fr';

// Spelled by the French rules, to check the reader against something other than itself.
const SMALL =
  'zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize'.split(
    ' ',
  );
const TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'];

function belowHundred(n: number): string {
  if (n < 17) return SMALL[n] ?? '';
  if (n < 20) return `dix-${SMALL[n - 10]}`;
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  if (tens === 7) return n === 71 ? 'soixante et onze' : `soixante-${belowHundred(n - 60)}`;
  if (tens === 8) return ones === 0 ? 'quatre-vingts' : `quatre-vingt-${SMALL[ones]}`;
  if (tens === 9) return `quatre-vingt-${belowHundred(n - 80)}`;
  if (ones === 0) return TENS[tens] ?? '';
  return ones === 1 ? `${TENS[tens]} et un` : `${TENS[tens]}-${SMALL[ones]}`;
}

function spell(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return belowHundred(n);
  const head = hundreds === 1 ? 'cent' : `${SMALL[hundreds]} cent${rest === 0 ? 's' : ''}`;
  return rest === 0 ? head : `${head} ${belowHundred(rest)}`;
}

function read(said: string) {
  return readFrenchNumber(phraseWords(said), 0);
}

describe('French numbers', () => {
  it('reads every number from 0 to 999 in words, hyphens said or not', () => {
    for (let n = 0; n < 1000; n += 1) {
      const said = spell(n);
      expect(read(said), said).toEqual({ value: n, next: phraseWords(said).length });
      expect(read(said.replaceAll('-', ' ')), said).toEqual({
        value: n,
        next: phraseWords(said).length,
      });
    }
  });

  it.each([
    ['une', 1],
    ['vingt et une', 21],
    ['vingt-et-un', 21],
    ['septante-deux', 72],
    ['huitante', 80],
    ['octante-cinq', 85],
    ['nonante-neuf', 99],
    ['quatre-vingt', 80],
    ['12', 12],
    ['1,5', 1.5],
  ])('reads "%s" as %d', (said, value) => {
    expect(read(said)).toEqual({ value, next: phraseWords(said).length });
  });

  it('leaves an "et" that does not belong to the number', () => {
    expect(read('vingt et demie')).toEqual({ value: 20, next: 1 });
    expect(read('une heure')).toEqual({ value: 1, next: 1 });
    expect(read('quatre minutes')).toEqual({ value: 4, next: 1 });
    expect(read('heure')).toBeUndefined();
  });

  it('reads the round counts said of people and minutes', () => {
    const read = (said: string) => readFrenchNumber(phraseWords(said), 0)?.value;
    expect(read('une douzaine de personnes')).toBe(12);
    expect(read("une dizaine d'œufs")).toBe(10);
    expect(read('une vingtaine de minutes')).toBe(20);
  });
});
