import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_LEXICON,
  type IngredientLexicon,
  normaliseIngredientName,
  singularise,
  toLexiconKey,
} from './ingredient-names';

interface TestEntry {
  name: string;
  synonyms?: string[];
  parent?: string;
}

/** A small stand-in for the catalog's dictionary, which domain cannot import. */
function lexiconOf(entries: readonly TestEntry[]): IngredientLexicon {
  const byPhrase = new Map<string, string>();
  const parents = new Map<string, string>();
  for (const { name, synonyms = [], parent } of entries) {
    for (const phrase of [name, ...synonyms]) byPhrase.set(toLexiconKey(phrase), name);
    if (parent !== undefined) parents.set(name, parent);
  }
  return {
    canonical: (phrase) => byPhrase.get(phrase),
    parent: (name) => parents.get(name),
  };
}

const lexicon = lexiconOf([
  { name: 'egg', synonyms: ['egg yolk', 'egg white'] },
  { name: 'basil' },
  { name: 'onion', synonyms: ['yellow onion'] },
  { name: 'red onion', parent: 'onion' },
  { name: 'green onion', synonyms: ['scallion', 'spring onion'] },
  { name: 'chickpea', synonyms: ['garbanzo bean', 'garbanzo'] },
  { name: 'cilantro', synonyms: ['coriander leaves', 'fresh coriander'] },
  { name: 'coriander', synonyms: ['ground coriander'] },
  { name: 'garlic', synonyms: ['garlic clove'] },
  { name: 'clove', synonyms: ['cloves'] },
  { name: 'chicken' },
  { name: 'chicken thigh', parent: 'chicken' },
  { name: 'butter' },
  { name: 'peanut butter' },
  { name: 'salt', synonyms: ['kosher salt'] },
  { name: 'oil' },
  { name: 'olive oil', synonyms: ['extra virgin olive oil'], parent: 'oil' },
  { name: 'milk' },
  { name: 'coconut milk' },
  { name: 'jalapeno' },
  { name: 'powdered sugar', synonyms: ["confectioners' sugar"] },
  { name: 'half and half' },
  { name: 'bay leaf' },
  { name: 'oats', synonyms: ['rolled oats'] },
  { name: 'tomato' },
  { name: 'berry' },
  { name: 'hummus' },
]);

const normalise = (raw: string) => normaliseIngredientName(raw, lexicon);

describe('toLexiconKey', () => {
  it.each([
    ['Jalapeño', 'jalapeno'],
    ["Confectioners' Sugar", 'confectioners sugar'],
    ['half-and-half', 'half and half'],
    ['  2 ½ cups  All-Purpose Flour! ', 'cups all purpose flour'],
    ['14-oz.', 'oz'],
  ])('%j → %j', (text, key) => {
    expect(toLexiconKey(text)).toBe(key);
  });
});

describe('singularise', () => {
  it.each([
    ['tomatoes', 'tomato'],
    ['potatoes', 'potato'],
    ['berries', 'berry'],
    ['anchovies', 'anchovy'],
    ['leaves', 'leaf'],
    ['halves', 'half'],
    ['peaches', 'peach'],
    ['radishes', 'radish'],
    ['olives', 'olive'],
    ['chives', 'chive'],
    ['cheeses', 'cheese'],
    ['eggs', 'egg'],
    ['peas', 'pea'],
    ['zucchinis', 'zucchini'],
    ['cookies', 'cookie'],
    ['pies', 'pie'],
  ])('%s → %s', (plural, singular) => {
    expect(singularise(plural)).toBe(singular);
  });

  it.each(['hummus', 'couscous', 'asparagus', 'molasses', 'swiss', 'chard', 'bass', 'egg', 'gas'])(
    'leaves %s alone',
    (word) => {
      expect(singularise(word)).toBe(word);
    },
  );

  it('is idempotent on any lowercase word', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,12}$/), (word) => {
        const once = singularise(word);
        expect(singularise(once)).toBe(once);
      }),
    );
  });
});

