import { findIngredient } from '@mise/catalog/ingredients';
import { SEED_RECIPES } from '@mise/catalog/recipes/index';
import { describe, expect, it } from 'vitest';
import { planWeek, type PlanWeekInput } from './plan-week';
import { ANY_HOUSEHOLD, testRecipe } from './test-recipes';

// 2025-03-02 is a Sunday.
const WEEK = '2025-03-02';

function input(overrides: Partial<PlanWeekInput> = {}): PlanWeekInput {
  return {
    weekStart: WEEK,
    today: WEEK,
    recipes: SEED_RECIPES,
    pantry: [],
    preferences: ANY_HOUSEHOLD,
    occupied: [],
    seed: 1,
    ...overrides,
  };
}

const plannedRecipes = (plan: ReturnType<typeof planWeek>) =>
  plan.meals.map((meal) => {
    const recipe = SEED_RECIPES.find((candidate) => candidate.id === meal.recipeId);
    if (recipe === undefined) throw new Error(`unknown recipe ${meal.recipeId}`);
    return recipe;
  });

describe('planWeek on the seed library', () => {
  it('fills all 21 slots for a household without limits', () => {
    const plan = planWeek(input());
    expect(plan.meals).toHaveLength(21);
    expect(plan.unfilled).toEqual([]);
    expect(new Set(plan.meals.map((meal) => meal.recipeId)).size).toBe(21);
    expect(plan.meals[0]).toMatchObject({ date: WEEK, mealType: 'breakfast' });
    expect(plan.meals[20]).toMatchObject({ date: '2025-03-08', mealType: 'dinner' });
  });

  it('plans from the given day on, leaving the days before it as they are', () => {
    const plan = planWeek(input({ today: '2025-03-05', from: '2025-03-05' }));
    expect(plan.meals).toHaveLength(12);
    expect(plan.meals.every((meal) => meal.date >= '2025-03-05')).toBe(true);
    expect(plan.unfilled).toEqual([]);
  });

  it('gives a vegan household no egg, dairy, honey or meat', () => {
    const plan = planWeek(
      input({ preferences: { ...ANY_HOUSEHOLD, dietaryRestrictions: ['Vegan'] } }),
    );
    expect(plan.meals.length).toBeGreaterThan(5);
    for (const recipe of plannedRecipes(plan)) {
      for (const { name } of recipe.ingredients) {
        expect(findIngredient(name)?.animal, `${recipe.name}: ${name}`).toBeUndefined();
      }
    }
  });

  it('never gives an egg-allergic household a recipe with eggs', () => {
    const plan = planWeek(input({ preferences: { ...ANY_HOUSEHOLD, allergens: ['Eggs'] } }));
    const names = plannedRecipes(plan).flatMap((recipe) => recipe.ingredients.map((i) => i.name));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect(findIngredient(name)?.kind, name).not.toBe('egg');
      expect(name).not.toMatch(/\beggs?\b|mayo/i);
    }
    expect(plan.meals.map((meal) => meal.recipeId)).not.toContain('seed-huevos-rancheros');
  });

  it('leaves occupied slots alone and does not repeat recipes already in the week', () => {
    const occupied = [
      { date: WEEK, mealType: 'breakfast' as const },
      { date: '2025-03-05', mealType: 'dinner' as const },
    ];
    const plan = planWeek(
      input({
        occupied,
        alreadyPlannedRecipeIds: ['seed-huevos-rancheros', 'seed-lemon-garlic-spaghetti'],
      }),
    );
    expect(plan.meals).toHaveLength(19);
    for (const slot of occupied) {
      expect(
        plan.meals.find((m) => m.date === slot.date && m.mealType === slot.mealType),
      ).toBeUndefined();
    }
    const ids = plan.meals.map((meal) => meal.recipeId);
    expect(ids).not.toContain('seed-huevos-rancheros');
    expect(ids).not.toContain('seed-lemon-garlic-spaghetti');
  });
});

