import { describe, expect, it } from 'vitest';
import {
  amountValue,
  canonicalUnit,
  labelledQuantity,
  labelledUnit,
  nameContains,
  nameMatches,
  normaliseName,
  parseCsv,
  quantityMatches,
  scoreLine,
  unitMatches,
} from './ingredient-line-score';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const text =
      'input,name\r\n"3 plums, halved",plums\n"a ""big"" pear",pear\n"two\nlines",x\nlast,row';
    expect(parseCsv(text)).toEqual([
      ['input', 'name'],
      ['3 plums, halved', 'plums'],
      ['a "big" pear', 'pear'],
      ['two\nlines', 'x'],
      ['last', 'row'],
    ]);
  });

  it('keeps empty fields and adds no row for a final line end', () => {
    expect(parseCsv('a,,c\n,,\n')).toEqual([
      ['a', '', 'c'],
      ['', '', ''],
    ]);
  });
});

describe('amountValue', () => {
  it.each([
    ['3', 3],
    ['1.5', 1.5],
    ['1,5', 1.5],
    ['.5', 0.5],
    ['1,500', 1500],
    ['1/3', 1 / 3],
    ['2 3/4', 2.75],
    ['½', 0.5],
    ['1½', 1.5],
    ['1 ¼', 1.25],
    ['2-3', 2],
    ['2–3', 2],
    ['¾ to 1', 0.75],
    ['4 or 5', 4],
    ['1 1/2-2', 1.5],
  ])('%s → %d', (amount, value) => {
    expect(amountValue(amount)).toBeCloseTo(value, 9);
  });

  it.each(['', 'a pinch', '1 sprig mint, torn ½cm', '2 x', '1/0', '1-2-3'])(
    '%s is no number',
    (amount) => {
      expect(amountValue(amount)).toBeUndefined();
    },
  );
});

describe('labelledQuantity', () => {
  it.each([
    ['4', 4],
    ['0.25', 0.25],
    ['#2$3', 2 / 3],
    ['3#1$4', 3.25],
    ['80 2#3$4', 80],
    ['#1$2-1', 0.5],
    ['5-6', 5],
    ['3x 90 3', 3],
    ['Two 10', 2],
    ['half', 0.5],
  ])('%s → %d', (field, value) => {
    expect(labelledQuantity(field)).toBeCloseTo(value, 9);
  });

  it('is null for an empty field or a first value that is no number', () => {
    expect(labelledQuantity('')).toBeNull();
    expect(labelledQuantity('  ')).toBeNull();
    expect(labelledQuantity('few')).toBeNull();
  });
});

describe('quantityMatches', () => {
  it('compares the first value within a millionth', () => {
    expect(quantityMatches('⅓ cup milk', '⅓', '#1$3')).toBe(true);
    expect(quantityMatches('1 1/2 cups oats', '1 1/2', '1#1$2')).toBe(true);
    expect(quantityMatches('80g/2¾oz rice', '80', '80 2#3$4')).toBe(true);
    expect(quantityMatches('80g/2¾oz rice', '8', '80 2#3$4')).toBe(false);
  });

  it('counts an amount holding more of the line as wrong', () => {
    expect(quantityMatches('1 roll, cut ½cm thick', '1 roll, cut ½cm', '1')).toBe(false);
  });

  it('accepts the default 1 for a line labelled without a quantity only when it writes no number', () => {
    expect(quantityMatches('Chives, snipped', '1', '')).toBe(true);
    expect(quantityMatches('a few basil leaves', '1', 'few')).toBe(true);
    expect(quantityMatches('Chives, snipped', '2', '')).toBe(false);
    expect(quantityMatches('Oil for the 2 tins', '1', '')).toBe(false);
    expect(quantityMatches('Lemon, ½ zested', '1', '')).toBe(false);
  });
});

describe('labelledUnit', () => {
  it.each([
    ['', ''],
    ['tbsp', 'tbsp'],
    ['g oz', 'g'],
    ['ml fl oz', 'ml'],
    ['fl oz ml', 'fl oz'],
    ['small bunch ounce', 'small bunch'],
    ['Scant cup', 'Scant cup'],
    ['c scant', 'c'],
  ])('%s → %s', (field, unit) => {
    expect(labelledUnit(field)).toBe(unit);
  });
});

