/**
 * fast-check arbitraries for the planner's property tests: random libraries written the way
 * cooks write (dictionary names, synonyms, plurals, unknown names, allergen words, qualifiers),
 * random pantries around today, and random household preferences.
 */
import { INGREDIENTS } from '@mise/catalog/ingredients';
import { addDays } from '@mise/domain/dates';
import {
  ALLERGENS,
  COOKING_TIME_PREFERENCES,
  DIETARY_RESTRICTIONS,
  DIFFICULTIES,
  MEAL_TYPES,
  PREFERRED_CUISINES,
  RECIPE_CUISINES,
  SKILL_LEVELS,
} from '@mise/domain/options';
import fc from 'fast-check';
import type { PlannableRecipe, PlannerPreferences } from './candidates';
import type { PlanWeekInput } from './plan-week';

export const WEEK_START = '2025-03-02';

const DICTIONARY_NAMES = INGREDIENTS.flatMap((entry) => [entry.name, ...entry.synonyms]);

/** Names the rules must get right that the dictionary alone does not settle. */
export const TRICKY_NAMES = [
  'peanut sauce',
  'satay sauce',
  'almond milk',
  'mixed nuts',
  'soybean oil',
  'tamari',
  'seafood stock',
  'gluten-free pasta',
  'vegan mayo',
  'dairy-free cheese',
  'cashew cheese',
  'rice flour',
  'zucchini noodles',
  'cauliflower rice',
  'turkey bacon',
  'vegan sausage',
  'lean ground beef',
  'eggplant',
  'butternut squash',
  'coconut milk',
  'oyster mushrooms',
  'water',
  'house sauce',
  'dragon fruit',
  'yuzu kosho',
  'crawfish tails',
  'furikake',
  'whey protein',
] as const;

export const ingredientName = fc.oneof(
  { arbitrary: fc.constantFrom(...DICTIONARY_NAMES), weight: 6 },
  { arbitrary: fc.constantFrom(...TRICKY_NAMES), weight: 2 },
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom('2 large', '1 cup', 'Chopped', 'fresh'),
        fc.constantFrom(...DICTIONARY_NAMES),
      )
      .map(([lead, name]) => `${lead} ${name}s`),
    weight: 1,
  },
);

const DISH_WORDS = [
  'Bowl',
  'Salad',
  'Soup',
  'Stew',
  'Curry',
  'Tacos',
  'Pancakes',
  'Omelette',
  'Smoothie',
  'Toast',
  'Cake',
  'Cookies',
  'Pudding',
  'Noodles',
  'Brunch Plate',
  'Fried Rice',
] as const;
const NAME_LEADS = ['', 'Thai', 'Greek', 'Peanut', 'Shrimp', 'Creamy', 'Quick', 'Italian', 'Miso'];
const TAGS = [
  'vegetarian',
  'vegan',
  'keto',
  'paleo',
  'gluten-free',
  'dairy-free',
  'breakfast',
  'Breakfast',
  'lunch',
  'dinner',
  'quick',
  'dessert',
] as const;

const recipeBody = fc.record({
  name: fc
    .tuple(fc.constantFrom(...NAME_LEADS), fc.constantFrom(...DISH_WORDS))
    .map(([lead, dish]) => `${lead} ${dish}`.trim()),
  ingredients: fc.array(ingredientName, { minLength: 1, maxLength: 8 }),
  cookTime: fc.oneof(
    fc.integer({ min: 0, max: 29 }),
    fc.integer({ min: 30, max: 60 }),
    fc.integer({ min: 61, max: 240 }),
  ),
  difficulty: fc.constantFrom(...DIFFICULTIES),
  cuisine: fc.option(fc.constantFrom(...RECIPE_CUISINES, 'Thai', 'greek', 'Korean'), {
    nil: undefined,
  }),
  dietaryTags: fc.subarray([...TAGS], { maxLength: 4 }),
});

export const library = fc
  .array(recipeBody, { minLength: 1, maxLength: 60, size: 'large' })
  .map((bodies) =>
    bodies.map((body, index): PlannableRecipe => ({
      ...body,
      id: `r${index}`,
      ingredients: body.ingredients.map((name) => ({ name, amount: '1', unit: 'piece' })),
    })),
  );

export const preferences: fc.Arbitrary<PlannerPreferences> = fc.record({
  dietaryRestrictions: fc.subarray([...DIETARY_RESTRICTIONS], { maxLength: 2 }),
  allergens: fc.subarray([...ALLERGENS], { maxLength: 3 }),
  preferredCuisines: fc.subarray([...PREFERRED_CUISINES], { maxLength: 2 }),
  cookingTimePreference: fc.constantFrom(...COOKING_TIME_PREFERENCES),
  skillLevel: fc.constantFrom(...SKILL_LEVELS),
});

/** Today somewhere from a week before the planned week to its last days. */
export const today = fc.integer({ min: -7, max: 9 }).map((days) => addDays(WEEK_START, days));

export const pantry = (aroundToday: string) =>
  fc.array(
    fc.record({
      name: ingredientName,
      expirationDate: fc.option(
        fc.integer({ min: -4, max: 14 }).map((days) => addDays(aroundToday, days)),
        { nil: undefined },
      ),
    }),
    { maxLength: 20, size: 'medium' },
  );

const slot = fc.record({
  date: fc.integer({ min: -1, max: 7 }).map((days) => addDays(WEEK_START, days)),
  mealType: fc.constantFrom(...MEAL_TYPES),
});

/** A whole planner input: library, pantry, preferences, occupied slots and a seed. */
export const planInput: fc.Arbitrary<PlanWeekInput> = fc
  .tuple(library, today)
  .chain(([recipes, day]) =>
    fc.record({
      weekStart: fc.constant(WEEK_START),
      today: fc.constant(day),
      recipes: fc.constant(recipes),
      pantry: pantry(day),
      preferences,
      occupied: fc.array(slot, { maxLength: 6 }),
      alreadyPlannedRecipeIds: fc.subarray(
        recipes.map((recipe) => recipe.id),
        { maxLength: Math.min(3, recipes.length) },
      ),
      seed: fc.nat(),
    }),
  );