describe('the pantry', () => {
  const library = [
    testRecipe('a', 'Lentil Soup', ['lentils', 'carrot'], { tags: ['dinner'] }),
    testRecipe('b', 'Spinach Dal', ['red lentils', 'spinach'], { tags: ['dinner'] }),
    testRecipe('c', 'Bean Chili', ['kidney beans', 'tomato'], { tags: ['dinner'] }),
  ];

  it('plans the recipe using what expires soonest first, and says so', () => {
    const plan = planWeek(
      input({
        recipes: library,
        pantry: [{ name: 'Spinach', expirationDate: '2025-03-04' }],
      }),
    );
    expect(plan.meals[0]).toEqual({
      date: WEEK,
      mealType: 'dinner',
      recipeId: 'b',
      recipeName: 'Spinach Dal',
      reason: 'Uses the spinach that expires Tuesday',
    });
  });

  it('does not count an expired item', () => {
    const withExpired = planWeek(
      input({ recipes: library, pantry: [{ name: 'spinach', expirationDate: '2025-03-01' }] }),
    );
    expect(withExpired).toEqual(planWeek(input({ recipes: library })));
  });

  it('does not count an item for a day after it expires', () => {
    const plan = planWeek(
      input({
        recipes: library,
        pantry: [{ name: 'spinach', expirationDate: '2025-03-03' }],
        occupied: [
          { date: WEEK, mealType: 'dinner' },
          { date: '2025-03-03', mealType: 'dinner' },
        ],
      }),
    );
    const dal = plan.meals.find((meal) => meal.recipeId === 'b');
    expect(dal?.reason).toBe('From your recipe library');
  });
});

describe('preferences', () => {
  it('plans preferred cuisines first, then the rest', () => {
    const library = [
      testRecipe('x1', 'Pad Thai', ['rice noodles'], { tags: ['dinner'], cuisine: 'asian' }),
      testRecipe('x2', 'Stew', ['beef'], { tags: ['dinner'], cuisine: 'american' }),
      testRecipe('x3', 'Stir-Fry', ['broccoli'], { tags: ['dinner'], cuisine: 'asian' }),
    ];
    const plan = planWeek(
      input({ recipes: library, preferences: { ...ANY_HOUSEHOLD, preferredCuisines: ['Thai'] } }),
    );
    expect(plan.meals.map((meal) => [meal.recipeId, meal.reason])).toEqual([
      ['x1', 'Matches your Thai preference'],
      ['x3', 'An Asian dish, close to your Thai preference'],
      ['x2', 'From your recipe library'],
    ]);
  });

  it('gives a beginner a medium dish only once the easy ones are used', () => {
    const library = [
      testRecipe('m', 'Medium Soup', ['onion'], { tags: ['lunch'], difficulty: 'medium' }),
      testRecipe('e', 'Easy Soup', ['onion'], { tags: ['lunch'], difficulty: 'easy' }),
      testRecipe('h', 'Hard Soup', ['onion'], { tags: ['lunch'], difficulty: 'hard' }),
    ];
    const plan = planWeek(
      input({ recipes: library, preferences: { ...ANY_HOUSEHOLD, skillLevel: 'beginner' } }),
    );
    expect(plan.meals.map((meal) => meal.recipeId)).toEqual(['e', 'm']);
  });

  it('keeps to the time preference', () => {
    const library = [
      testRecipe('q', 'Quick Salad', ['lettuce'], { tags: ['lunch'], cookTime: 15 }),
      testRecipe('s', 'Slow Stew', ['beef'], { tags: ['lunch'], cookTime: 45 }),
    ];
    const plan = planWeek(
      input({
        recipes: library,
        preferences: { ...ANY_HOUSEHOLD, cookingTimePreference: 'quick' },
      }),
    );
    expect(plan.meals.map((meal) => [meal.recipeId, meal.reason])).toEqual([
      ['q', 'Quick: ready in 15 minutes'],
    ]);
  });
});

describe('unfilled slots', () => {
  it('say whether nothing fits or everything that fits is used', () => {
    const library = [testRecipe('only', 'Porridge', ['rolled oats'], { tags: ['breakfast'] })];
    const plan = planWeek(input({ recipes: library }));
    expect(plan.meals).toHaveLength(1);
    expect(plan.unfilled).toHaveLength(20);
    expect(plan.unfilled[0]).toEqual({ date: WEEK, mealType: 'lunch', cause: 'no-recipe-fits' });
    expect(plan.unfilled.find((slot) => slot.mealType === 'breakfast')).toEqual({
      date: '2025-03-03',
      mealType: 'breakfast',
      cause: 'all-fitting-recipes-used',
    });
  });
});

describe('determinism', () => {
  it('gives the same plan for the same seed, whatever the library’s order', () => {
    const first = planWeek(input({ seed: 7 }));
    expect(planWeek(input({ seed: 7 }))).toEqual(first);
    expect(planWeek(input({ seed: 7, recipes: [...SEED_RECIPES].reverse() }))).toEqual(first);
  });

  it('varies among equally good recipes with the seed', () => {
    const plans = new Set(
      [1, 2, 3, 4].map((seed) => JSON.stringify(planWeek(input({ seed })).meals)),
    );
    expect(plans.size).toBeGreaterThan(1);
  });

  it('refuses a week that does not start on a Sunday', () => {
    expect(() => planWeek(input({ weekStart: '2025-03-03' }))).toThrow(RangeError);
  });
});
