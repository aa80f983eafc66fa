/**
 * How many main ingredients a recipe has (protein, vegetables, legumes, cheese, eggs, fruit,
 * besides its starch), judged from its ingredient names through the dictionary; aromatics,
 * citrus, fats, herbs, spices and sauces are the flavour base, not mains. A recipe from any
 * source (the built-in generator or a language model) is held to the same bound.
 */
import { findIngredient, type IngredientKind } from '@mise/catalog/ingredients';

const MAIN_KINDS = new Set<IngredientKind>(['protein', 'vegetable', 'legume', 'egg', 'fruit']);
const CHEESES = 'cheese';
/** Fruit that seasons rather than fills: its juice is the acid of the base. */
const CITRUS = new Set(['lemon', 'lime', 'orange']);
/** Vegetables that act as sauce or seasoning in a recipe, whatever their kind. */
const SEASONING_VEGETABLES = new Set([
  'canned tomato',
  'olive',
  'caper',
  'chili pepper',
  'jalapeno',
]);

/**
 * The most mains a recipe's ingredient list may show: a built-in dish's four besides its starch,
 * plus what its base may add that reads as one (a soffritto's carrot and celery, a grated
 * cheese on top). generate-dishes.test.ts holds the built-in recipes to it too.
 */
export const MAX_LISTED_MAINS = 6;

export function mainIngredientCount(names: readonly string[]): number {
  const mains = new Set<string>();
  for (const name of names) {
    const entry = findIngredient(name);
    if (entry === undefined || CITRUS.has(entry.name) || SEASONING_VEGETABLES.has(entry.name))
      continue;
    const cheese = entry.name === CHEESES || entry.parent === CHEESES;
    if (MAIN_KINDS.has(entry.kind) || cheese) mains.add(entry.name);
  }
  return mains.size;
}
