import { INGREDIENTS } from '@mise/catalog/ingredients';
import { describe, expect, it } from 'vitest';
import { AISLES, aisleOf, aisleOfEntry } from './aisle';

describe('aisleOf', () => {
  it.each([
    ['Scallions', 'produce'],
    ['2 large avocados', 'produce'],
    ['garlic', 'produce'],
    ['firm tofu', 'produce'],
    ['sourdough', 'bakery'],
    ['flour tortillas', 'bakery'],
    ['chicken thighs', 'meat'],
    ['salmon fillet', 'meat'],
    ['eggs', 'dairy'],
    ['butter', 'dairy'],
    ['almond milk', 'dairy'],
    ['parmesan', 'dairy'],
    ['canned tuna', 'pantry'],
    ['kalamata olives', 'pantry'],
    ['dried oregano', 'pantry'],
    ['raisins', 'pantry'],
    ['soy sauce', 'pantry'],
    ['spaghetti', 'pantry'],
    ['coconut milk', 'pantry'],
    ['frozen peas', 'frozen'],
    ['shrimp', 'frozen'],
    ['ice cream', 'frozen'],
  ])('%s is in %s', (name, aisle) => {
    expect(aisleOf(name)).toBe(aisle);
  });

  it('sends names the dictionary does not know to the pantry aisles', () => {
    expect(aisleOf('Sample Item')).toBe('pantry');
    expect(aisleOfEntry(undefined)).toBe('pantry');
  });

  it('gives every dictionary entry one of the aisles, and uses each aisle', () => {
    const used = new Set(INGREDIENTS.map(aisleOfEntry));
    expect([...used].every((aisle) => AISLES.includes(aisle))).toBe(true);
    expect(used.size).toBe(AISLES.length);
  });
});
