import { describe, expect, it } from 'vitest';
import { amountText, readAmountRange } from './amount-text';

describe('readAmountRange', () => {
  it('reads single amounts through the grocery reader', () => {
    expect(readAmountRange('1 1/2')).toMatchObject({ low: undefined, high: 1.5, rest: '' });
    expect(readAmountRange('1½')).toMatchObject({ high: 1.5 });
    expect(readAmountRange('500g')).toMatchObject({ high: 500, rest: 'g' });
    expect(readAmountRange('a pinch')).toMatchObject({ high: 1, rest: 'pinch' });
    expect(readAmountRange('to taste')).toBeUndefined();
  });

  it('keeps both ends of a range', () => {
    expect(readAmountRange('2-3')).toEqual({ low: 2, high: 3, separator: '-', rest: '' });
    expect(readAmountRange('1/2 to 1')).toEqual({ low: 0.5, high: 1, separator: ' to ', rest: '' });
  });
});

describe('amountText', () => {
  it('writes imperial amounts in measuring-cup fractions', () => {
    expect(amountText(1.5, 'imperial')).toBe('1 1/2');
    expect(amountText(1 / 3, 'imperial')).toBe('1/3');
    expect(amountText(2 + 2 / 3, 'imperial')).toBe('2 2/3');
    expect(amountText(0.125, 'imperial')).toBe('1/8');
    expect(amountText(4, 'imperial')).toBe('4');
  });

  it('writes metric amounts as decimals', () => {
    expect(amountText(1.25, 'metric')).toBe('1.25');
    expect(amountText(0.1 + 0.2, 'metric')).toBe('0.3');
    expect(amountText(190, 'metric')).toBe('190');
  });
});
