/** Realistic amounts for two servings of a pantry item filling a role, by what it is. */
import type { IngredientEntry, IngredientKind } from '@mise/catalog/ingredients';
import type { Choice } from './seasonings';

/** What the amounts below feed, and so what a generated recipe serves unless its template says. */
export const GENERATED_RECIPE_SERVINGS = 2;

const BY_KIND: Record<IngredientKind, readonly [amount: string, unit: string]> = {
  protein: ['300', 'g'],
  vegetable: ['150', 'g'],
  aromatic: ['1', 'whole'],
  fruit: ['1', 'cup'],
  grain: ['3/4', 'cup'],
  bread: ['2', 'slices'],
  pasta: ['200', 'g'],
  legume: ['1 1/2', 'cups'],
  dairy: ['50', 'g'],
  egg: ['2', 'large'],
  fat: ['2', 'tbsp'],
  herb: ['2', 'tbsp'],
  spice: ['1', 'tsp'],
  sauce: ['2', 'tbsp'],
  sweetener: ['1', 'tbsp'],
  nut: ['30', 'g'],
  baking: ['2', 'tbsp'],
  liquid: ['1', 'cup'],
};

const BY_NAME: Readonly<Record<string, readonly [amount: string, unit: string]>> = {
  garlic: ['2', 'cloves'],
  ginger: ['1', 'tbsp'],
  'green onion': ['2', 'stalks'],
  lemongrass: ['1', 'stalk'],
  avocado: ['1', 'whole'],
  lemon: ['1', 'whole'],
  lime: ['1', 'whole'],
  tofu: ['400', 'g'],
};

/** `eggCount` lets a frittata ask for six eggs where a salad wants two. */
export function amountFor(entry: IngredientEntry, eggCount = 2): Choice {
  if (entry.kind === 'egg') {
    // "2 large eggs", not "2 large egg": here the unit is a size and the name carries the count.
    const name = eggCount > 1 && !entry.name.endsWith('s') ? `${entry.name}s` : entry.name;
    return { name, amount: String(eggCount), unit: 'large' };
  }
  const [amount, unit] = BY_NAME[entry.name] ?? BY_KIND[entry.kind];
  return { name: entry.name, amount, unit };
}
