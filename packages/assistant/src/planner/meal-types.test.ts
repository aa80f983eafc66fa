import { findSeedRecipe } from '@mise/catalog/recipes/index';
import { describe, expect, it } from 'vitest';
import { isDessert, mealTypesFor, type MealTypeCheckable } from './meal-types';

function recipe(
  name: string,
  dietaryTags: string[] = [],
  cuisine?: string,
  ingredients = ['onion'],
): MealTypeCheckable {
  return { name, dietaryTags, cuisine, ingredients: ingredients.map((n) => ({ name: n })) };
}

describe('mealTypesFor', () => {
  it('follows meal tags exactly, in any spelling', () => {
    expect(mealTypesFor(recipe('Bowl', ['vegan', 'Breakfast']))).toEqual(['breakfast']);
    expect(mealTypesFor(recipe('Bowl', ['LUNCH', 'dinner']))).toEqual(['lunch', 'dinner']);
    expect(mealTypesFor(recipe('Pancake Stack', ['dinner']))).toEqual(['dinner']);
  });

  it('reads an untagged breakfast from its name or its first ingredient', () => {
    expect(mealTypesFor(recipe('Fluffy Pancakes'))).toEqual(['breakfast']);
    expect(mealTypesFor(recipe('Avocado Toast'))).toEqual(['breakfast']);
    expect(mealTypesFor(recipe('Green Smoothie'))).toEqual(['breakfast']);
    expect(mealTypesFor(recipe('Mushroom Omelet'))).toEqual(['breakfast']);
    expect(
      mealTypesFor(recipe('Apple Cinnamon Bowl', [], undefined, ['rolled oats', 'apple'])),
    ).toEqual(['breakfast']);
    expect(mealTypesFor(recipe('Sunday Brunch Hash'))).toEqual(['breakfast', 'lunch']);
  });

  it('sends any other untagged recipe to lunch or dinner', () => {
    expect(mealTypesFor(recipe('Chicken Curry'))).toEqual(['lunch', 'dinner']);
    expect(mealTypesFor(recipe('Crab Cakes'))).toEqual(['lunch', 'dinner']);
  });

  it('never plans a dessert as a meal, unless its author made it a breakfast', () => {
    expect(mealTypesFor(recipe('Chocolate Cake'))).toEqual([]);
    expect(mealTypesFor(recipe('Berry Bowl', [], 'dessert'))).toEqual([]);
    expect(mealTypesFor(recipe('Berry Bowl', ['Dessert']))).toEqual([]);
    expect(mealTypesFor(recipe('Tiramisu', ['dinner']))).toEqual([]);
    expect(mealTypesFor(recipe('Chia Pudding', ['breakfast', 'lunch'], 'dessert'))).toEqual([
      'breakfast',
    ]);
  });

  it('places the seed library as tagged', () => {
    const rolls = findSeedRecipe('seed-cinnamon-rolls');
    const tiramisu = findSeedRecipe('seed-classic-tiramisu');
    const cups = findSeedRecipe('seed-ginger-beef-lettuce-cups');
    if (!rolls || !tiramisu || !cups) throw new Error('seed missing');
    expect(mealTypesFor(rolls)).toEqual(['breakfast']);
    expect(mealTypesFor(tiramisu)).toEqual([]);
    expect(mealTypesFor(cups)).toEqual(['lunch', 'dinner']);
  });
});

describe('isDessert', () => {
  it('knows desserts by cuisine, tag or name, and savoury look-alikes apart', () => {
    expect(isDessert(recipe('Apple Crisp'))).toBe(true);
    expect(isDessert(recipe('Vanilla Panna Cotta'))).toBe(true);
    expect(isDessert(recipe('Crisp Green Salad'))).toBe(false);
    expect(isDessert(recipe('Yorkshire Pudding'))).toBe(false);
    expect(isDessert(recipe('Salmon Fish Cakes'))).toBe(false);
  });
});
