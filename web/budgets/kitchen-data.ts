// A realistic kitchen for the budgets (issue 4): 150 pantry items, 500 recipes, a planned week
// and a 40-item grocery list, as mutator inputs. Deterministic, so every run measures the same
// kitchen; names are varied so lists look and sort like a real household's.
import type { MutatorInput } from '@mise/sync/mutators/registry';
import { PANTRY_CATEGORIES, MEAL_TYPES } from '@mise/domain/options';

export interface KitchenSize {
  pantry: number;
  recipes: number;
  plannedDays: number;
  grocery: number;
}

export const KITCHEN_SIZE: KitchenSize = { pantry: 150, recipes: 500, plannedDays: 7, grocery: 40 };

/** The kitchen `scale` times over (`pnpm bench:kitchen`), with the same planned week. */
export function scaledKitchen(scale: number): KitchenSize {
  return {
    pantry: KITCHEN_SIZE.pantry * scale,
    recipes: KITCHEN_SIZE.recipes * scale,
    plannedDays: KITCHEN_SIZE.plannedDays,
    grocery: KITCHEN_SIZE.grocery * scale,
  };
}

const INGREDIENTS = [
  'Basmati rice',
  'Red lentils',
  'Chickpeas',
  'Black beans',
  'Rolled oats',
  'Spaghetti',
  'Penne',
  'Plain flour',
  'Brown sugar',
  'Olive oil',
  'Soy sauce',
  'Fish sauce',
  'Coconut milk',
  'Chopped tomatoes',
  'Tomato paste',
  'Peanut butter',
  'Honey',
  'Dijon mustard',
  'Cumin',
  'Smoked paprika',
  'Turmeric',
  'Cinnamon',
  'Chilli flakes',
  'Bay leaves',
  'Vegetable stock',
  'Eggs',
  'Milk',
  'Butter',
  'Greek yoghurt',
  'Cheddar',
  'Parmesan',
  'Feta',
  'Spinach',
  'Carrots',
  'Celery',
  'Red peppers',
  'Courgettes',
  'Broccoli',
  'Lemons',
  'Limes',
  'Ginger',
  'Garlic',
  'Onions',
  'Potatoes',
  'Sweet potatoes',
  'Chicken thighs',
  'Salmon fillets',
  'Minced beef',
  'Tofu',
  'Frozen peas',
  'Frozen berries',
  'Sweetcorn',
  'Prawns',
  'Bread',
];
const DISHES = [
  'stew',
  'curry',
  'traybake',
  'salad',
  'soup',
  'stir-fry',
  'risotto',
  'pasta bake',
  'tacos',
  'frittata',
  'noodles',
  'pilaf',
  'gratin',
  'chilli',
  'hash',
  'bowl',
];
const STYLES = ['Weeknight', 'Smoky', 'Lemony', 'Herby', 'Spiced', 'Creamy', 'Crispy', 'Quick'];
const CUISINES = ['Italian', 'Indian', 'Mexican', 'Thai', 'Japanese', 'Greek', 'French', 'Korean'];
const UNITS = ['g', 'kg', 'ml', 'pcs', 'can', 'pack', 'bunch', 'jar'];

/** Ids the mutators accept (uuid v4 shape), numbered so runs are reproducible. */
function id(kind: number, n: number): string {
  return `00000000-0000-4000-8${kind}00-${n.toString(16).padStart(12, '0')}`;
}

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

function isoDay(from: Date, days: number): string {
  const day = new Date(from);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

export function pantryItems(today: Date, size = KITCHEN_SIZE): MutatorInput<'pantry.add'>[] {
  return Array.from({ length: size.pantry }, (_, n) => ({
    id: id(1, n),
    name: n < INGREDIENTS.length ? pick(INGREDIENTS, n) : `${pick(INGREDIENTS, n)} (${n})`,
    category: pick(PANTRY_CATEGORIES, n),
    quantity: 1 + (n % 6),
    unit: pick(UNITS, n),
    // A mix of expired, expiring soon, fresh and no date at all, as in a real pantry.
    ...(n % 5 === 4 ? {} : { expirationDate: isoDay(today, (n % 40) - 5) }),
    addedAt: new Date(today.getTime() - n * 3_600_000).toISOString(),
  }));
}

export function recipes(today: Date, size = KITCHEN_SIZE): MutatorInput<'recipe.create'>[] {
  return Array.from({ length: size.recipes }, (_, n) => {
    const main = pick(INGREDIENTS, n * 7);
    const dish = pick(DISHES, n);
    return {
      id: id(2, n),
      name: `${pick(STYLES, n * 3)} ${main.toLowerCase()} ${dish} ${n + 1}`,
      description: `A ${pick(CUISINES, n).toLowerCase()}-style ${dish} built around ${main.toLowerCase()}.`,
      cuisine: pick(CUISINES, n),
      cookTime: 10 + (n % 9) * 5,
      difficulty: pick(['easy', 'medium', 'hard'] as const, n),
      dietaryTags: n % 3 === 0 ? ['vegetarian'] : [],
      ingredients: Array.from({ length: 4 + (n % 5) }, (_, k) => ({
        name: pick(INGREDIENTS, n * 7 + k * 11),
        amount: String(1 + ((n + k) % 4)),
        unit: pick(UNITS, n + k),
      })),
      instructions: Array.from({ length: 3 + (n % 4) }, (_, k) => ({
        step: k + 1,
        instruction: `Step ${k + 1}: prepare, then cook the ${main.toLowerCase()} until done.`,
        ...(k % 2 === 0 ? { duration: 5 + k } : {}),
      })),
      createdAt: new Date(today.getTime() - n * 60_000).toISOString(),
    };
  });
}

export function mealPlan(
  today: Date,
  recipeList: readonly { id: string; name: string }[],
  size = KITCHEN_SIZE,
) {
  const entries: MutatorInput<'mealPlan.add'>[] = [];
  for (let day = 0; day < size.plannedDays; day += 1) {
    for (const [m, mealType] of MEAL_TYPES.entries()) {
      const recipe = pick(recipeList, day * MEAL_TYPES.length + m);
      entries.push({
        id: id(3, entries.length),
        date: isoDay(today, day),
        mealType,
        recipeId: recipe.id,
        recipeName: recipe.name,
        createdAt: today.toISOString(),
      });
    }
  }
  return entries;
}

export function groceryItems(today: Date, size = KITCHEN_SIZE): MutatorInput<'grocery.add'>[] {
  return Array.from({ length: size.grocery }, (_, n) => ({
    id: id(4, n),
    // Past the budget kitchen's list, numbered: the server folds same-name adds into one (S15).
    name:
      n < KITCHEN_SIZE.grocery
        ? pick(INGREDIENTS, n * 5 + 3)
        : `${pick(INGREDIENTS, n * 5 + 3)} (${n})`,
    quantity: 1 + (n % 3),
    unit: pick(UNITS, n),
    estimatedPrice: 99 + ((n * 137) % 900),
    createdAt: new Date(today.getTime() - n * 60_000).toISOString(),
  }));
}
