import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findSeedRecipe } from '@mise/catalog/recipes/index';
import { DEFAULT_RECIPE_SERVINGS } from '@mise/domain/constants';
import { recipeServings } from '@mise/domain/recipe-servings';
import { scaleAmount, scaleIngredients } from './servings';

describe('scaleAmount', () => {
  it.each([
    ['2', 2, '4'],
    ['2', 1.5, '3'],
    ['3', 0.5, '1 1/2'],
    ['1', 0.25, '1/4'],
    ['1', 1 / 3, '1/3'],
    ['2', 1 / 3, '2/3'],
    ['1', 0.75, '3/4'],
    ['1/2', 2, '1'],
    ['1/2', 3, '1 1/2'],
    ['1/4', 3, '3/4'],
    ['3/4', 2, '1 1/2'],
    ['1/3', 2, '2/3'],
    ['2/3', 1.5, '1'],
    ['1 1/2', 2, '3'],
    ['1 1/2', 0.5, '3/4'],
    ['2 1/4', 2, '4 1/2'],
    ['½', 3, '1 1/2'],
    ['1½', 2, '3'],
    ['1 ½', 0.5, '3/4'],
    ['500', 1.5, '750'],
    ['500', 0.5, '250'],
    ['1,000', 1.5, '1,500'],
    ['1,000', 10, '10,000'],
  ])('"%s" × %d is "%s"', (amount, factor, scaled) => {
    expect(scaleAmount(amount, factor)).toBe(scaled);
  });

  it('gives at most two decimals where no friendly fraction fits', () => {
    expect(scaleAmount('1/4', 0.5)).toBe('0.13');
    expect(scaleAmount('1', 0.2)).toBe('0.2');
    expect(scaleAmount('1', 1.1)).toBe('1.1');
    expect(scaleAmount('500', 1 / 3)).toBe('166 2/3');
    expect(scaleAmount('100', 1 / 7)).toBe('14.29');
  });

  it('weighs grams, millilitres and milligrams whole from 10 up', () => {
    expect(scaleAmount('250', 0.75, 'g')).toBe('188');
    expect(scaleAmount('500g', 1 / 3)).toBe('167g');
    expect(scaleAmount('150 ml milk', 1.25)).toBe('188 ml milk');
    expect(scaleAmount('12.5', 3, 'grams')).toBe('38');
    expect(scaleAmount('1,000', 1.25, 'ml')).toBe('1,250');
    expect(scaleAmount('150-250', 0.75, 'g')).toBe('113-188');
    // Below 10 a fraction of a gram still matters; other units keep their fractions.
    expect(scaleAmount('5', 0.5, 'g')).toBe('2 1/2');
    expect(scaleAmount('250', 0.75, 'cup')).toBe('187 1/2');
    expect(scaleAmount('250', 0.75, 'glass')).toBe('187 1/2');
    expect(scaleAmount('250 green beans', 0.75)).toBe('187 1/2 green beans');
  });

  it('keeps decimals as decimals, with the separator the cook used', () => {
    expect(scaleAmount('0.5', 2)).toBe('1');
    expect(scaleAmount('0.5', 1.5)).toBe('0.75');
    expect(scaleAmount('1.5', 0.5)).toBe('0.75');
    expect(scaleAmount('1.2', 1.5)).toBe('1.8');
    expect(scaleAmount('0,5', 1.5)).toBe('0,75');
    expect(scaleAmount('1,5', 2)).toBe('3');
  });

  it('keeps a tiny amount above zero', () => {
    expect(scaleAmount('0.01', 0.25)).toBe('0.003');
  });

  it('scales both ends of a range and keeps how it was written', () => {
    expect(scaleAmount('2-3', 2)).toBe('4-6');
    expect(scaleAmount('2 - 3', 0.5)).toBe('1 - 1 1/2');
    expect(scaleAmount('2–3', 3)).toBe('6–9');
    expect(scaleAmount('1/2-1', 2)).toBe('1-2');
    expect(scaleAmount('2 to 3', 2)).toBe('4 to 6');
    expect(scaleAmount('2 or 3', 2)).toBe('4 or 6');
  });

  it('scales the number in front and keeps the words after it', () => {
    expect(scaleAmount('500g', 2)).toBe('1000g');
    expect(scaleAmount('2 large', 1.5)).toBe('3 large');
    expect(scaleAmount('1 1/2 heaped', 2)).toBe('3 heaped');
    expect(scaleAmount('2 tomatoes', 2)).toBe('4 tomatoes');
  });

  it.each(['a pinch', 'to taste', 'some', 'as needed', '', 'about 2', '1/0', 'x2'])(
    'leaves "%s" as it is',
    (amount) => {
      expect(scaleAmount(amount, 2)).toBe(amount);
    },
  );

  it('leaves amounts alone for a factor that is no scale', () => {
    for (const factor of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(scaleAmount('2', factor)).toBe('2');
    }
  });
});

