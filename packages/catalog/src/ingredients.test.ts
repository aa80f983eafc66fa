import {
  MAX_LEXICON_PHRASE_WORDS,
  normaliseIngredientName,
  toLexiconKey,
} from '@mise/domain/ingredient-names';
import { matchPercentage } from '@mise/domain/recipe-match';
import { PANTRY_CATEGORIES } from '@mise/domain/options';
import { describe, expect, it } from 'vitest';
import { INGREDIENTS, INGREDIENT_KINDS, findIngredient, ingredientLexicon } from './ingredients';

const names = INGREDIENTS.map((entry) => entry.name);
const phrasesOf = (entry: (typeof INGREDIENTS)[number]) => [entry.name, ...entry.synonyms];

describe('the ingredient dictionary', () => {
  it('covers a few hundred common ingredients', () => {
    expect(INGREDIENTS.length).toBeGreaterThanOrEqual(250);
  });

  it('has no canonical name twice', () => {
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives no phrase to two entries', () => {
    const owners = new Map<string, string[]>();
    for (const entry of INGREDIENTS) {
      for (const key of new Set(phrasesOf(entry).map(toLexiconKey))) {
        owners.set(key, [...(owners.get(key) ?? []), entry.name]);
      }
    }
    const shared = [...owners].filter(([, entries]) => entries.length > 1);
    expect(shared).toEqual([]);
  });

  it('writes names in lexicon form, short enough for the normaliser to reach', () => {
    for (const entry of INGREDIENTS) {
      expect(toLexiconKey(entry.name)).toBe(entry.name);
      for (const phrase of phrasesOf(entry)) {
        expect(phrase).toBe(phrase.toLowerCase());
        expect(toLexiconKey(phrase).split(' ').length).toBeLessThanOrEqual(
          MAX_LEXICON_PHRASE_WORDS,
        );
      }
    }
  });

  it('resolves every name and synonym to its own entry', () => {
    for (const entry of INGREDIENTS) {
      for (const phrase of phrasesOf(entry)) {
        expect({ phrase, found: findIngredient(phrase)?.name }).toEqual({
          phrase,
          found: entry.name,
        });
      }
    }
  });

  it('names only existing entries as parents, without cycles', () => {
    for (const entry of INGREDIENTS) {
      const seen = new Set([entry.name]);
      for (let parent = entry.parent; parent !== undefined;) {
        expect(names).toContain(parent);
        expect(seen.has(parent)).toBe(false);
        seen.add(parent);
        parent = ingredientLexicon.parent(parent);
      }
    }
  });

  it('has whole, positive prices and shelf lives, and known categories and kinds', () => {
    for (const entry of INGREDIENTS) {
      expect(Number.isInteger(entry.typicalPriceCents) && entry.typicalPriceCents > 0).toBe(true);
      expect(Number.isInteger(entry.shelfLifeDays) && entry.shelfLifeDays > 0).toBe(true);
      expect(PANTRY_CATEGORIES).toContain(entry.category);
      expect(INGREDIENT_KINDS).toContain(entry.kind);
    }
  });

  it('keeps diet facts that follow from what an entry is', () => {
    const byName = (name: string) => INGREDIENTS.find((entry) => entry.name === name);
    expect(byName('chicken thigh')?.animal).toBe('poultry');
    expect(byName('bacon')?.animal).toBe('meat');
    expect(byName('fish sauce')?.animal).toBe('fish');
    expect(byName('shrimp')?.animal).toBe('shellfish');
    expect(byName('parmesan')?.animal).toBe('dairy');
    expect(byName('egg')?.animal).toBe('egg');
    expect(byName('honey')?.animal).toBe('honey');
    expect(byName('tofu')?.animal).toBeUndefined();
    expect(byName('rice')?.carbs).toBe('high');
    expect(byName('spinach')?.carbs).toBe('low');
    expect(byName('chickpea')?.paleo).toBe(false);
    expect(byName('sweet potato')?.paleo).toBe(true);
    // Dairy is out of paleo except ghee; grains and legumes are out entirely.
    for (const entry of INGREDIENTS) {
      if (entry.animal === 'dairy' && entry.name !== 'ghee') expect(entry.paleo).toBe(false);
      if (['grain', 'legume', 'pasta', 'bread'].includes(entry.kind)) {
        expect(entry.paleo).toBe(false);
      }
    }
  });
});

