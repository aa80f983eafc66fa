import { describe, expect, it } from 'vitest';
import { shownIngredients, shownQuantity, shownText } from './shown-amounts';

const recipe = [
  { name: 'all-purpose flour', amount: '2', unit: 'cup', note: 'sifted' },
  { name: 'milk', amount: '1', unit: 'cup' },
  { name: 'eggs', amount: '2', unit: 'large' },
  { name: 'salt', amount: 'a pinch', unit: '' },
];

describe('shownIngredients', () => {
  it('shows measured amounts in the cook’s system and keeps every other field', () => {
    const metric = shownIngredients(recipe, 'metric');
    expect(metric.map(({ amount, unit }) => `${amount} ${unit}`)).toEqual([
      '250 g',
      '235 ml',
      '2 large',
      'a pinch ',
    ]);
    expect(metric[0]).toMatchObject({ name: 'all-purpose flour', note: 'sifted' });
  });

  it('hands back the stored lines untouched when nothing needs converting', () => {
    const imperial = shownIngredients(recipe, 'imperial');
    imperial.forEach((line, index) => expect(line).toBe(recipe[index]));
  });

  it('never drifts: converting the stored lines again gives the same amounts', () => {
    const metric = shownIngredients(recipe, 'metric');
    expect(shownIngredients(recipe, 'imperial')).toEqual(recipe);
    expect(shownIngredients(recipe, 'metric')).toEqual(metric);
  });
});

describe('shownQuantity', () => {
  it('reads a grocery or pantry line in the cook’s system', () => {
    expect(shownQuantity({ quantity: 1, unit: 'cup', name: 'milk' }, 'metric')).toEqual({
      quantity: '235',
      unit: 'ml',
    });
    expect(shownQuantity({ quantity: 1, unit: 'kg', name: 'potatoes' }, 'imperial')).toEqual({
      quantity: '2 1/4',
      unit: 'lb',
    });
  });

  it('never turns a bought mass into cups', () => {
    expect(shownQuantity({ quantity: 1, unit: 'kg', name: 'flour' }, 'imperial')).toEqual({
      quantity: '2 1/4',
      unit: 'lb',
    });
  });

  it('keeps counts, and amounts already in the cook’s system, as stored', () => {
    expect(shownQuantity({ quantity: 0.5, unit: 'piece', name: 'lemon' }, 'metric')).toEqual({
      quantity: '0.5',
      unit: 'piece',
    });
    expect(shownQuantity({ quantity: 1.25, unit: 'kg', name: 'chicken' }, 'metric')).toEqual({
      quantity: '1.25',
      unit: 'kg',
    });
  });
});

describe('shownText', () => {
  it('converts temperatures and lengths written in a step', () => {
    expect(shownText('Bake at 350 °F in a 9x13-inch pan.', 'metric')).toBe(
      'Bake at 175 °C in a 23 x 33 cm pan.',
    );
    expect(shownText('Bake at 180 °C.', 'imperial')).toBe('Bake at 350 °F.');
  });
});
