import { describe, expect, it } from 'vitest';
import {
  greetingForHour,
  isQuickCookTime,
  matchesQuickMealTab,
  mergeById,
  quickMealFacts,
  quickMealMealType,
} from './quick-meals';

const meal = (name: string, dietaryTags: string[] = []) => ({ name, dietaryTags });

describe('matchesQuickMealTab', () => {
  it('shows everything under all', () => {
    expect(matchesQuickMealTab(meal('Anything'), 'all')).toBe(true);
  });

  it('matches the meal-type tag', () => {
    expect(matchesQuickMealTab(meal('Chia Pudding', ['breakfast']), 'breakfast')).toBe(true);
    expect(matchesQuickMealTab(meal('Chia Pudding', ['breakfast']), 'lunch')).toBe(false);
  });

  it('matches the name keywords of §4, ignoring case', () => {
    expect(matchesQuickMealTab(meal('Avocado Toast'), 'breakfast')).toBe(true);
    expect(matchesQuickMealTab(meal('Berry Smoothie'), 'breakfast')).toBe(true);
    expect(matchesQuickMealTab(meal('Chicken Wrap'), 'lunch')).toBe(true);
    expect(matchesQuickMealTab(meal('Club Sandwich'), 'lunch')).toBe(true);
    expect(matchesQuickMealTab(meal('Garlic Noodles'), 'dinner')).toBe(true);
    expect(matchesQuickMealTab(meal('Fried Rice'), 'dinner')).toBe(true);
    expect(matchesQuickMealTab(meal('Pesto Pasta'), 'dinner')).toBe(true);
    expect(matchesQuickMealTab(meal('Pesto Pasta'), 'breakfast')).toBe(false);
  });
});

describe('greetingForHour', () => {
  it.each([
    [0, 'Good Morning'],
    [11, 'Good Morning'],
    [12, 'Good Afternoon'],
    [16, 'Good Afternoon'],
    [17, 'Good Evening'],
    [23, 'Good Evening'],
  ])('%s:00 → %s', (hour, greeting) => {
    expect(greetingForHour(hour)).toBe(greeting);
  });
});

describe('isQuickCookTime', () => {
  it('takes up to 15 minutes, as GET /api/recipes/quick does', () => {
    expect(isQuickCookTime(0)).toBe(true);
    expect(isQuickCookTime(15)).toBe(true);
    expect(isQuickCookTime(16)).toBe(false);
  });
});

describe('quickMealFacts', () => {
  const base = {
    id: 'r1',
    name: 'Berry Smoothie',
    dietaryTags: [],
    ingredients: [{}, {}, {}],
    instructions: [{}, {}],
  };

  it('shows §9 defaults: 10 min, easy, rating 4.5', () => {
    expect(quickMealFacts(base)).toEqual({
      cookTime: 10,
      difficulty: 'easy',
      rating: 4.5,
      ingredientCount: 3,
      stepCount: 2,
    });
  });

  it('treats a cook time or rating of 0 (and a null rating) as not given', () => {
    expect(quickMealFacts({ ...base, cookTime: 0, rating: 0 })).toMatchObject({
      cookTime: 10,
      rating: 4.5,
    });
    expect(quickMealFacts({ ...base, rating: null }).rating).toBe(4.5);
  });

  it('keeps the values a meal has', () => {
    expect(
      quickMealFacts({ ...base, cookTime: 7, difficulty: 'medium', rating: 4.9 }),
    ).toMatchObject({ cookTime: 7, difficulty: 'medium', rating: 4.9 });
  });
});

describe('quickMealMealType', () => {
  it('is the selected tab', () => {
    expect(quickMealMealType(meal('Pesto Pasta'), 'lunch')).toBe('lunch');
  });

  it('on All Meals, is the first meal type the meal matches', () => {
    expect(quickMealMealType(meal('Avocado Toast'), 'all')).toBe('breakfast');
    expect(quickMealMealType(meal('Salad', ['lunch', 'dinner']), 'all')).toBe('lunch');
    expect(quickMealMealType(meal('Fried Rice'), 'all')).toBe('dinner');
  });

  it('on All Meals, is dinner when it matches none', () => {
    expect(quickMealMealType(meal('Chocolate Mousse'), 'all')).toBe('dinner');
  });
});

describe('mergeById', () => {
  it('keeps each id once, from the first list that has it, in order', () => {
    const own = [{ id: 'a', from: 'own' }];
    const catalog = [
      { id: 'b', from: 'catalog' },
      { id: 'a', from: 'catalog' },
    ];
    const community = [
      { id: 'c', from: 'community' },
      { id: 'b', from: 'community' },
    ];
    expect(mergeById(own, catalog, community)).toEqual([
      { id: 'a', from: 'own' },
      { id: 'b', from: 'catalog' },
      { id: 'c', from: 'community' },
    ]);
  });
});