describe('canonicalUnit', () => {
  it.each([
    ['Tablespoons', 'tbsp'],
    ['tbsp.', 'tbsp'],
    ['Tbs', 'tbsp'],
    ['T', 'tbsp'],
    ['t', 'tsp'],
    ['teaspoons', 'tsp'],
    ['c', 'cup'],
    ['Cups', 'cup'],
    ['grams', 'g'],
    ['gm', 'g'],
    ['kilograms', 'kg'],
    ['ounces', 'oz'],
    ['fluid ounces', 'fl oz'],
    ['lbs', 'lb'],
    ['pounds', 'lb'],
    ['mL', 'ml'],
    ['millilitres', 'ml'],
    ['L', 'l'],
    ['liters', 'l'],
    ['pints', 'pint'],
    ['qt', 'quart'],
    ['cloves', 'clove'],
    ['large cloves', 'clove'],
    ['heaped tsp', 'tsp'],
    ['small bunches', 'bunch'],
    ['tins', 'can'],
    ['packets', 'pack'],
    ['leaves', 'leaf'],
    ['rashers', 'rasher'],
    ['', 'piece'],
    ['pieces', 'piece'],
  ])('%s → %s', (unit, canonical) => {
    expect(canonicalUnit(unit)).toBe(canonical);
  });

  it('matches our unit against the first labelled unit; no unit is our piece', () => {
    expect(unitMatches('g', 'g oz')).toBe(true);
    expect(unitMatches('fl oz', 'fl oz ml')).toBe(true);
    expect(unitMatches('piece', '')).toBe(true);
    expect(unitMatches('piece', 'g oz')).toBe(false);
    expect(unitMatches('bunch', 'small bunch ounce')).toBe(true);
  });
});

describe('names', () => {
  it('compares words: case, punctuation and plural forms aside', () => {
    expect(normaliseName('  Smoked   Paprika, ')).toBe('smoked paprika');
    expect(normaliseName('"Red onion."')).toBe('red onion');
    expect(nameMatches('Red  Onion,', 'red onion')).toBe(true);
    expect(nameMatches('red onions', 'red onion')).toBe(true);
    expect(nameMatches('coriander leaves', 'coriander leaf')).toBe(true);
    expect(nameMatches('mixed, boned game meat', 'mixed boned game meat')).toBe(true);
    expect(nameMatches('red onion, sliced', 'red onion')).toBe(false);
    expect(nameMatches('onion', 'red onion')).toBe(false);
  });

  it('finds the labelled name as whole words in ours', () => {
    expect(nameContains('large red onion, sliced', 'red onion')).toBe(true);
    expect(nameContains('red onions, sliced', 'red onion')).toBe(true);
    expect(nameContains('shallots', 'onion')).toBe(false);
    expect(nameContains('oil, for frying', 'oil')).toBe(true);
    expect(nameContains('boiling water', 'oil')).toBe(false);
  });
});

describe('scoreLine', () => {
  it('scores each part and all three', () => {
    const label = { input: '2 tbsp honey, warmed', name: 'honey', quantity: '2', unit: 'tbsp' };
    expect(scoreLine({ amount: '2', unit: 'tbsp', name: 'honey' }, label)).toEqual({
      quantity: true,
      unit: true,
      name: true,
      nameLenient: true,
      all: true,
      allLenient: true,
      firstUnit: true,
      allFirstUnit: true,
    });
    expect(scoreLine({ amount: '2', unit: 'tbsp', name: 'honey, warmed' }, label)).toEqual({
      quantity: true,
      unit: true,
      name: false,
      nameLenient: true,
      all: false,
      allLenient: true,
      firstUnit: true,
      allFirstUnit: false,
    });
    expect(scoreLine({ amount: '1', unit: 'tbsp', name: 'honey' }, label)).toMatchObject({
      quantity: false,
      all: false,
      allLenient: false,
    });
  });

  it('scores the first unit the line writes against the first labelled one', () => {
    const label = {
      input: '2 28-ounce cans tomatoes',
      name: 'tomatoes',
      quantity: '2 28',
      unit: 'ounce can',
    };
    const read = { amount: '2', unit: 'can', name: 'tomatoes' };
    expect(scoreLine({ ...read, units: ['oz', 'can'] }, label)).toMatchObject({
      unit: false,
      firstUnit: true,
      all: false,
      allFirstUnit: true,
    });
    expect(scoreLine({ ...read, units: ['can'] }, label)).toMatchObject({
      firstUnit: false,
      allFirstUnit: false,
    });
    // A line that writes no unit counts pieces, as the label without one does.
    const eggs = { input: '3 eggs', name: 'egg', quantity: '3', unit: '' };
    expect(scoreLine({ amount: '3', unit: '', name: 'eggs', units: [] }, eggs)).toMatchObject({
      firstUnit: true,
      allFirstUnit: true,
    });
  });
});
