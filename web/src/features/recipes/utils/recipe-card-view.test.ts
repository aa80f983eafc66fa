import { describe, expect, it } from 'vitest';
import { cardIngredients, cardRating, matchTone, moreIngredientsNote } from './recipe-card-view';

const ingredient = (name: string) => ({ name, amount: '1', unit: 'cup' });

describe('recipe card view', () => {
  it('shows at most 6 ingredients and counts the rest', () => {
    const eight = 'abcdefgh'.split('').map(ingredient);
    expect(cardIngredients(eight).shown.map((item) => item.name)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
    ]);
    expect(cardIngredients(eight).more).toBe(2);
    expect(cardIngredients(eight.slice(0, 6)).more).toBe(0);
    expect(moreIngredientsNote(2)).toBe('+2 more ingredients');
    expect(moreIngredientsNote(1)).toBe('+1 more ingredient');
  });

  it('rates an unrated recipe 4.8', () => {
    expect(cardRating(undefined)).toBe(4.8);
    expect(cardRating(0)).toBe(4.8);
    expect(cardRating(3.5)).toBe(3.5);
  });

  it('colours the match badge positive from 70 %, other below, neutral without a value', () => {
    expect(matchTone(70)).toBe('positive');
    expect(matchTone(100)).toBe('positive');
    expect(matchTone(69)).toBe('other');
    expect(matchTone(0)).toBe('other');
    expect(matchTone(undefined)).toBe('neutral');
  });
});
