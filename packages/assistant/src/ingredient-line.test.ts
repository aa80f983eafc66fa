import { describe, expect, it } from 'vitest';
import { splitIngredientLine } from './ingredient-line';

describe('splitIngredientLine', () => {
  it.each([
    ['2 cups flour', '2', 'cup', 'flour'],
    ['1/2 tsp salt', '1/2', 'tsp', 'salt'],
    ['1 1/2 Tablespoons olive oil', '1 1/2', 'tbsp', 'olive oil'],
    ['1½ cups whole milk', '1½', 'cup', 'whole milk'],
    ['½ cup sugar', '½', 'cup', 'sugar'],
    ['500g strong bread flour', '500', 'g', 'strong bread flour'],
    ['2 Tbsp. butter, melted', '2', 'tbsp', 'butter, melted'],
    ['4 fl oz cream', '4', 'fl oz', 'cream'],
    ['2-3 cloves garlic, minced', '2-3', 'clove', 'garlic, minced'],
    ['1 (14 oz) can diced tomatoes', '1', 'can', 'diced tomatoes (14 oz)'],
    ['1 can (14.5 oz) fire-roasted tomatoes', '1', 'can', 'fire-roasted tomatoes (14.5 oz)'],
    ['3 sprigs of thyme', '3', 'sprig', 'thyme'],
  ])('%s → %s %s %s', (line, amount, unit, name) => {
    expect(splitIngredientLine(line)).toEqual({ amount, unit, name });
  });

  it('counts pieces when a number has no unit, keeping size words with the name', () => {
    expect(splitIngredientLine('3 eggs')).toEqual({ amount: '3', unit: 'piece', name: 'eggs' });
    expect(splitIngredientLine('2 large Eggs')).toEqual({
      amount: '2',
      unit: 'piece',
      name: 'large Eggs',
    });
    expect(splitIngredientLine('1 lemon, juiced')).toEqual({
      amount: '1',
      unit: 'piece',
      name: 'lemon, juiced',
    });
  });

  it('writes worded amounts as numbers', () => {
    expect(splitIngredientLine('a pinch of nutmeg')).toEqual({
      amount: '1',
      unit: 'pinch',
      name: 'nutmeg',
    });
    expect(splitIngredientLine('half a cup of rice')).toEqual({
      amount: '1/2',
      unit: 'cup',
      name: 'rice',
    });
    expect(splitIngredientLine('two onions')).toEqual({
      amount: '2',
      unit: 'piece',
      name: 'onions',
    });
  });

  it('gives lines without a number sensible defaults', () => {
    expect(splitIngredientLine('Salt to taste')).toEqual({
      amount: '1',
      unit: 'pinch',
      name: 'Salt',
    });
    expect(splitIngredientLine('Salt and pepper, to taste')).toEqual({
      amount: '1',
      unit: 'pinch',
      name: 'Salt and pepper',
    });
    expect(splitIngredientLine('Handful of basil leaves')).toEqual({
      amount: '1',
      unit: 'handful',
      name: 'basil leaves',
    });
    expect(splitIngredientLine('Cooking spray')).toEqual({
      amount: '1',
      unit: 'piece',
      name: 'Cooking spray',
    });
  });

  it('never leaves a part empty', () => {
    expect(splitIngredientLine('3 cloves')).toEqual({ amount: '3', unit: 'piece', name: 'cloves' });
    expect(splitIngredientLine('  2   cups   flour ')).toEqual({
      amount: '2',
      unit: 'cup',
      name: 'flour',
    });
  });
});
