import { describe, expect, it } from 'vitest';
import { numberValues, tokenise } from './tokens';

const texts = (line: string) => tokenise(line).map((token) => token.text);

describe('tokenise', () => {
  it('splits numbers glued to units, and dual units, so no amount swallows the line', () => {
    expect(texts('150g/5¼oz canned chickpeas')).toEqual([
      '150',
      'g',
      '/',
      '5¼',
      'oz',
      'canned',
      'chickpeas',
    ]);
    expect(texts('1.5kg potatoes')).toEqual(['1.5', 'kg', 'potatoes']);
    expect(texts('diced ½cm/¼in thick')).toEqual(['diced', '½', 'cm', '/', '¼', 'in', 'thick']);
  });

  it('keeps mixed numbers and ranges whole', () => {
    expect(texts('1 1/2 cups')).toEqual(['1 1/2', 'cups']);
    expect(texts('1 ½ cups')).toEqual(['1 ½', 'cups']);
    expect(texts('2-3 cloves')).toEqual(['2-3', 'cloves']);
    expect(texts('3 or 4 pods')).toEqual(['3 or 4', 'pods']);
    expect(texts('2 to 3 tbsp')).toEqual(['2 to 3', 'tbsp']);
  });

  it('separates words run into numbers and doubled brackets', () => {
    expect(texts('((or1/8 tsp))')).toEqual(['(', '(', 'or', '1/8', 'tsp', ')', ')']);
  });

  it('keeps the digits of a hyphenated product name in the word', () => {
    expect(texts('1 can (12 oz) V-8 juice')).toEqual([
      '1',
      'can',
      '(',
      '12',
      'oz',
      ')',
      'V-8',
      'juice',
    ]);
    expect(texts('2 tbsp A-1 sauce')).toEqual(['2', 'tbsp', 'A-1', 'sauce']);
    // A unit followed by an amount is no product name.
    expect(texts('cup-1/2')).toEqual(['cup', '-', '1/2']);
  });
});

describe('numberValues', () => {
  it('reads every way cooks write a number', () => {
    expect(numberValues('2')).toEqual([2]);
    expect(numberValues('1.5')).toEqual([1.5]);
    expect(numberValues('1,5')).toEqual([1.5]);
    expect(numberValues('1,500')).toEqual([1500]);
    expect(numberValues('1/2')).toEqual([0.5]);
    expect(numberValues('1 1/2')).toEqual([1.5]);
    expect(numberValues('5¼')).toEqual([5.25]);
    expect(numberValues('¾')).toEqual([0.75]);
    expect(numberValues('2-3')).toEqual([2, 3]);
    expect(numberValues('¾–1')).toEqual([0.75, 1]);
    expect(numberValues('3 or 4')).toEqual([3, 4]);
    expect(numberValues('1/0')).toEqual([]);
  });
});
