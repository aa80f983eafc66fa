import type { Allergen } from '@mise/domain/options';
import { describe, expect, it } from 'vitest';
import {
  ingredientAllergens,
  isFreeOfAllergens,
  nameAllergens,
  recipeAllergens,
} from './allergens';

const allergensOf = (name: string) => [...ingredientAllergens(name)].sort();

describe('ingredientAllergens', () => {
  it.each<[string, Allergen[]]>([
    // By the dictionary's animal source and kind.
    ['2 large eggs, beaten', ['Eggs']],
    ['whole milk', ['Dairy']],
    ['grated Parmigiano-Reggiano', ['Dairy']],
    ['ghee', ['Dairy']],
    ['salmon fillets', ['Fish']],
    ['tiger prawns', ['Shellfish']],
    ['calamari', ['Shellfish']],
    ['spaghetti', ['Wheat/Gluten']],
    ['panko breadcrumbs', ['Wheat/Gluten']],
    ['egg noodles', ['Eggs', 'Wheat/Gluten']],
    ['naan bread', ['Dairy', 'Wheat/Gluten']],
    ['slivered almonds', ['Tree Nuts']],
    ['pine nuts', ['Tree Nuts']],
    ['walnut halves', ['Tree Nuts']],
    // By the entries the dictionary's animal and kind do not reveal.
    ['soy sauce', ['Soy', 'Wheat/Gluten']],
    ['tamari', ['Soy', 'Wheat/Gluten']],
    ['firm tofu', ['Soy']],
    ['white miso paste', ['Soy']],
    ['creamy peanut butter', ['Peanuts']],
    ['roasted peanuts', ['Peanuts']],
    ['tahini', ['Sesame']],
    ['toasted sesame oil', ['Sesame']],
    ['hummus', ['Sesame']],
    ['basil pesto', ['Dairy', 'Tree Nuts']],
    ['caesar dressing', ['Dairy', 'Eggs', 'Fish']],
    ['worcestershire sauce', ['Fish']],
    ['oyster sauce', ['Shellfish', 'Wheat/Gluten']],
    ['red curry paste', ['Fish', 'Shellfish']],
    ['all-purpose flour', ['Wheat/Gluten']],
    ['rolled oats', ['Wheat/Gluten']],
    ['mayonnaise', ['Eggs']],
    ['almond milk', ['Tree Nuts']],
    // By words, where the dictionary files the name under something broader.
    ['soybean oil', ['Soy']],
    ['seafood stock', ['Fish', 'Shellfish']],
  ])('%s → %j', (name, expected) => {
    expect(allergensOf(name)).toEqual(expected);
  });

  it.each<[string, Allergen[]]>([
    // Names the dictionary does not know, judged by their words.
    ['satay sauce', ['Peanuts']],
    ['mixed nuts', ['Peanuts', 'Tree Nuts']],
    ['macadamia nuts', ['Tree Nuts']],
    ['marzipan', ['Tree Nuts']],
    ['cashew cream', ['Tree Nuts']],
    ['whey protein', ['Dairy']],
    ['kefir', ['Dairy']],
    ['hollandaise', ['Eggs']],
    ['bean curd skins', ['Soy']],
    ['semolina', ['Wheat/Gluten']],
    ['rye crispbread', ['Wheat/Gluten']],
    ['orecchiette', ['Wheat/Gluten']],
    ['dashi granules', ['Fish']],
    ['mackerel', ['Fish']],
    ['crawfish tails', ['Shellfish']],
    ['furikake', ['Sesame']],
    ["za'atar", ['Sesame']],
  ])('unknown %s → %j', (name, expected) => {
    expect(allergensOf(name)).toEqual(expected);
  });

  it.each([
    'eggplant',
    'butternut squash',
    'nutmeg',
    'coconut milk',
    'coconut cream',
    'shredded coconut',
    'water chestnuts',
    'oyster mushrooms',
    'butter beans',
    'cream of tartar',
    'corn tortillas',
    'tortilla chips',
    'rice noodles',
    'chickpea flour',
    'buckwheat groats',
    'spaghetti squash',
    'pasta sauce',
    'sunflower seeds',
    'chia seeds',
    'coconut aminos',
    'vegetable broth',
    'water',
    'dragon fruit',
  ])('%s carries none', (name) => {
    expect(allergensOf(name)).toEqual([]);
  });

  it.each<[string, Allergen[]]>([
    // The dictionary files these under flour, noodle, cheese and milk.
    ['rice flour', []],
    ['zucchini noodles', []],
    ['cashew cheese', ['Tree Nuts']],
    ['rice milk', []],
    // A look-alike hides nothing else in the name.
    ['peanut butter cheesecake', ['Dairy', 'Peanuts']],
  ])('a look-alike overrules the dictionary only for itself: %s → %j', (name, expected) => {
    expect(allergensOf(name)).toEqual(expected);
  });

  it.each<[string, Allergen[]]>([
    ['gluten-free spaghetti', []],
    ['gluten free soy sauce', ['Soy']],
    ['vegan mayo', []],
    ['dairy-free cheese', []],
    ['vegan butter', []],
    ['egg-free pasta', ['Wheat/Gluten']],
    ['nut-free pesto', ['Dairy']],
  ])('a written qualifier wins: %s → %j', (name, expected) => {
    expect(allergensOf(name)).toEqual(expected);
  });
});

