import { describe, expect, it } from 'vitest';
import { convertAmount, type IngredientAmount } from './convert-amount';
import type { MeasurementSystem } from './unit-factors';

const shown = (amount: string, unit: string, name: string, system: MeasurementSystem) => {
  const result = convertAmount({ amount, unit, name }, system);
  return `${result.amount} ${result.unit}`;
};

describe('convertAmount to metric', () => {
  it('weighs dry goods that have a density', () => {
    expect(shown('2', 'cup', 'all-purpose flour', 'metric')).toBe('250 g');
    expect(shown('1', 'cup', 'sugar', 'metric')).toBe('200 g');
    expect(shown('1/2', 'cup', 'butter, softened', 'metric')).toBe('115 g');
    expect(shown('½', 'cup', 'rolled oats', 'metric')).toBe('45 g');
    expect(shown('1', 'cup', 'long grain rice', 'metric')).toBe('185 g');
    expect(shown('2', 'tbsp', 'honey', 'metric')).toBe('45 g');
    expect(shown('1', 'tsp', 'salt', 'metric')).toBe('6 g');
  });

  it('pours liquids in millilitres, with the true size of a cup', () => {
    expect(shown('1', 'cup', 'milk', 'metric')).toBe('235 ml');
    expect(shown('2', 'tbsp', 'olive oil', 'metric')).toBe('30 ml');
    expect(shown('1', 'tsp', 'vanilla extract', 'metric')).toBe('5 ml');
    expect(shown('4', 'cup', 'chicken stock', 'metric')).toBe('945 ml');
    expect(shown('5', 'cup', 'water', 'metric')).toBe('1.2 l');
  });

  it('reads an ounce of something poured as a fluid ounce', () => {
    expect(shown('8', 'oz', 'milk', 'metric')).toBe('235 ml');
    expect(shown('8', 'fl oz', 'cream cheese', 'metric')).toBe('230 g');
  });

  it('converts mass to mass and volume to volume when no density is known', () => {
    expect(shown('1 1/2', 'lb', 'ground beef', 'metric')).toBe('680 g');
    expect(shown('3', 'lb', 'pork shoulder', 'metric')).toBe('1.35 kg');
    expect(shown('2', 'cup', 'chopped spinach', 'metric')).toBe('475 ml');
    expect(shown('1/4', 'tsp', 'dried thyme', 'metric')).toBe('1 ml');
  });

  it('converts both ends of a range, in one unit', () => {
    expect(shown('2-3', 'cup', 'chicken stock', 'metric')).toBe('475-710 ml');
    expect(shown('2 to 3', 'lb', 'potatoes', 'metric')).toBe('0.9 to 1.35 kg');
  });
});

describe('convertAmount to imperial', () => {
  it('scoops what has a density', () => {
    expect(shown('200', 'g', 'sugar', 'imperial')).toBe('1 cup');
    expect(shown('250', 'g', 'flour', 'imperial')).toBe('2 cup');
    expect(shown('100', 'g', 'butter', 'imperial')).toBe('7 tbsp');
    expect(shown('250', 'ml', 'milk', 'imperial')).toBe('1 cup');
    expect(shown('7', 'g', 'instant yeast', 'imperial')).toBe('2 1/4 tsp');
    expect(shown('500g', '', 'flour', 'imperial')).toBe('4 cup');
  });

  it('weighs what has none in ounces, and in pounds from a pound', () => {
    expect(shown('200', 'g', 'dark chocolate', 'imperial')).toBe('7 oz');
    expect(shown('1', 'kg', 'potatoes', 'imperial')).toBe('2 1/4 lb');
    expect(shown('30', 'g', 'pancetta', 'imperial')).toBe('1 oz');
  });

  it('picks the spoon or cup a cook would use', () => {
    expect(shown('45', 'ml', 'lemon juice', 'imperial')).toBe('3 tbsp');
    expect(shown('475', 'ml', 'passata', 'imperial')).toBe('2 cup');
    expect(shown('80', 'ml', 'lemon juice', 'imperial')).toBe('1/3 cup');
    expect(shown('10', 'ml', 'lemon juice', 'imperial')).toBe('2 tsp');
    expect(shown('1', 'l', 'passata', 'imperial')).toBe('4 cup');
  });
});

describe('convertAmount leaves alone', () => {
  const unchanged: IngredientAmount[] = [
    { amount: '2', unit: 'large', name: 'eggs' },
    { amount: '3', unit: 'clove', name: 'garlic' },
    { amount: '1', unit: 'piece', name: 'onion' },
    { amount: '1', unit: 'can', name: 'chopped tomatoes' },
    { amount: '1', unit: 'pack', name: 'puff pastry' },
    { amount: '1', unit: 'pinch', name: 'salt' },
    { amount: 'a pinch', unit: '', name: 'salt' },
    { amount: 'to taste', unit: '', name: 'pepper' },
    { amount: '2', unit: 'thumbs', name: 'ginger' },
  ];
  it.each(unchanged)('$amount $unit $name', (ingredient) => {
    for (const system of ['metric', 'imperial'] as const) {
      const result = convertAmount(ingredient, system);
      expect(result).toMatchObject({ ...ingredient, converted: false });
    }
  });

  it('keeps an amount already in the cook’s system exactly as written', () => {
    expect(convertAmount({ amount: '1,5', unit: 'kg', name: 'flour' }, 'metric')).toMatchObject({
      amount: '1,5',
      unit: 'kg',
      converted: false,
    });
    expect(convertAmount({ amount: '1 ½', unit: 'cups', name: 'milk' }, 'imperial')).toMatchObject({
      amount: '1 ½',
      unit: 'cups',
      converted: false,
    });
  });
});

describe('convertAmount starts from the stored amount', () => {
  it('shows the same amounts however often the system is switched', () => {
    const stored = { amount: '100', unit: 'ml', name: 'double cream' };
    const imperial = convertAmount(stored, 'imperial');
    const metric = convertAmount(imperial, 'metric');
    expect(`${imperial.amount} ${imperial.unit}`).toBe('7 tbsp');
    expect(metric).toMatchObject({ ...stored, converted: false });
    expect(convertAmount(metric, 'imperial')).toEqual(imperial);
    expect(imperial.stored).toEqual(stored);
  });
});