describe('normaliseIngredientName', () => {
  it.each([
    ['2 large eggs, beaten', 'egg'],
    ['3 egg yolks', 'egg'],
    ['fresh basil leaves', 'basil'],
    ['chopped red onions', 'red onion'],
    ['1 yellow onion, diced', 'onion'],
    ['Scallions', 'green onion'],
    ['green onions', 'green onion'],
    ['spring onion', 'green onion'],
    ['1 can garbanzo beans, drained', 'chickpea'],
    ['chickpeas', 'chickpea'],
    ['cilantro', 'cilantro'],
    ['coriander leaves', 'cilantro'],
    ['1 tsp ground coriander', 'coriander'],
    ['tomatoes', 'tomato'],
    ['mixed berries', 'berry'],
    ['hummus', 'hummus'],
    ['rolled oats', 'oats'],
    ['bay leaves', 'bay leaf'],
    ['Jalapeños', 'jalapeno'],
    ["1 cup confectioners' sugar", 'powdered sugar'],
    ['half-and-half', 'half and half'],
  ])('%j → %j', (raw, name) => {
    expect(normalise(raw)).toBe(name);
  });

  it('prefers the longest known phrase, then the rightmost, as English puts the food last', () => {
    expect(normalise('2 cloves garlic, minced')).toBe('garlic');
    expect(normalise('3 garlic cloves')).toBe('garlic');
    expect(normalise('1/2 tsp ground cloves')).toBe('clove');
    expect(normalise('4 boneless chicken thighs')).toBe('chicken thigh');
    expect(normalise('2 tbsp peanut butter')).toBe('peanut butter');
    expect(normalise('1 (14 oz) can coconut milk')).toBe('coconut milk');
    expect(normalise('3 tbsp extra-virgin olive oil')).toBe('olive oil');
  });

  it('ignores notes after a comma, in brackets, or after "or", "for", "to taste"', () => {
    expect(normalise('salt, to taste')).toBe('salt');
    expect(normalise('kosher salt to taste')).toBe('salt');
    expect(normalise('oil for frying')).toBe('oil');
    expect(normalise('1/2 cup milk or cream')).toBe('milk');
    expect(normalise('butter (softened), plus more for the pan')).toBe('butter');
    expect(normalise('6 boneless, skinless chicken thighs')).toBe('chicken thigh');
    expect(normalise('1 large, ripe tomato')).toBe('tomato');
  });

  it('gives unknown ingredients one name for the same words however they are written', () => {
    expect(normalise('Dragon Fruits')).toBe('dragon fruit');
    expect(normalise('2 small dragon fruit, diced')).toBe('dragon fruit');
    expect(normalise('1 cup chopped fresh yuzu')).toBe('yuzu');
    expect(normalise('2 cups hot water')).toBe('water');
    expect(normalise('ice water')).toBe('water');
  });

  it('keeps a word that is all there is, even one that usually only describes', () => {
    expect(normaliseIngredientName('3 cloves', EMPTY_LEXICON)).toBe('clove');
  });

  it('gives "" for names with no words at all', () => {
    expect(normalise('')).toBe('');
    expect(normalise('2 1/2')).toBe('');
    expect(normalise('(optional)')).toBe('');
  });

  it('works without a lexicon, by the word rules alone', () => {
    expect(normaliseIngredientName('2 Large Eggs, beaten', EMPTY_LEXICON)).toBe('egg');
    expect(normaliseIngredientName('chopped red onions', EMPTY_LEXICON)).toBe('red onion');
    expect(normaliseIngredientName('scallions', EMPTY_LEXICON)).toBe('scallion');
  });

  it('is a fixed point without a lexicon: normalising a normalised name changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (raw) => {
        const once = normaliseIngredientName(raw, EMPTY_LEXICON);
        expect(normaliseIngredientName(once, EMPTY_LEXICON)).toBe(once);
      }),
    );
    // Found by the property above: a note word glued to a digit, which is dropped later.
    expect(normaliseIngredientName('oR0', EMPTY_LEXICON)).toBe('');
    expect(normaliseIngredientName('milk for2', EMPTY_LEXICON)).toBe('milk');
    expect(normaliseIngredientName('fORs', EMPTY_LEXICON)).toBe('fors');
    expect(normaliseIngredientName("o'r", EMPTY_LEXICON)).toBe('');
  });

  it('is not moved by amounts, sizes, preparation notes or letter case', () => {
    const names = ['egg', 'red onion', 'green onion', 'chicken thigh', 'olive oil', 'basil'];
    fc.assert(
      fc.property(
        fc.constantFrom(...names),
        fc.constantFrom('', '2 ', '1/2 cup ', '3 tbsp ', '200 g ', 'a pinch of ', '1 ½ '),
        fc.constantFrom('', 'large ', 'small ', 'chopped ', 'finely sliced '),
        fc.constantFrom('', ', chopped', ', to taste', ' (optional)', ' for serving', ' or more'),
        fc.boolean(),
        (name, amount, size, note, shout) => {
          const written = `${amount}${size}${name}${note}`;
          expect(normalise(shout ? written.toUpperCase() : written)).toBe(name);
        },
      ),
    );
  });
});