describe('recipeAllergens', () => {
  const recipe = (name: string, ingredients: string[]) => ({
    name,
    ingredients: ingredients.map((ingredient) => ({ name: ingredient })),
  });

  it('gathers every ingredient’s allergens', () => {
    const stirFry = recipe('Tofu Stir-Fry', ['firm tofu', 'broccoli', 'soy sauce', 'sesame seeds']);
    expect([...recipeAllergens(stirFry)].sort()).toEqual(['Sesame', 'Soy', 'Wheat/Gluten']);
  });

  it('reads the dish’s name only when an ingredient is in doubt', () => {
    const known = recipe('Peanut-Free Noodle Salad', ['rice noodles', 'cucumber', 'lime']);
    expect([...recipeAllergens(known)]).toEqual([]);

    const doubtful = recipe('Peanut Noodles', ['rice noodles', 'house sauce', 'lime']);
    expect([...recipeAllergens(doubtful)]).toContain('Peanuts');

    const sameNameAllKnown = recipe('Peanut Noodles', ['rice noodles', 'cucumber', 'lime']);
    expect([...recipeAllergens(sameNameAllKnown)]).not.toContain('Peanuts');
  });

  it('does not read the name for an unknown ingredient whose words decided', () => {
    const decided = recipe('Shrimp Noodles', ['rice noodles', 'satay sauce']);
    expect([...recipeAllergens(decided)]).toEqual(['Peanuts']);
  });

  it('nameAllergens reads a dish name by the same words', () => {
    expect([...nameAllergens('Crab Rangoon')]).toEqual(['Shellfish']);
    expect([...nameAllergens('Roasted Eggplant with Herbs')]).toEqual([]);
  });
});

describe('isFreeOfAllergens', () => {
  const omelette = {
    name: 'Cheese Omelette',
    ingredients: [{ name: 'eggs' }, { name: 'cheddar' }, { name: 'butter' }],
  };

  it('refuses a recipe with any avoided allergen', () => {
    expect(isFreeOfAllergens(omelette, ['Eggs'])).toBe(false);
    expect(isFreeOfAllergens(omelette, ['Peanuts', 'Dairy'])).toBe(false);
  });

  it('accepts one with none of them, and anything when nothing is avoided', () => {
    expect(isFreeOfAllergens(omelette, ['Peanuts', 'Soy'])).toBe(true);
    expect(isFreeOfAllergens(omelette, [])).toBe(true);
  });
});
