// Issue 22: the week's grocery list buys each planned meal for the servings it is planned for,
// scaled from the servings its recipe states.
import { describe, expect, it } from 'vitest';
import { groceryListForPlan } from './grocery-for-plan';
import type { PlannedRecipe } from './needs';
import { library } from './test-recipes';

const pastaForTwo: PlannedRecipe = {
  id: 'pasta',
  servings: 2,
  ingredients: [{ name: 'spaghetti', amount: '200', unit: 'g' }],
};
const rollsForTwelve: PlannedRecipe = {
  id: 'rolls',
  servings: 12,
  ingredients: [{ name: 'all-purpose flour', amount: '500', unit: 'g' }],
};

function amountOf(
  meals: readonly { recipeId: string; servings?: number }[],
  recipes: readonly PlannedRecipe[],
  name: string,
) {
  const lines = groceryListForPlan({
    meals,
    recipes: library(...recipes),
    pantry: [],
    existing: [],
  });
  const line = lines.find((candidate) => candidate.name === name);
  return line && `${line.quantity} ${line.unit}${line.note ? ` (${line.note})` : ''}`;
}

describe('grocery lines for planned servings', () => {
  it('buys a recipe for two twice over when the meal is for four', () => {
    expect(amountOf([{ recipeId: 'pasta', servings: 4 }], [pastaForTwo], 'Spaghetti')).toBe(
      '1 box (400 g in all)',
    );
  });

  it('buys half a batch of twelve rolls for six', () => {
    expect(amountOf([{ recipeId: 'rolls', servings: 6 }], [rollsForTwelve], 'Flour')).toBe(
      '1 bag (250 g in all)',
    );
  });

  it('buys a meal planned without a number as its recipe is written', () => {
    expect(amountOf([{ recipeId: 'pasta' }], [pastaForTwo], 'Spaghetti')).toBe(
      '1 box (200 g in all)',
    );
  });

  it('adds up one recipe planned for different numbers', () => {
    const meals = [
      { recipeId: 'pasta', servings: 4 },
      { recipeId: 'pasta', servings: 3 },
    ];
    expect(amountOf(meals, [pastaForTwo], 'Spaghetti')).toBe('1 box (700 g in all)');
  });

  it('reads a recipe stored before servings existed as serving four', () => {
    const older: PlannedRecipe = {
      id: 'older',
      ingredients: [{ name: 'spaghetti', amount: '400', unit: 'g' }],
    };
    expect(amountOf([{ recipeId: 'older', servings: 2 }], [older], 'Spaghetti')).toBe(
      '1 box (200 g in all)',
    );
  });
});
