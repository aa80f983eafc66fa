import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type IngredientLexicon, toLexiconKey } from './ingredient-names';
import {
  countedIngredients,
  createRecipeMatcher,
  indexPantry,
  matchPercentage,
  percentInPantry,
} from './recipe-match';

/** A small stand-in for the catalog's dictionary, which domain cannot import. */
function lexiconOf(entries: readonly { name: string; synonyms?: string[]; parent?: string }[]) {
  const byPhrase = new Map<string, string>();
  const parents = new Map<string, string>();
  for (const { name, synonyms = [], parent } of entries) {
    for (const phrase of [name, ...synonyms]) byPhrase.set(toLexiconKey(phrase), name);
    if (parent !== undefined) parents.set(name, parent);
  }
  const lexicon: IngredientLexicon = {
    canonical: (phrase) => byPhrase.get(phrase),
    parent: (name) => parents.get(name),
  };
  return lexicon;
}

const lexicon = lexiconOf([
  { name: 'egg', synonyms: ['egg yolk'] },
  { name: 'flour', synonyms: ['all purpose flour'] },
  { name: 'milk' },
  { name: 'sugar' },
  { name: 'salt' },
  { name: 'black pepper', synonyms: ['pepper'] },
  { name: 'rice' },
  { name: 'onion' },
  { name: 'red onion', parent: 'onion' },
  { name: 'cheese' },
  { name: 'cheddar', parent: 'cheese' },
  { name: 'aged cheddar', parent: 'cheddar' },
  { name: 'green onion', synonyms: ['scallion'] },
]);

const match = (recipe: string[], pantry: string[]) => matchPercentage(recipe, pantry, lexicon);

describe('matchPercentage', () => {
  it('is the rounded share of the recipe the pantry holds', () => {
    expect(match(['2 eggs', '1 cup flour', '1 cup milk', 'sugar'], ['Eggs', 'flour'])).toBe(50);
    expect(match(['egg', 'flour', 'milk'], ['egg'])).toBe(33);
    expect(match(['egg', 'flour', 'milk'], ['egg', 'milk'])).toBe(67);
    expect(match(['egg', 'flour', 'milk'], [])).toBe(0);
    expect(match(['egg', 'flour', 'milk'], ['milk', 'flour', 'large eggs'])).toBe(100);
  });

  it('compares names as normalised, so spellings and synonyms meet', () => {
    expect(match(['3 scallions, sliced'], ['Green Onions'])).toBe(100);
    expect(match(['1 cup all-purpose flour'], ['Flour (5 lb bag)'])).toBe(100);
  });

  it('counts an ingredient once however many rows name it', () => {
    expect(match(['2 eggs', '1 egg yolk', 'milk'], ['egg'])).toBe(50);
  });

  it('never counts water, and takes salt and pepper to be in every kitchen', () => {
    expect(match(['rice', '2 cups water'], ['rice'])).toBe(100);
    expect(match(['rice', 'warm water'], [])).toBe(0);
    expect(match(['egg', 'salt', 'pepper'], ['egg'])).toBe(100);
    expect(match(['egg', 'salt', 'pepper', 'milk'], ['milk'])).toBe(50);
    expect(match(['salt', 'pepper'], [])).toBe(100);
    expect(match(['egg', 'salt', 'pepper'], ['egg', 'salt', 'black pepper'])).toBe(100);
    const matcher = createRecipeMatcher(lexicon);
    const names = ['2 eggs', 'salt', 'pepper', 'chive'];
    const omelette = { id: 'omelette', ingredients: names.map((name) => ({ name })) };
    expect(matcher.missing(omelette, matcher.indexPantry([]))).toEqual(['2 eggs', 'chive']);
  });

  it('is 100 for a recipe that needs nothing but water', () => {
    expect(match(['water'], [])).toBe(100);
    expect(match([], [])).toBe(100);
  });

  it('lets a kind of an ingredient stand in for it, never the reverse', () => {
    expect(match(['onion'], ['red onion'])).toBe(100);
    expect(match(['red onion'], ['onion'])).toBe(0);
    expect(match(['cheese'], ['aged cheddar'])).toBe(100);
    expect(match(['cheddar'], ['aged cheddar'])).toBe(100);
    expect(match(['aged cheddar'], ['cheddar'])).toBe(0);
  });

  it('lets unknown ingredients match when written alike', () => {
    expect(match(['2 dragon fruits, diced'], ['Dragon Fruit'])).toBe(100);
  });

  it('never falls as the pantry grows', () => {
    const names = ['egg', 'flour', 'milk', 'sugar', 'salt', 'onion', 'red onion', 'cheddar', 'x'];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...names), { minLength: 1, maxLength: 8 }),
        fc.array(fc.constantFrom(...names), { maxLength: 8 }),
        fc.constantFrom(...names),
        (recipe, pantry, added) => {
          expect(match(recipe, [...pantry, added])).toBeGreaterThanOrEqual(match(recipe, pantry));
        },
      ),
    );
  });
});

