import { describe, expect, it } from 'vitest';
import { recipeIdFor } from './recipe-id-for';

const recipes = [
  { id: 'r-soup', name: 'Tomato Soup' },
  { id: 'r-curry', name: 'Green Curry' },
];

describe('recipeIdFor', () => {
  it('keeps the recipe the form started from while its name is unchanged', () => {
    const starting = { id: 'seed-avocado-toast', name: 'Avocado Toast' };
    expect(recipeIdFor('avocado toast ', starting, recipes, 'e1')).toBe('seed-avocado-toast');
    expect(recipeIdFor('Green Curry', starting, recipes, 'e1')).toBe('r-curry');
  });

  it('links the household’s recipe of that name, in any case', () => {
    expect(recipeIdFor('tomato soup', undefined, recipes, 'e1')).toBe('r-soup');
  });

  it('gives a dish cooked from memory an id of its own', () => {
    expect(recipeIdFor('Grandma’s stew', undefined, recipes, 'e1')).toBe('journal-e1');
  });
});
