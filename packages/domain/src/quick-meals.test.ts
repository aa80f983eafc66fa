import { describe, expect, it } from 'vitest';
import { greetingForHour, matchesQuickMealTab } from './quick-meals';

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