describe('the parts of matchPercentage', () => {
  it('countedIngredients lists distinct canonical names without water', () => {
    expect(countedIngredients(['2 eggs', 'egg yolk', 'water', 'salt', ''], lexicon)).toEqual([
      'egg',
      'salt',
    ]);
  });

  it('indexPantry holds every name and all broader names above it', () => {
    expect([...indexPantry(['aged cheddar', 'Large Eggs'], lexicon)].sort()).toEqual([
      'aged cheddar',
      'cheddar',
      'cheese',
      'egg',
    ]);
  });

  it('indexPantry stops on cycles in bad data', () => {
    const looping = lexiconOf([
      { name: 'a', parent: 'b' },
      { name: 'b', parent: 'a' },
    ]);
    expect([...indexPantry(['a'], looping)].sort()).toEqual(['a', 'b']);
  });

  it('percentInPantry rounds half up', () => {
    expect(percentInPantry(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], new Set(['a']))).toBe(13);
  });
});

describe('createRecipeMatcher', () => {
  const recipe = (id: string, names: string[]) => ({
    id,
    ingredients: names.map((name) => ({ name, amount: '1', unit: 'piece' })),
  });

  it('matches many recipes against one pantry, by recipe id', () => {
    const matcher = createRecipeMatcher(lexicon);
    const pantry = matcher.indexPantry(['eggs', 'milk', 'red onion']);
    const percentages = matcher.matchAll(
      [recipe('pancakes', ['2 eggs', 'flour', 'milk']), recipe('soup', ['onion', 'water'])],
      pantry,
    );
    expect(percentages).toEqual(
      new Map([
        ['pancakes', 67],
        ['soup', 100],
      ]),
    );
  });

  it('notices a recipe whose ingredients changed under the same id', () => {
    const matcher = createRecipeMatcher(lexicon);
    const pantry = matcher.indexPantry(['egg']);
    expect(matcher.matchPercentage(recipe('r', ['egg', 'milk']), pantry)).toBe(50);
    expect(matcher.matchPercentage(recipe('r', ['egg', 'scallion']), pantry)).toBe(50);
    expect(matcher.matchPercentage(recipe('r', ['egg']), pantry)).toBe(100);
    expect(matcher.matchPercentage(recipe('r', ['milk', 'flour']), pantry)).toBe(0);
  });

  it('names what is missing as the recipe writes it, once each, water never', () => {
    const matcher = createRecipeMatcher(lexicon);
    const pantry = matcher.indexPantry(['eggs', 'red onion']);
    const omelette = recipe('omelette', [
      '2 eggs',
      ' Aged Cheddar ',
      'water',
      'onion',
      'all purpose flour',
      'flour',
      'yuzu',
    ]);
    expect(matcher.missing(omelette, pantry)).toEqual([
      'Aged Cheddar',
      'all purpose flour',
      'yuzu',
    ]);
    // Missing is exactly what the percentage does not count as held.
    expect(matcher.matchPercentage(omelette, pantry)).toBe(40);
    expect(matcher.missing(recipe('soup', ['onion', 'water']), pantry)).toEqual([]);
  });

  it('agrees with matchPercentage on any recipes and pantry, run after run', () => {
    const names = ['2 eggs', 'flour', 'milk', 'water', 'red onion', 'onion', 'cheddar', 'yuzu'];
    const matcher = createRecipeMatcher(lexicon);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.constantFrom('a', 'b', 'c'),
            names: fc.array(fc.constantFrom(...names), { minLength: 1, maxLength: 6 }),
          }),
          { maxLength: 5 },
        ),
        fc.array(fc.constantFrom(...names), { maxLength: 6 }),
        (recipes, pantryNames) => {
          const pantry = matcher.indexPantry(pantryNames);
          for (const { id, names: recipeNames } of recipes) {
            expect(matcher.matchPercentage(recipe(id, recipeNames), pantry)).toBe(
              match(recipeNames, pantryNames),
            );
          }
        },
      ),
    );
  });
});
