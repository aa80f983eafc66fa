import { describe, expect, it } from 'vitest';
import { formatQuantity, fractionText, scaledQuantity } from './quantity';

describe('amounts as a cook writes them', () => {
  it('scales an amount written for two to the servings', () => {
    expect(scaledQuantity('1/2 tsp', 4)).toEqual({ amount: '1', unit: 'tsp' });
    expect(scaledQuantity('2 cloves', 6)).toEqual({ amount: '6', unit: 'cloves' });
    expect(scaledQuantity('1/2 can', 4)).toEqual({ amount: '1', unit: 'can' });
    expect(scaledQuantity('1 cup', 6)).toEqual({ amount: '3', unit: 'cups' });
  });

  it('grows spoons into larger measures and never counts a fraction of a clove', () => {
    expect(scaledQuantity('1 tsp', 6)).toEqual({ amount: '1', unit: 'tbsp' });
    expect(scaledQuantity('2 tbsp', 4)).toEqual({ amount: '1/4', unit: 'cup' });
    expect(scaledQuantity('1 clove', 3)).toEqual({ amount: '2', unit: 'cloves' });
  });

  it('writes fractions and rounds weights to what a scale shows', () => {
    expect(fractionText(1.5)).toBe('1 1/2');
    expect(fractionText(0.33)).toBe('1/3');
    expect(formatQuantity(347, 'g')).toEqual({ amount: '350', unit: 'g' });
    expect(formatQuantity(23, 'g')).toEqual({ amount: '25', unit: 'g' });
  });
});
