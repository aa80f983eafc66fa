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
    ['4 fl oz cream', '4', 'fl oz', 'cream'],
    ['3 sprigs of thyme', '3', 'sprig', 'thyme'],
  ])('%s → %s %s %s', (line, amount, unit, name) => {
    expect(splitIngredientLine(line)).toEqual({ amount, unit, name });
  });

  it('keeps size, preparation and comments in the note', () => {
    expect(splitIngredientLine('2 Tbsp. butter, melted')).toEqual({
      amount: '2',
      unit: 'tbsp',
      name: 'butter',
      note: 'melted',
    });
    expect(splitIngredientLine('2-3 cloves garlic, minced')).toEqual({
      amount: '2-3',
      unit: 'clove',
      name: 'garlic',
      note: 'minced',
    });
    expect(splitIngredientLine('2 large Eggs')).toEqual({
      amount: '2',
      unit: 'piece',
      name: 'Eggs',
      note: 'large',
    });
  });

  it('counts the can, with its size in the note', () => {
    expect(splitIngredientLine('1 (14 oz) can diced tomatoes')).toMatchObject({
      amount: '1',
      unit: 'can',
      name: 'diced tomatoes',
    });
    expect(splitIngredientLine('2 28-ounce cans crushed tomatoes')).toEqual({
      amount: '2',
      unit: 'can',
      name: 'crushed tomatoes',
      note: '28-ounce',
    });
  });

  it('keeps a second amount the cook’s units would not show', () => {
    expect(splitIngredientLine('1/2 cup (1 stick) salted butter, softened')).toEqual({
      amount: '1/2',
      unit: 'cup',
      name: 'salted butter',
      note: '1 stick, softened',
    });
    // The same amount in another measure is shown by the cook's own units.
    expect(splitIngredientLine('250g/9oz butter')).toEqual({
      amount: '250',
      unit: 'g',
      name: 'butter',
    });
  });

  it('gives lines without a number the form defaults', () => {
    expect(splitIngredientLine('Salt to taste')).toEqual({
      amount: '1',
      unit: 'pinch',
      name: 'Salt',
      note: 'to taste',
    });
    expect(splitIngredientLine('a pinch of nutmeg')).toEqual({
      amount: '1',
      unit: 'pinch',
      name: 'nutmeg',
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
