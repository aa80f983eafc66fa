import { describe, expect, it } from 'vitest';
import { roundForCook } from './cook-rounding';
import { sizeOf } from './unit-factors';

const text = (measure: { value: number; unit: string }) => `${measure.value} ${measure.unit}`;

describe('metric rounding', () => {
  it.each([
    [0.34, '0.3 g'],
    [0.01, '0.1 g'],
    [4.4, '4 g'],
    [9.6, '10 g'],
    [12.7, '13 g'],
    [22.4, '20 g'],
    [187.5, '190 g'],
    [998, '1 kg'],
    [1349, '1.35 kg'],
  ])('%s g reads %s', (grams, expected) => {
    expect(text(roundForCook(grams, 'mass', 'metric'))).toBe(expected);
  });

  it('writes millilitres and litres the same way', () => {
    expect(text(roundForCook(236.6, 'volume', 'metric'))).toBe('235 ml');
    expect(text(roundForCook(1183, 'volume', 'metric'))).toBe('1.2 l');
  });
});

describe('imperial rounding', () => {
  const tsp = sizeOf('tsp');
  const tbsp = sizeOf('tbsp');
  const cup = sizeOf('cup');

  it.each([
    [tsp / 16, '0.125 tsp'],
    [tsp * 0.3, '0.25 tsp'],
    [tsp * 1.5, '1.5 tsp'],
    [tsp * 2.2, '2.25 tsp'],
    [tsp * 4, '4 tsp'],
    [tbsp * 3, '3 tbsp'],
    [tbsp * 5, '5 tbsp'],
    [cup / 4, '0.25 cup'],
    [cup * 0.34, '0.3333333333333333 cup'],
    [cup * 0.3, '5 tbsp'],
    [cup * 2, '2 cup'],
    [cup * 5.3, '5.5 cup'],
  ])('%s ml reads %s', (millilitres, expected) => {
    expect(text(roundForCook(millilitres, 'volume', 'imperial'))).toBe(expected);
  });

  it.each([
    [3, '0.125 oz'],
    [30, '1 oz'],
    [200, '7 oz'],
    [510, '1 lb'],
    [400, '14 oz'],
    [500, '1 lb'],
    [680, '1.5 lb'],
    [1000, '2.25 lb'],
  ])('%s g reads %s', (grams, expected) => {
    expect(text(roundForCook(grams, 'mass', 'imperial'))).toBe(expected);
  });

  it('rounds in the unit it is given', () => {
    expect(text(roundForCook(cup / 2, 'volume', 'imperial', 'tbsp'))).toBe('8 tbsp');
    expect(text(roundForCook(900, 'mass', 'metric', 'kg'))).toBe('0.9 kg');
  });
});
