import { describe, expect, it } from 'vitest';
import { EMPTY_LEXICON, type IngredientLexicon } from './ingredient-names';
import { createRecipeMatcher } from './recipe-match';
import { itemsToUseSoon, recipesUsingSoonItems } from './use-soon';

const today = '2026-11-22';
const item = (name: string, expirationDate?: string) => ({ name, expirationDate });

describe('items to use soon', () => {
  it('keeps the items expiring from today to three days ahead, soonest first', () => {
    const soon = itemsToUseSoon(
      [
        item('Yoghurt', '2026-11-25'),
        item('Rice'),
        item('Spinach', '2026-11-22'),
        item('Ham', '2026-11-26'),
        item('Milk', '2026-11-21'),
        item('Cream', '2026-11-23'),
      ],
      today,
    );
    expect(soon.map(({ item: { name }, days }) => [name, days])).toEqual([
      ['Spinach', 0],
      ['Cream', 1],
      ['Yoghurt', 3],
    ]);
  });
});

describe('recipes that use them', () => {
  const recipe = (id: string, ...names: string[]) => ({
    id,
    name: id,
    ingredients: names.map((name) => ({ name })),
  });

  it('lists the recipes using the most soon items first, with what each uses', () => {
    const matcher = createRecipeMatcher(EMPTY_LEXICON);
    const recipes = [
      recipe('Omelette', 'egg', 'spinach', 'cream'),
      recipe('Salad', 'spinach', 'tomato'),
      recipe('Toast', 'bread'),
    ];
    expect(recipesUsingSoonItems(matcher, recipes, ['spinach', 'cream'], 5)).toEqual([
      { recipe: recipes[0], uses: ['spinach', 'cream'] },
      { recipe: recipes[1], uses: ['spinach'] },
    ]);
    expect(recipesUsingSoonItems(matcher, recipes, ['spinach'], 1)).toHaveLength(1);
    expect(recipesUsingSoonItems(matcher, recipes, [], 5)).toEqual([]);
  });
});

describe('recipes that use them, by the match rules', () => {
  const recipe = (id: string, ...names: string[]) => ({
    id,
    name: id,
    ingredients: names.map((name) => ({ name })),
  });

  it('counts a soon item for a recipe asking for a broader name, and a repeated item once', () => {
    const lexicon: IngredientLexicon = {
      ...EMPTY_LEXICON,
      parent: (name) => (name === 'red onion' ? 'onion' : undefined),
    };
    const matcher = createRecipeMatcher(lexicon);
    const recipes = [recipe('Soup', 'onion', 'water'), recipe('Tea', 'water')];
    expect(recipesUsingSoonItems(matcher, recipes, ['red onion', 'red onion'], 5)).toEqual([
      { recipe: recipes[0], uses: ['red onion'] },
    ]);
  });

  it('never lists a recipe with nothing to count as using every soon item', () => {
    const matcher = createRecipeMatcher(EMPTY_LEXICON);
    expect(recipesUsingSoonItems(matcher, [recipe('Ice', 'water')], ['milk'], 5)).toEqual([]);
  });
});
