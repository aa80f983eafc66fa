import { describe, expect, it } from 'vitest';
import { parseVoiceAdd } from './voice-add';

/** The amount part of "add <phrase> to the pantry". */
function amountOf(phrase: string) {
  const { category: _category, ...rest } = parseVoiceAdd(`add ${phrase} to the pantry`);
  return rest;
}

describe('quantities', () => {
  it.each([
    ['one', 1],
    ['two', 2],
    ['seven', 7],
    ['twelve', 12],
    ['twenty', 20],
    ['twenty one', 21],
    ['twenty-five', 25],
    ['thirty', 30],
    ['ninety nine', 99],
    ['a hundred', 100],
    ['one hundred', 100],
    ['two hundred and fifty', 250],
    ['1', 1],
    ['12', 12],
    ['1,000', 1000],
    ['a', 1],
    ['an', 1],
    ['a couple of', 2],
    ['a couple', 2],
    ['a pair of', 2],
    // "a few" is vague; three is what most people mean, and the form can be corrected.
    ['a few', 3],
    ['half a dozen', 6],
    ['two dozen', 24],
  ])('%s apples → %i', (amount, quantity) => {
    const expectedUnit = amount.includes('dozen') ? { unit: 'piece' } : {};
    expect(amountOf(`${amount} apples`)).toEqual({ name: 'apples', quantity, ...expectedUnit });
  });

  it('drops words that only introduce the item', () => {
    expect(amountOf('some cheese')).toEqual({ name: 'cheese' });
    expect(amountOf('the cheese')).toEqual({ name: 'cheese' });
    expect(amountOf('my cheese')).toEqual({ name: 'cheese' });
  });

  it('keeps a number that is no pantry quantity in the name', () => {
    expect(amountOf('0 eggs')).toEqual({ name: '0 eggs' });
    expect(amountOf('99999999999999999999 eggs')).toEqual({ name: '99999999999999999999 eggs' });
  });

  it('keeps the words when nothing but an amount was said', () => {
    expect(amountOf('one')).toEqual({ name: 'one' });
    expect(amountOf('a dozen')).toEqual({ name: 'a dozen' });
    // The spice, not the unit.
    expect(amountOf('3 cloves')).toEqual({ name: 'cloves', quantity: 3 });
  });
});

describe('units', () => {
  it.each([
    ['2 cans of', 'can'],
    ['2 tins of', 'tin'],
    ['2 cartons of', 'carton'],
    ['2 bags of', 'bag'],
    ['2 boxes of', 'box'],
    ['2 bottles of', 'bottle'],
    ['2 jars of', 'jar'],
    ['2 packs of', 'pack'],
    ['2 packets of', 'pack'],
    ['2 bunches of', 'bunch'],
    ['2 heads of', 'head'],
    ['2 cloves of', 'clove'],
    ['2 loaves of', 'loaf'],
    ['2 pieces of', 'piece'],
    ['2 sticks of', 'stick'],
    ['2 slices of', 'slice'],
    ['2 tubs of', 'tub'],
    ['2 containers of', 'container'],
    ['2 g', 'g'],
    ['2 grams of', 'g'],
    ['2 kg', 'kg'],
    ['2 kilos of', 'kg'],
    ['2 ml', 'ml'],
    ['2 millilitres of', 'ml'],
    ['2 l', 'l'],
    ['2 liters of', 'l'],
    ['2 litres of', 'l'],
    ['2 lbs', 'lb'],
    ['2 pounds of', 'lb'],
    ['2 oz', 'oz'],
    ['2 ounces of', 'oz'],
    ['2 cups of', 'cup'],
    ['2 tbsp', 'tbsp'],
    ['2 tablespoons of', 'tbsp'],
    ['2 tsp', 'tsp'],
    ['2 teaspoons of', 'tsp'],
    ['two gallons of', 'gallon'],
  ])('%s x → %s', (amount, unit) => {
    expect(amountOf(`${amount} stuff`)).toEqual({ name: 'stuff', quantity: 2, unit });
  });

  it('takes the singular as well as the plural', () => {
    expect(amountOf('a can of tomatoes')).toEqual({ name: 'tomatoes', quantity: 1, unit: 'can' });
    expect(amountOf('1 loaf of bread')).toEqual({ name: 'bread', quantity: 1, unit: 'loaf' });
  });

  it('reads a unit glued to its number', () => {
    expect(amountOf('500g of flour')).toEqual({ name: 'flour', quantity: 500, unit: 'g' });
    expect(amountOf('2L milk')).toEqual({ name: 'milk', quantity: 2, unit: 'l' });
  });

  it('needs "of" after a unit only when no number was said', () => {
    expect(amountOf('3 cans tomatoes')).toEqual({ name: 'tomatoes', quantity: 3, unit: 'can' });
    expect(amountOf('cans of tomatoes')).toEqual({ name: 'tomatoes', unit: 'can' });
    expect(amountOf('cloves')).toEqual({ name: 'cloves' });
    expect(amountOf('pound cake')).toEqual({ name: 'pound cake' });
  });

  it('counts a dozen of a unit in that unit', () => {
    expect(amountOf('a dozen cans of beans')).toEqual({ name: 'beans', quantity: 12, unit: 'can' });
  });
});

describe('fractions, since pantry quantities are whole numbers', () => {
  it('restates metric and pound fractions in the smaller unit', () => {
    expect(amountOf('1.5 kg of rice')).toEqual({ name: 'rice', quantity: 1500, unit: 'g' });
    expect(amountOf('1.1 kilograms of rice')).toEqual({ name: 'rice', quantity: 1100, unit: 'g' });
    expect(amountOf('half a litre of cream')).toEqual({ name: 'cream', quantity: 500, unit: 'ml' });
    expect(amountOf('half a pound of butter')).toEqual({ name: 'butter', quantity: 8, unit: 'oz' });
  });

  it('rounds other fractions up: a part-used bag is still a bag', () => {
    expect(amountOf('half a bag of rice')).toEqual({ name: 'rice', quantity: 1, unit: 'bag' });
    expect(amountOf('1.5 cups of sugar')).toEqual({ name: 'sugar', quantity: 2, unit: 'cup' });
    expect(amountOf('half a lemon')).toEqual({ name: 'lemon', quantity: 1 });
    expect(amountOf('1 1/2 cups of sugar')).toEqual({ name: 'sugar', quantity: 2, unit: 'cup' });
    expect(amountOf('one and a half kilos of rice')).toEqual({
      name: 'rice',
      quantity: 1500,
      unit: 'g',
    });
    expect(amountOf('3/4 lb of cheese')).toEqual({ name: 'cheese', quantity: 12, unit: 'oz' });
  });
});

describe('a unit said after other words, read as an ingredient line', () => {
  it('finds the unit after a size word or after the name', () => {
    expect(amountOf('two large cartons of free range eggs')).toEqual({
      name: 'free range eggs',
      quantity: 2,
      unit: 'carton',
    });
    expect(amountOf('3 garlic cloves')).toEqual({ name: 'garlic', quantity: 3, unit: 'clove' });
  });

  it('keeps every word when no unit the pantry knows is said', () => {
    expect(amountOf('two large onions')).toEqual({ name: 'large onions', quantity: 2 });
    expect(amountOf('2 pinches of saffron')).toEqual({ name: 'pinches of saffron', quantity: 2 });
  });
});
