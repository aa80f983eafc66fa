import { describe, expect, it } from 'vitest';
import { counted, pluralWord } from './plural';

const meal = { one: 'meal', other: 'meals' };
const portion = { one: 'portion', other: 'portions' };
const portionDe = { one: 'Portion', other: 'Portionen' };

describe('counted', () => {
  it('says one meal and every other count in the plural, in English', () => {
    expect(counted(1, meal)).toBe('1 meal');
    expect(counted(0, meal)).toBe('0 meals');
    expect(counted(2, meal)).toBe('2 meals');
    expect(counted(1.5, meal)).toBe('1.5 meals');
  });

  it('follows French rules, where zero and fractions below two are singular', () => {
    expect(counted(0, portion, 'fr')).toBe('0 portion');
    expect(counted(1.5, portion, 'fr')).toBe('1.5 portion');
    expect(counted(2, portion, 'fr')).toBe('2 portions');
  });

  it('follows German rules, where only exactly one is singular', () => {
    expect(pluralWord(1, portionDe, 'de')).toBe('Portion');
    expect(pluralWord(0, portionDe, 'de')).toBe('Portionen');
    expect(pluralWord(1.5, portionDe, 'de')).toBe('Portionen');
  });
});
