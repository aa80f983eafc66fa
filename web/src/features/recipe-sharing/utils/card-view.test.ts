import { describe, expect, it } from 'vitest';
import { cardDietaryTags, optionLabel, ratingLabel } from './card-view';

describe('ratingLabel', () => {
  it('says "No rating" until a recipe is rated', () => {
    expect(ratingLabel(undefined)).toBe('No rating');
    expect(ratingLabel(null)).toBe('No rating');
    expect(ratingLabel(0)).toBe('No rating');
    expect(ratingLabel(4.5)).toBe('4.5');
    expect(ratingLabel(5)).toBe('5.0');
  });
});

describe('cardDietaryTags', () => {
  it('shows at most two tags (§9)', () => {
    expect(cardDietaryTags(['Vegan', 'Gluten-Free', 'Low-Carb'])).toEqual(['Vegan', 'Gluten-Free']);
    expect(cardDietaryTags(['Vegan'])).toEqual(['Vegan']);
  });
});

describe('optionLabel', () => {
  it('capitalises a stored option', () => {
    expect(optionLabel('mediterranean')).toBe('Mediterranean');
  });
});
