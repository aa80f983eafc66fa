import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  FILTER_FIELDS,
  filtersForDiet,
  generateRequestOf,
} from './generator-filters';

describe('generator filters', () => {
  it('offers the four filters of §2, each starting at any', () => {
    expect(FILTER_FIELDS.diet.options.map((option) => option.label)).toEqual([
      'Any',
      'Vegetarian',
      'Vegan',
      'Keto',
      'Paleo',
    ]);
    expect(FILTER_FIELDS.cookTime.options.map((option) => option.value)).toEqual([
      'any',
      'under-15',
      '15-30',
      '30-60',
      'over-60',
    ]);
    expect(FILTER_FIELDS.cuisine.options).toHaveLength(5);
    expect(FILTER_FIELDS.difficulty.options.map((option) => option.label)).toEqual([
      'Any',
      'Easy',
      'Medium',
      'Hard',
    ]);
    expect(Object.values(DEFAULT_FILTERS)).toEqual(['any', 'any', 'any', 'any']);
  });

  it('sends the diet as a list holding it, empty for any (§7)', () => {
    expect(generateRequestOf(DEFAULT_FILTERS).dietaryRestrictions).toEqual([]);
    expect(generateRequestOf({ ...DEFAULT_FILTERS, diet: 'vegan', cuisine: 'asian' })).toEqual({
      dietaryRestrictions: ['vegan'],
      cookTime: 'any',
      cuisine: 'asian',
      difficulty: 'any',
    });
  });

  it("starts on the household's strictest diet the generator knows (Settings)", () => {
    expect(filtersForDiet([])).toEqual(DEFAULT_FILTERS);
    expect(filtersForDiet(['Gluten-Free', 'Halal'])).toEqual(DEFAULT_FILTERS);
    expect(filtersForDiet(['Vegetarian', 'Vegan']).diet).toBe('vegan');
    expect(filtersForDiet(['Dairy-Free', 'Vegetarian']).diet).toBe('vegetarian');
    expect(filtersForDiet(['Paleo', 'Keto'])).toEqual({ ...DEFAULT_FILTERS, diet: 'keto' });
  });
});
