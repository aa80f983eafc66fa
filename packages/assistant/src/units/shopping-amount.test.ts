import { describe, expect, it } from 'vitest';
import { convertAmount } from './convert-amount';
import { convertShoppingAmount } from './shopping-amount';

const shown = (amount: string, unit: string, name: string, system: 'metric' | 'imperial') => {
  const result = convertShoppingAmount({ amount, unit, name }, system);
  return `${result.amount} ${result.unit}`;
};

describe('convertShoppingAmount', () => {
  it('weighs dry goods for a metric shopper, as the cook’s recipes do', () => {
    expect(shown('2', 'cup', 'flour', 'metric')).toBe('250 g');
    expect(shown('1', 'cup', 'milk', 'metric')).toBe('235 ml');
  });

  it('keeps mass as mass for an imperial shopper: flour is sold by the pound', () => {
    expect(shown('1', 'kg', 'flour', 'imperial')).toBe('2 1/4 lb');
    expect(shown('250', 'g', 'butter', 'imperial')).toBe('9 oz');
    expect(shown('500', 'ml', 'milk', 'imperial')).toBe('2 cup');
  });

  it('sells a large volume by the quart or gallon, in halves, as milk is sold', () => {
    expect(shown('1', 'l', 'milk', 'imperial')).toBe('1 quart');
    expect(shown('2', 'l', 'milk', 'imperial')).toBe('2 quart');
    expect(shown('1.5', 'l', 'stock', 'imperial')).toBe('1 1/2 quart');
    expect(shown('4', 'l', 'water', 'imperial')).toBe('1 gallon');
    expect(shown('10', 'l', 'water', 'imperial')).toBe('2 1/2 gallon');
    // A measured litre is still cups: quarts are for buying.
    expect(convertAmount({ amount: '1', unit: 'l', name: 'stock' }, 'imperial').amount).toBe('4');
  });

  it('keeps the name and the stored amount, and leaves counts alone', () => {
    const result = convertShoppingAmount({ amount: '1', unit: 'kg', name: 'flour' }, 'imperial');
    expect(result).toMatchObject({ name: 'flour', stored: { amount: '1', unit: 'kg' } });
    expect(shown('6', 'piece', 'eggs', 'metric')).toBe('6 piece');
  });
});