describe('findIngredient', () => {
  it.each([
    ['2 large eggs', 'egg'],
    ['2 large eggs, beaten', 'egg'],
    ['scallions', 'green onion'],
    ['Spring Onions', 'green onion'],
    ['garbanzo beans', 'chickpea'],
    ['coriander leaves', 'cilantro'],
    ['1 tsp ground coriander', 'coriander'],
    ['fresh basil leaves', 'basil'],
    ['chopped red onions', 'red onion'],
    ['2 cloves garlic, minced', 'garlic'],
    ['1 can (14 oz) diced tomatoes', 'canned tomato'],
    ['3 tomatoes, diced', 'tomato'],
    ['1 cup all-purpose flour', 'flour'],
    ['freshly ground black pepper', 'black pepper'],
    ['salt, to taste', 'salt'],
    ['juice of 1 lime', 'lime'],
    ['boneless skinless chicken thighs', 'chicken thigh'],
    ['shredded sharp cheddar cheese', 'cheddar'],
    ['Jalapeño', 'jalapeno'],
    ['2 tbsp extra-virgin olive oil', 'olive oil'],
    ['1/2 cup heavy whipping cream', 'heavy cream'],
    ['1 cup frozen mixed berries', 'berry'],
    ['2 zucchinis', 'zucchini'],
    ['1 tsp red pepper flakes', 'red pepper flakes'],
    ['3 bay leaves', 'bay leaf'],
  ])('%j → %s', (written, name) => {
    expect(findIngredient(written)?.name).toBe(name);
  });

  it('finds nothing for what the dictionary does not hold', () => {
    expect(findIngredient('2 cups water')).toBeUndefined();
    expect(findIngredient('dragon fruit')).toBeUndefined();
  });
});

describe('ingredientLexicon', () => {
  it('is asked in lexicon-key form, while findIngredient takes any spelling', () => {
    expect(ingredientLexicon.canonical('half and half')).toBe('half and half');
    expect(ingredientLexicon.canonical('confectioners sugar')).toBe('powdered sugar');
    expect(ingredientLexicon.canonical('dragon fruit')).toBeUndefined();
    expect(findIngredient('Half-and-Half')?.name).toBe('half and half');
    expect(findIngredient("CONFECTIONERS' SUGAR")?.name).toBe('powdered sugar');
  });

  it('names families, so pantry kinds satisfy a recipe asking for the family', () => {
    expect(ingredientLexicon.parent('red onion')).toBe('onion');
    expect(ingredientLexicon.parent('cheddar')).toBe('cheese');
    expect(ingredientLexicon.parent('chicken breast')).toBe('chicken');
    expect(matchPercentage(['onion'], ['Red Onions'], ingredientLexicon)).toBe(100);
    expect(matchPercentage(['red onion'], ['onion'], ingredientLexicon)).toBe(0);
    expect(matchPercentage(['2 cups shredded cheese'], ['cheddar'], ingredientLexicon)).toBe(100);
  });

  it('knows the plain names the seed recipes use', () => {
    const seedNames = [
      'egg',
      'olive oil',
      'garlic',
      'onion',
      'tomato',
      'spaghetti',
      'parmesan',
      'chicken thigh',
      'soy sauce',
      'tofu',
      'black beans',
      'tortilla',
      'avocado',
      'lime',
      'cilantro',
      'basil',
      'rice',
      'quinoa',
      'chickpeas',
      'feta',
      'cucumber',
      'bell pepper',
      'ginger',
      'coconut milk',
      'salmon',
      'shrimp',
      'butter',
      'flour',
      'sugar',
      'milk',
      'oats',
      'banana',
      'berries',
      'honey',
      'maple syrup',
      'yogurt',
      'spinach',
      'kale',
      'mushroom',
      'zucchini',
      'lentils',
      'ground beef',
      'bacon',
      'sausage',
    ];
    const unknown = seedNames.filter((name) => findIngredient(name) === undefined);
    expect(unknown).toEqual([]);
    expect(normaliseIngredientName('berries', ingredientLexicon)).toBe('berry');
  });
});
