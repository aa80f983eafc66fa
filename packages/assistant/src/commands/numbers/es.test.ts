import { describe, expect, it } from 'vitest';
import { phraseWords } from '../words';
import { readSpanishNumber } from './es';

// Spelled the way the Real Academia writes them: an independent check of the reader.
const BELOW_THIRTY = [
  ...'cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince'.split(
    ' ',
  ),
  ...'dieciséis diecisiete dieciocho diecinueve veinte veintiuno veintidós veintitrés'.split(' '),
  ...'veinticuatro veinticinco veintiséis veintisiete veintiocho veintinueve'.split(' '),
];
const TENS = [
  '',
  '',
  '',
  'treinta',
  'cuarenta',
  'cincuenta',
  'sesenta',
  'setenta',
  'ochenta',
  'noventa',
];
const HUNDREDS = [
  '',
  'ciento',
  'doscientos',
  'trescientos',
  'cuatrocientos',
  'quinientos',
  'seiscientos',
  'setecientos',
  'ochocientos',
  'novecientos',
];

function spell(n: number): string {
  if (n === 100) return 'cien';
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds > 0)
    return rest === 0 ? (HUNDREDS[hundreds] ?? '') : `${HUNDREDS[hundreds]} ${spell(rest)}`;
  if (n < 30) return BELOW_THIRTY[n] ?? '';
  const ones = n % 10;
  const tens = TENS[Math.floor(n / 10)] ?? '';
  return ones === 0 ? tens : `${tens} y ${BELOW_THIRTY[ones]}`;
}

function read(said: string) {
  return readSpanishNumber(phraseWords(said), 0);
}

describe('Spanish numbers', () => {
  it('reads every number from 0 to 999 in words, accents or not', () => {
    for (let n = 0; n < 1000; n += 1) {
      const said = spell(n);
      expect(read(said), said).toEqual({ value: n, next: phraseWords(said).length });
      const unaccented = said.normalize('NFD').replace(/\p{M}/gu, '');
      expect(read(unaccented), said).toEqual({ value: n, next: phraseWords(said).length });
    }
  });

  it.each([
    ['un', 1],
    ['una', 1],
    ['veintiún', 21],
    ['veintiuna', 21],
    ['doscientas', 200],
    ['12', 12],
    ['1,5', 1.5],
    ['1.5', 1.5],
    ['1/2', 0.5],
    ['1 1/2', 1.5],
  ])('reads "%s" as %d', (said, value) => {
    expect(read(said)).toEqual({ value, next: phraseWords(said).length });
  });

  it('stops where the number ends', () => {
    expect(read('treinta y media')).toEqual({ value: 30, next: 1 });
    expect(read('doce minutos')).toEqual({ value: 12, next: 1 });
    expect(readSpanishNumber(['minutos'], 0)).toBeUndefined();
  });
});
