/**
 * What each kind of write was, in words, for the list of writes the server refused: the
 * refusal only names the mutator, and the write itself has left the queue by then. The header
 * shows these before the engine loads, so the names are checked against this table (typed to
 * hold every mutator exactly once) rather than the registry, which brings zod with it.
 */
import type { MutatorName } from '@mise/sync/mutators/registry';

const labels: Record<MutatorName, string> = {
  'pantry.add': 'Adding a pantry item',
  'pantry.update': 'Editing a pantry item',
  'pantry.adjustQuantity': 'Changing a pantry quantity',
  'pantry.remove': 'Removing a pantry item',
  'product.name': 'Naming a product',
  'recipe.create': 'Creating a recipe',
  'recipe.share': 'Sharing a recipe',
  'recipe.favorite': 'Adding a favorite',
  'recipe.unfavorite': 'Removing a favorite',
  'recipe.remove': 'Deleting a recipe',
  'cooking.start': 'Starting to cook',
  'cooking.setStep': 'Moving to a cooking step',
  'cooking.finish': 'Finishing cooking',
  'mealPlan.add': 'Planning a meal',
  'mealPlan.fillEmpty': 'Auto-planning the week',
  'mealPlan.update': 'Editing a planned meal',
  'mealPlan.move': 'Moving a planned meal',
  'mealPlan.remove': 'Removing a planned meal',
  'grocery.add': 'Adding to the grocery list',
  'grocery.addMany': "Adding the week's groceries",
  'grocery.setCompleted': 'Checking off a grocery item',
  'grocery.update': 'Editing a grocery item',
  'grocery.adjustQuantity': 'Changing the amount of a grocery item',
  'grocery.moveToPantry': 'Moving a grocery item into the pantry',
  'grocery.remove': 'Removing a grocery item',
  'preferences.update': 'Changing your preferences',
  'journal.add': 'Adding a journal entry',
  'journal.update': 'Editing a journal entry',
  'journal.remove': 'Deleting a journal entry',
  'rows.restore': 'Copying your data to this kitchen',
};

function isLabelled(name: string): name is MutatorName {
  return Object.hasOwn(labels, name);
}

export function describeMutation(name: string): string {
  return isLabelled(name) ? labels[name] : 'A change from a newer version of Mise';
}
