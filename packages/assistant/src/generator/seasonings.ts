/**
 * What the generator may add beyond the pantry: each cuisine's seasonings and the staples a
 * template needs. Each is a list of alternatives; the first that fits the diet is used, so a
 * vegan Italian pasta simply goes without parmesan and a paleo stir-fry swaps soy sauce for
 * coconut aminos. Every name here is in the ingredient dictionary, so its diet can be proven.
 */
import type { GeneratorCuisine } from '@mise/domain/options';

export type Cuisine = Exclude<GeneratorCuisine, 'any'>;

export type SeasoningSlot =
  'aromatic' | 'spice' | 'sauce' | 'acid' | 'garnish' | 'cheese' | 'fat' | 'season' | 'liquid';

export interface Choice {
  readonly name: string;
  readonly amount: string;
  readonly unit: string;
}

export interface Seasoning {
  readonly slot: SeasoningSlot;
  readonly choices: readonly Choice[];
  /** Optional seasonings are dropped when no choice fits the diet; others reject the dish. */
  readonly optional: boolean;
}

const choice = (name: string, amount: string, unit: string): Choice => ({ name, amount, unit });

const lemon = choice('lemon', '1', 'whole');
const lime = choice('lime', '1', 'whole');
const garlic = choice('garlic', '2', 'cloves');

export const seasoningChoice = choice;

export const CUISINE_SEASONINGS: Record<Cuisine, readonly Seasoning[]> = {
  italian: [
    { slot: 'aromatic', choices: [garlic], optional: false },
    { slot: 'spice', choices: [choice('red pepper flakes', '1/4', 'tsp')], optional: true },
    { slot: 'acid', choices: [lemon], optional: true },
    { slot: 'garnish', choices: [choice('basil', '1/4', 'cup')], optional: false },
    { slot: 'cheese', choices: [choice('parmesan', '30', 'g')], optional: true },
  ],
  asian: [
    { slot: 'aromatic', choices: [choice('ginger', '1', 'tbsp'), garlic], optional: false },
    {
      slot: 'sauce',
      choices: [choice('soy sauce', '2', 'tbsp'), choice('coconut aminos', '3', 'tbsp')],
      optional: false,
    },
    { slot: 'acid', choices: [choice('rice vinegar', '1', 'tbsp'), lime], optional: true },
    { slot: 'garnish', choices: [choice('green onion', '2', 'stalks')], optional: true },
  ],
  mexican: [
    { slot: 'aromatic', choices: [garlic], optional: false },
    { slot: 'spice', choices: [choice('cumin', '1', 'tsp')], optional: false },
    { slot: 'spice', choices: [choice('chili powder', '1', 'tsp')], optional: true },
    { slot: 'acid', choices: [lime], optional: false },
    { slot: 'garnish', choices: [choice('cilantro', '1/4', 'cup')], optional: false },
    { slot: 'cheese', choices: [choice('queso fresco', '40', 'g')], optional: true },
  ],
  mediterranean: [
    { slot: 'aromatic', choices: [garlic], optional: false },
    { slot: 'spice', choices: [choice('oregano', '1', 'tsp')], optional: false },
    { slot: 'acid', choices: [lemon], optional: false },
    { slot: 'garnish', choices: [choice('parsley', '1/4', 'cup')], optional: true },
    { slot: 'cheese', choices: [choice('feta', '60', 'g')], optional: true },
  ],
};

/** Staples every dish gets: a diet-safe cooking fat, salt and black pepper. */
export const BASIC_STAPLES: readonly Seasoning[] = [
  {
    slot: 'fat',
    choices: [choice('olive oil', '2', 'tbsp'), choice('avocado oil', '2', 'tbsp')],
    optional: false,
  },
  { slot: 'season', choices: [choice('salt', '1/2', 'tsp')], optional: false },
  { slot: 'season', choices: [choice('black pepper', '1/4', 'tsp')], optional: false },
];
