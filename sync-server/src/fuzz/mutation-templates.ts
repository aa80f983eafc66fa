/**
 * One valid argument object for every mutator of the registry, built from real rows of the
 * fuzzed household: the starting point that push payloads make hostile one field at a time.
 * Typed by the registry's names, so a new mutator does not compile until it has one here.
 */
import type { MutatorInput, MutatorName } from '@mise/sync/mutators/registry';
import { AT, type World } from './world';

type Templates = { [Name in MutatorName]: (world: World) => MutatorInput<Name> };

/**
 * Each add names a thing of its own: an add of something already there is merged into it (S15),
 * which would leave a later template's id naming no row.
 */
const ownName = (name: string, id: string) => `${name} ${id.slice(-6)}`;

const pantryItem = (world: World, id = world.nextUuid()) => ({
  id,
  name: ownName('Eggs', id),
  category: 'fridge' as const,
  quantity: 6,
  unit: 'piece',
  expirationDate: '2030-01-01',
  imageUrl: '/images/eggs.jpg',
  addedAt: AT,
});

const groceryItem = (world: World, id = world.nextUuid()) => ({
  id,
  name: ownName('Flour', id),
  quantity: 1.5,
  unit: 'kg',
  estimatedPrice: 250,
  completed: false,
  recipeId: world.ids.recipe,
  createdAt: AT,
});

const mealPlanEntry = (world: World) => ({
  id: world.nextUuid(),
  date: '2030-03-04',
  mealType: 'lunch' as const,
  recipeId: world.ids.recipe,
  recipeName: 'Bean stew',
  notes: 'Leftovers',
  createdAt: AT,
});

export const MUTATION_TEMPLATES: Templates = {
  'pantry.add': pantryItem,
  'pantry.update': (w) => ({ id: w.ids.pantry, changes: { quantity: 2, expirationDate: null } }),
  'pantry.adjustQuantity': (w) => ({ id: w.ids.pantry, delta: -1 }),
  // Removals name ids that do not exist, so a template never takes a real row away.
  'pantry.remove': (w) => ({ id: w.nextUuid() }),
  'product.name': () => ({
    id: '7394376616037',
    name: 'Oat milk',
    category: 'fridge',
    updatedAt: AT,
  }),
  'recipe.create': (w) => ({
    id: w.nextUuid(),
    name: 'Shakshuka',
    description: 'Eggs in tomato sauce.',
    ingredients: [{ name: 'Eggs', amount: '4', unit: 'piece' }],
    instructions: [{ step: 1, instruction: 'Simmer the sauce.', duration: 10 }],
    cookTime: 25,
    difficulty: 'easy',
    cuisine: 'mediterranean',
    dietaryTags: ['vegetarian'],
    rating: 4.5,
    isShared: false,
    createdAt: AT,
  }),
  'recipe.share': (w) => ({ id: w.ids.recipe }),
  'recipe.favorite': (w) => ({ id: w.ids.recipe, createdAt: AT }),
  'recipe.unfavorite': (w) => ({ id: w.ids.recipe }),
  'recipe.remove': (w) => ({ id: w.nextUuid() }),
  'cooking.start': (w) => ({ id: w.nextUuid(), recipeId: w.ids.recipe, startedAt: AT }),
  'cooking.setStep': (w) => ({ id: w.ids.session, currentStep: 1 }),
  'cooking.finish': (w) => ({ id: w.ids.session, completedAt: AT }),
  'mealPlan.add': mealPlanEntry,
  'mealPlan.fillEmpty': (w) => ({ entries: [mealPlanEntry(w)] }),
  'mealPlan.update': (w) => ({
    id: w.ids.mealPlan,
    changes: { notes: 'Double it', recipeName: 'Stew' },
  }),
  'mealPlan.move': (w) => ({ id: w.ids.mealPlan, date: '2030-03-05', mealType: 'breakfast' }),
  'mealPlan.remove': (w) => ({ id: w.nextUuid() }),
  'grocery.add': groceryItem,
  'grocery.addMany': (w) => ({ items: [groceryItem(w), { ...groceryItem(w), name: 'Sugar' }] }),
  'grocery.setCompleted': (w) => ({ id: w.ids.grocery, completed: true }),
  'grocery.update': (w) => ({
    id: w.ids.grocery,
    changes: { name: 'Bread', quantity: 2, estimatedPrice: 300 },
  }),
  'grocery.adjustQuantity': (w) => ({ id: w.ids.grocery, delta: 1 }),
  'grocery.moveToPantry': (w) => ({ id: w.nextUuid(), pantryItem: pantryItem(w) }),
  'grocery.remove': (w) => ({ id: w.nextUuid() }),
  'preferences.update': () => ({ changes: { skillLevel: 'advanced' }, updatedAt: AT }),
  'journal.add': (w) => ({
    id: w.nextUuid(),
    recipeId: w.ids.recipe,
    recipeName: 'Bean stew',
    date: '2030-03-03',
    rating: 5,
    notes: 'Add chili.',
    modifications: ['More beans'],
    photos: [w.ids.photo],
    tags: ['weeknight'],
    cookingTime: 30,
    servings: 2,
    occasion: 'Dinner',
  }),
  'journal.update': (w) => ({ id: w.ids.journal, changes: { notes: 'Even better.', rating: 5 } }),
  'journal.remove': (w) => ({ id: w.nextUuid() }),
  'rows.restore': (w) => ({ collection: 'pantryItems', row: pantryItem(w) }),
};