/** Amounts as a cook writes them, in the forms scaleAmount writes back. */
const amount = fc.oneof(
  fc.integer({ min: 1, max: 999 }).map(String),
  fc.constantFrom('1/4', '1/3', '1/2', '2/3', '3/4'),
  fc
    .tuple(fc.integer({ min: 1, max: 9 }), fc.constantFrom('1/4', '1/3', '1/2', '2/3', '3/4'))
    .map(([whole, fraction]) => `${whole} ${fraction}`),
  fc
    .integer({ min: 1, max: 999 })
    .map((hundredths) => String(Number((hundredths / 100).toFixed(2)))),
  fc
    .tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }))
    .map(([low, extra]) => `${low}-${low + extra}`),
  fc.constantFrom('a pinch', 'to taste', 'some', '2 large', '500g'),
);

function valueOf(written: string): number {
  const [whole = '0', fraction] = written.includes('/')
    ? written.includes(' ')
      ? written.split(' ')
      : ['0', written]
    : [written];
  const [top, bottom] = (fraction ?? '0/1').split('/').map(Number);
  return Number(whole) + (top ?? 0) / (bottom ?? 1);
}

describe('scaling properties', () => {
  it('scaling by 1 changes nothing', () => {
    fc.assert(
      fc.property(amount, (written) => {
        expect(scaleAmount(written, 1)).toBe(written);
      }),
    );
  });

  it('scaling up by a whole factor and back down gives the amount back', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 2, max: 4 }), (written, factor) => {
        const back = scaleAmount(scaleAmount(written, factor), 1 / factor);
        // A decimal that scales to a whole number comes back as the same amount written as a
        // fraction ("1.25" → "5" → "1 1/4"); everything else comes back as it was written.
        if (/^\d+\.\d+$/.test(written)) expect(valueOf(back)).toBeCloseTo(Number(written), 2);
        else expect(back).toBe(written);
      }),
    );
  });

  it('a scaled whole number is within rounding of the exact product', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 12 }),
        (whole, to, from) => {
          const scaled = valueOf(scaleAmount(String(whole), to / from));
          // Two decimals: at most half a hundredth off (and a hair for binary floating point).
          expect(Math.abs(scaled - (whole * to) / from)).toBeLessThanOrEqual(0.005 + 1e-9);
        },
      ),
    );
  });
});

describe('scaleIngredients', () => {
  const ingredients = [
    { name: 'flour', amount: '2', unit: 'cup' },
    { name: 'butter', amount: '1/2', unit: 'cup' },
    { name: 'salt', amount: 'a pinch', unit: 'pinch' },
  ];

  it('scales a recipe from the servings it states, not from a fixed four', () => {
    const rolls = findSeedRecipe('seed-cinnamon-rolls');
    if (!rolls) throw new Error('the catalog lost its cinnamon rolls');
    // The recipe makes 12: half a batch halves the flour.
    const half = scaleIngredients(rolls.ingredients, recipeServings(rolls), 6);
    expect(half.find((row) => row.name === 'all-purpose flour')?.amount).toBe('250');
    expect(half.find((row) => row.name === 'egg')?.amount).toBe('1/2');
    // A row stored before servings existed is read as serving four.
    expect(recipeServings({ ...rolls, servings: undefined })).toBe(DEFAULT_RECIPE_SERVINGS);
  });

  it('scales every amount from one number of servings to another', () => {
    expect(scaleIngredients(ingredients, DEFAULT_RECIPE_SERVINGS, 6)).toEqual([
      { name: 'flour', amount: '3', unit: 'cup' },
      { name: 'butter', amount: '3/4', unit: 'cup' },
      { name: 'salt', amount: 'a pinch', unit: 'pinch' },
    ]);
    expect(scaleIngredients([{ name: 'rice', amount: '250', unit: 'g' }], 4, 3)).toEqual([
      { name: 'rice', amount: '188', unit: 'g' },
    ]);
    expect(scaleIngredients(ingredients, 4, 2).map((item) => item.amount)).toEqual([
      '1',
      '1/4',
      'a pinch',
    ]);
  });

  it('leaves the recipe itself as it was', () => {
    const before = structuredClone(ingredients);
    scaleIngredients(ingredients, 4, 8);
    expect(ingredients).toEqual(before);
  });

  it.each([
    [0, 4],
    [4, 0],
    [-2, 4],
    [4, Number.NaN],
  ])('refuses %d → %d servings', (from, to) => {
    expect(() => scaleIngredients(ingredients, from, to)).toThrow(RangeError);
  });
});
