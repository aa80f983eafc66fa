// recipeYield as the servings a draft starts the form on (issue 22).
import { describe, expect, it } from 'vitest';
import { servingsFromText, servingsFromYield } from './recipe-yield';

describe('servingsFromYield', () => {
  it.each([
    [['4'], 4],
    [[6], 6],
    [['4 servings'], 4],
    [['Serves 4-6'], 4],
    [['Serves 4 to 6'], 4],
    [['12 cookies'], 12],
    [['Makes about 24 muffins'], 24],
    [['1 (9-inch) pie'], 1],
    [['Serves four'], 4],
    [['2 dozen cookies'], 24],
    [['a dozen rolls'], 12],
    [['4 Portionen'], 4],
    [['Pour 6 personnes'], 6],
    [['2.5 servings'], 3],
  ])('reads %j as %d', (values, servings) => {
    expect(servingsFromYield(values)).toBe(servings);
  });

  it('prefers the entry of a list that names servings, else the first with a number', () => {
    expect(servingsFromYield(['1 loaf', '8 servings'])).toBe(8);
    expect(servingsFromYield(['2', '2 pizzas'])).toBe(2);
    expect(servingsFromYield(['', 'some', '3 tacos'])).toBe(3);
    expect(servingsFromYield([{ '@value': '5 servings' }])).toBe(5);
  });

  it('reads a QuantitativeValue, with or without its unit', () => {
    expect(servingsFromYield([{ '@type': 'QuantitativeValue', value: 6, unitCode: 'IE' }])).toBe(6);
    expect(servingsFromYield([{ value: '8', unitText: 'servings' }])).toBe(8);
    expect(servingsFromYield([{ value: 3, unitText: 'cups' }])).toBeUndefined();
  });

  it('says nothing for a yield that is only a measure, or no count at all', () => {
    expect(servingsFromYield(['3 cups'])).toBeUndefined();
    expect(servingsFromYield(['1.5 kg'])).toBeUndefined();
    expect(servingsFromYield(['one 9" tart'])).toBe(1);
    expect(servingsFromYield(['a big bowl'])).toBeUndefined();
    expect(servingsFromYield([])).toBeUndefined();
  });

  it('drops a count no recipe of ours can hold, so the form keeps its own', () => {
    expect(servingsFromText('0 servings')).toBeUndefined();
    expect(servingsFromText('Makes 200 mini cookies')).toBeUndefined();
  });
});
