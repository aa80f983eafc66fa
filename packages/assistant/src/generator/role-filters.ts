/** Which dictionary entries suit a role beyond their kind. */
import type { IngredientEntry } from '@mise/catalog/ingredients';

const NOODLES = new Set(['noodle', 'rice noodle', 'ramen noodle', 'udon', 'soba', 'egg noodle']);
const NOT_FOR_A_PAN_OR_BOWL = new Set(['lasagna noodle', 'oats', 'cornmeal', 'granola']);
// Preserved, processed or frozen mixes that do not read as the fresh vegetable of a dish.
const NOT_A_FRESH_VEGETABLE = new Set([
  'pumpkin puree',
  'hash browns',
  'french fries',
  'mixed vegetables',
  'pickle',
  'kimchi',
  'sauerkraut',
  'nori',
  'grape leaf',
  'canned green chile',
]);
const ACCENT_FRUITS = new Set(['lemon', 'lime']);

export const isNoodle = (entry: IngredientEntry): boolean => NOODLES.has(entry.name);
export const isItalianPasta = (entry: IngredientEntry): boolean =>
  entry.kind === 'pasta' && !NOODLES.has(entry.name) && !NOT_FOR_A_PAN_OR_BOWL.has(entry.name);
export const isCookingGrain = (entry: IngredientEntry): boolean =>
  entry.kind === 'grain' && !NOT_FOR_A_PAN_OR_BOWL.has(entry.name);
export const isStirFryBase = (entry: IngredientEntry): boolean =>
  isCookingGrain(entry) || isNoodle(entry);
export const isFreshVegetable = (entry: IngredientEntry): boolean =>
  entry.kind === 'vegetable' && !NOT_A_FRESH_VEGETABLE.has(entry.name);
export const isCheese = (entry: IngredientEntry): boolean =>
  entry.name === 'cheese' || entry.parent === 'cheese';
export const isSaladTopping = (entry: IngredientEntry): boolean =>
  entry.kind === 'nut' || (entry.kind === 'fruit' && !ACCENT_FRUITS.has(entry.name));
