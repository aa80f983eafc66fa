import { describe, expect, it } from 'vitest';
import { cuisineMatch } from './cuisines';

describe('cuisineMatch', () => {
  it('matches the cuisine a recipe is filed under, or names', () => {
    expect(cuisineMatch({ name: 'Margherita', cuisine: 'italian' }, ['Italian'])).toEqual({
      kind: 'exact',
      cuisine: 'Italian',
    });
    expect(cuisineMatch({ name: 'Thai Basil Chicken', cuisine: 'asian' }, ['Thai'])).toEqual({
      kind: 'exact',
      cuisine: 'Thai',
    });
    expect(cuisineMatch({ name: 'Miso Ramen', cuisine: 'asian' }, ['Japanese'])?.kind).toBe(
      'exact',
    );
  });

  it('counts a broader family as a weaker match', () => {
    expect(cuisineMatch({ name: 'Tofu Stir-Fry', cuisine: 'asian' }, ['Korean'])).toEqual({
      kind: 'family',
      cuisine: 'Korean',
      family: 'asian',
    });
    expect(cuisineMatch({ name: 'Fattoush', cuisine: 'mediterranean' }, ['Greek'])?.kind).toBe(
      'family',
    );
  });

  it('prefers an exact match over a family one, and the household’s order among exact ones', () => {
    const curry = { name: 'Thai Green Curry', cuisine: 'asian' };
    expect(cuisineMatch(curry, ['Korean', 'Thai'])?.cuisine).toBe('Thai');
    const pizza = { name: 'Mexican Pizza', cuisine: 'american' };
    expect(cuisineMatch(pizza, ['Mexican', 'Italian'])?.cuisine).toBe('Mexican');
    expect(cuisineMatch(pizza, ['Italian', 'Mexican'])?.cuisine).toBe('Italian');
  });

  it('does not take a dish named after a country for its cuisine', () => {
    expect(cuisineMatch({ name: 'French Toast', cuisine: 'american' }, ['French'])).toBeUndefined();
    expect(cuisineMatch({ name: 'Tacos', cuisine: 'mexican' }, [])).toBeUndefined();
    expect(cuisineMatch({ name: 'Cobb Salad', cuisine: 'seafood' }, ['Thai'])).toBeUndefined();
  });
});
