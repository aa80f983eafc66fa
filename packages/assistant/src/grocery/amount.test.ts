import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { readAmount } from './amount';
import { unitMeasure } from './units';

const exactly = (value: Fraction | undefined) => value && `${value.s * value.n}/${value.d}`;

describe('readAmount', () => {
  it.each([
    ['2', '2/1'],
    ['1/2', '1/2'],
    ['1 1/2', '3/2'],
    ['2 1/4', '9/4'],
    ['1½', '3/2'],
    ['¾', '3/4'],
    ['0.1', '1/10'],
    ['1.5', '3/2'],
    ['1,5', '3/2'],
    ['.25', '1/4'],
    ['1,000', '1000/1'],
    ['2-3', '3/1'],
    ['3 to 2', '3/1'],
    ['1/2 – 1', '1/1'],
    ['two', '2/1'],
    ['twenty five', '25/1'],
    ['one and a half', '3/2'],
    ['half', '1/2'],
    ['a', '1/1'],
    ['An', '1/1'],
  ])('reads %j as exactly %s', (text, expected) => {
    expect(exactly(readAmount(text)?.value)).toBe(expected);
  });

  it.each(['to taste', 'some', '', 'pinch', 'as needed'])('finds no number in %j', (text) => {
    expect(readAmount(text)).toBeUndefined();
  });

  it('hands back what follows the number', () => {
    expect(readAmount('500g')).toEqual({ value: new Fraction(500), rest: 'g' });
    expect(readAmount('2 Cups')).toEqual({ value: new Fraction(2), rest: 'cups' });
    expect(readAmount('a pinch')).toEqual({ value: new Fraction(1), rest: 'pinch' });
    expect(readAmount('half a cup')).toEqual({ value: new Fraction(1, 2), rest: 'cup' });
  });

  it('keeps tenths exact where floats do not add up', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    const tenth = readAmount('0.1')?.value;
    const fifth = readAmount('0.2')?.value;
    expect(tenth && fifth && exactly(tenth.add(fifth))).toBe('3/10');
  });
});

describe('unitMeasure', () => {
  it.each([
    ['tsp', 'volume', '5/1'],
    ['Tbsp.', 'volume', '15/1'],
    ['tablespoons', 'volume', '15/1'],
    ['cups', 'volume', '240/1'],
    ['fl. oz', 'volume', '30/1'],
    ['fluid ounces', 'volume', '30/1'],
    ['litres', 'volume', '1000/1'],
    ['grams', 'mass', '1/1'],
    ['lbs', 'mass', '45359237/100000'],
    ['oz', 'mass', '45359237/1600000'],
    ['large', 'count', '1/1'],
    ['cloves', 'count', '1/1'],
    ['leaves', 'count', '1/1'],
    ['dozen', 'count', '12/1'],
    ['cans', 'container', '1/1'],
    ['pinches', 'unmeasured', '1/1'],
    ['handful', 'unmeasured', '1/1'],
  ])('%s measures %s, %s of its base unit', (word, kind, factor) => {
    const measure = unitMeasure(word);
    expect(measure?.kind).toBe(kind);
    expect(exactly(measure?.factor)).toBe(factor);
  });

  it('takes a tin for a can and knows no made-up unit', () => {
    expect(unitMeasure('tins')?.name).toBe('can');
    expect(unitMeasure('thumb')).toBeUndefined();
    expect(unitMeasure('  ')).toBeUndefined();
  });
});
