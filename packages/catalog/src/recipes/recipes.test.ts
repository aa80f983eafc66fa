import { recipeSchema, type Recipe } from '@mise/domain/entities/recipe';
import { DIFFICULTIES, GENERATOR_CUISINES, RECIPE_CUISINES } from '@mise/domain/options';
import { describe, expect, it } from 'vitest';
import { recipeArtDataUri } from '../recipe-art';
import {
  findSeedRecipe,
  isSeedRecipeId,
  SEED_CREATED_AT,
  SEED_RECIPE_SOURCES,
  SEED_RECIPES,
  SEED_TAGS,
  type SeedTag,
} from './index';

// ── Diet honesty ─────────────────────────────────────────────────────────────────────────────
// Our own word lists until the ingredient dictionary can say what each ingredient is. A word
// matches whole words of an ingredient name, plurals included ("egg" flags "egg yolk" but not
// "eggplant"); the exceptions are whole names that contain a forbidden word but are fine.

const MEAT = [
  'beef',
  'steak',
  'brisket',
  'pork',
  'bacon',
  'ham',
  'prosciutto',
  'pancetta',
  'sausage',
  'chorizo',
  'salami',
  'pepperoni',
  'lamb',
  'veal',
  'chicken',
  'turkey',
  'duck',
  'meat',
  'lard',
  'gelatin',
];
const SEA_CREATURES = [
  'fish',
  'salmon',
  'tuna',
  'cod',
  'halibut',
  'tilapia',
  'trout',
  'sardine',
  'mackerel',
  'anchovy',
  'sea bass',
  'shrimp',
  'prawn',
  'crab',
  'lobster',
  'scallop',
  'clam',
  'mussel',
  'oyster',
  'squid',
  'octopus',
  'roe',
  'bonito',
  'dashi',
  // Made with anchovies.
  'worcestershire',
];
const DAIRY = [
  'milk',
  'buttermilk',
  'butter',
  'ghee',
  'cream',
  'cheese',
  'yogurt',
  'whey',
  'parmesan',
  'pecorino',
  'mozzarella',
  'ricotta',
  'mascarpone',
  'feta',
  'halloumi',
  'paneer',
  'cheddar',
  'monterey jack',
  'gruyere',
  'cotija',
  'queso',
];
const PLANT_DAIRY_LOOKALIKES = [
  'coconut milk',
  'almond milk',
  'oat milk',
  'soy milk',
  'coconut cream',
  'coconut yogurt',
  'peanut butter',
  'almond butter',
];
const PASTA_AND_BREAD = [
  'pasta',
  'spaghetti',
  'linguine',
  'fettuccine',
  'pappardelle',
  'penne',
  'macaroni',
  'ditalini',
  'orzo',
  'noodle',
  'vermicelli',
  'bread',
  'baguette',
  'bun',
  'pita',
  'naan',
  'tortilla',
  'cracker',
  'breadcrumbs',
  'panko',
  'phyllo',
  'ladyfinger',
];
const GRAINS = [
  'flour',
  'wheat',
  'rice',
  'oats',
  'quinoa',
  'couscous',
  'bulgur',
  'barley',
  'farro',
  'corn',
  'cornstarch',
  'cornmeal',
  'polenta',
  'tostada',
];
const LEGUMES = ['bean', 'lentil', 'chickpea', 'pea', 'edamame', 'hummus'];
const SOY = ['soy', 'tofu', 'tempeh', 'miso', 'tamari'];
const NOT_GRAIN_OR_LEGUME = ['almond flour', 'coconut flour', 'green beans', 'vanilla bean'];

interface DietRule {
  readonly forbidden: readonly string[];
  readonly exceptions: readonly string[];
}

type DietTag = Extract<
  SeedTag,
  'vegetarian' | 'vegan' | 'keto' | 'paleo' | 'gluten-free' | 'dairy-free'
>;

const DIET_RULES: Readonly<Record<DietTag, DietRule>> = {
  vegetarian: { forbidden: [...MEAT, ...SEA_CREATURES], exceptions: [] },
  vegan: {
    forbidden: [
      ...MEAT,
      ...SEA_CREATURES,
      ...DAIRY,
      'egg',
      'honey',
      'mayonnaise',
      'ladyfinger',
      'brioche',
    ],
    exceptions: PLANT_DAIRY_LOOKALIKES,
  },
  keto: {
    forbidden: [
      ...PASTA_AND_BREAD,
      ...GRAINS,
      ...LEGUMES,
      'sugar',
      'honey',
      'syrup',
      'molasses',
      'potato',
      'banana',
      'apple',
      'pear',
      'mango',
      'pineapple',
      'orange',
      'grape',
      'raisin',
      'date',
      'peach',
      'ketchup',
      'mirin',
      'hoisin',
      'chocolate chips',
      // Milk carries its lactose; cream and cheese are fine.
      'milk',
    ],
    exceptions: [...NOT_GRAIN_OR_LEGUME, 'coconut milk', 'almond milk', 'apple cider vinegar'],
  },
  paleo: {
    forbidden: [
      ...PASTA_AND_BREAD,
      ...GRAINS,
      ...LEGUMES,
      ...SOY,
      ...DAIRY,
      'peanut',
      'sugar',
      'chocolate chips',
      'ketchup',
      'vegetable oil',
      'canola oil',
      'mayonnaise',
    ],
    exceptions: [
      ...NOT_GRAIN_OR_LEGUME,
      ...PLANT_DAIRY_LOOKALIKES.filter((name) => !name.startsWith('peanut')),
    ],
  },
  'gluten-free': {
    forbidden: [
      ...PASTA_AND_BREAD,
      'flour',
      'wheat',
      'oats',
      'couscous',
      'bulgur',
      'barley',
      'farro',
      'semolina',
      'rye',
      'malt',
      'soy sauce',
      'hoisin',
      'oyster sauce',
      'miso',
      'worcestershire',
      'beer',
      'seitan',
    ],
    exceptions: [
      'corn tortilla',
      'almond flour',
      'coconut flour',
      'chickpea flour',
      'rice vermicelli',
    ],
  },
  'dairy-free': { forbidden: DAIRY, exceptions: PLANT_DAIRY_LOOKALIKES },
};

function namesWord(ingredient: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const forms = word.endsWith('y') ? `(?:${escaped}|${escaped.slice(0, -1)}ies)` : escaped;
  return new RegExp(`\\b${forms}(?:e?s)?\\b`, 'i').test(ingredient);
}

/** "recipe-id: ingredient (word)" for every ingredient a diet tag forbids. */
function dietViolations(diet: DietTag): string[] {
  const { forbidden, exceptions } = DIET_RULES[diet];
  return SEED_RECIPES.filter((recipe) => recipe.dietaryTags.includes(diet)).flatMap((recipe) =>
    recipe.ingredients
      .filter(({ name }) => !exceptions.includes(name))
      .flatMap(({ name }) =>
        forbidden
          .filter((word) => namesWord(name, word))
          .map((word) => `${recipe.id}: ${name} (${word})`),
      ),
  );
}

// ── Helpers ──────────────────────────────────────────────────────────────────────────────────

const QUICK_MINUTES = 15;
const KNOWN_UNITS = [
  'g',
  'kg',
  'ml',
  'l',
  'cup',
  'tbsp',
  'tsp',
  'piece',
  'clove',
  'pinch',
  'handful',
  'bunch',
  'leaf',
  'sprig',
  'stalk',
  'slice',
  'sheet',
  'head',
  'ear',
  'fillet',
];
// Preparation belongs in the steps and size in the amount, so that names match the dictionary.
const PREPARATION_WORDS =
  /\b(chopped|diced|minced|sliced|grated|peeled|cooked|fresh|large|small|medium|frozen|canned|drained|softened|melted|beaten|to taste)\b/;

const withTag = (tag: SeedTag) => SEED_RECIPES.filter((recipe) => recipe.dietaryTags.includes(tag));
const stepMinutes = (recipe: Recipe) =>
  recipe.instructions.reduce((total, { duration }) => total + (duration ?? 0), 0);

// ── Tests ────────────────────────────────────────────────────────────────────────────────────

describe('seed recipe library', () => {
  it('holds at least 60 recipes with unique ids and names', () => {
    expect(SEED_RECIPES.length).toBeGreaterThanOrEqual(60);
    const ids = SEED_RECIPES.map((recipe) => recipe.id);
    expect(new Set(ids).size).toBe(ids.length);
    const names = SEED_RECIPES.map((recipe) => recipe.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const id of ids) expect(id).toMatch(/^seed-[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('passes recipeSchema unchanged, unshared, with a fixed creation date and its illustration', () => {
    SEED_RECIPE_SOURCES.forEach((source, index) => {
      const recipe = SEED_RECIPES[index];
      expect(recipeSchema.parse(recipe)).toEqual(recipe);
      expect(recipe).toMatchObject({ isShared: false, createdAt: SEED_CREATED_AT });
      expect(recipe?.imageUrl).toBe(recipeArtDataUri(source));
      expect(recipe?.description).not.toBe('');
      expect(recipe?.rating).toBeGreaterThanOrEqual(4);
      expect(recipe?.rating).toBeLessThanOrEqual(5);
    });
  });

  it('finds a recipe by id', () => {
    const first = SEED_RECIPES[0];
    expect(first && findSeedRecipe(first.id)).toBe(first);
    expect(findSeedRecipe('no-such-recipe')).toBeUndefined();
    expect(first && isSeedRecipeId(first.id)).toBe(true);
    expect(isSeedRecipeId('no-such-recipe')).toBe(false);
  });

  it('numbers 3 to 8 steps from 1 in order, each with a whole number of minutes', () => {
    for (const recipe of SEED_RECIPES) {
      expect(recipe.instructions.length, recipe.id).toBeGreaterThanOrEqual(3);
      expect(recipe.instructions.length, recipe.id).toBeLessThanOrEqual(8);
      recipe.instructions.forEach((instruction, index) => {
        expect(instruction.step, recipe.id).toBe(index + 1);
        expect(Number.isInteger(instruction.duration), `${recipe.id} step ${index + 1}`).toBe(true);
      });
    }
  });

  // Step timers and the advertised total are shown to the same cook, so they must agree. A
  // tenth of the total (at least 2 minutes) leaves room for rounding and overlapping steps
  // without letting a "20 minute" recipe hide a half-hour step.
  it('has a cook time that matches the sum of its step durations', () => {
    const mismatches = SEED_RECIPES.filter(
      (recipe) =>
        Math.abs(stepMinutes(recipe) - recipe.cookTime) > Math.max(2, recipe.cookTime * 0.1),
    ).map((recipe) => `${recipe.id}: ${recipe.cookTime} vs ${stepMinutes(recipe)}`);
    expect(mismatches).toEqual([]);
  });

  it('lists plain ingredient names once per recipe, with amounts and known units', () => {
    for (const recipe of SEED_RECIPES) {
      const names = recipe.ingredients.map(({ name }) => name);
      expect(new Set(names).size, recipe.id).toBe(names.length);
      for (const { name, amount, unit } of recipe.ingredients) {
        expect(name, recipe.id).toMatch(/^[a-z][a-z -]*[a-z]$/);
        expect(name, recipe.id).not.toMatch(PREPARATION_WORDS);
        expect(amount, `${recipe.id}: ${name}`).toMatch(/^\d+(\.\d+)?( \d+\/\d+)?$|^\d+\/\d+$/);
        expect(KNOWN_UNITS, `${recipe.id}: ${name}`).toContain(unit);
      }
    }
  });

  it('covers every cuisine, with at least 8 recipes for each generator cuisine', () => {
    const cuisines = SEED_RECIPES.map((recipe) => recipe.cuisine);
    for (const cuisine of RECIPE_CUISINES) expect(cuisines).toContain(cuisine);
    for (const cuisine of GENERATOR_CUISINES.filter((value) => value !== 'any')) {
      expect(cuisines.filter((value) => value === cuisine).length, cuisine).toBeGreaterThanOrEqual(
        8,
      );
    }
    for (const cuisine of cuisines) expect(RECIPE_CUISINES).toContain(cuisine);
  });

  it('has at least 12 recipes of each difficulty', () => {
    for (const difficulty of DIFFICULTIES) {
      const count = SEED_RECIPES.filter((recipe) => recipe.difficulty === difficulty).length;
      expect(count, difficulty).toBeGreaterThanOrEqual(12);
    }
  });

  it('uses only the known tags, and enough of each diet and meal', () => {
    for (const recipe of SEED_RECIPES) {
      for (const tag of recipe.dietaryTags) expect(SEED_TAGS, recipe.id).toContain(tag);
    }
    for (const diet of ['vegetarian', 'vegan', 'keto', 'paleo'] as const) {
      expect(withTag(diet).length, diet).toBeGreaterThanOrEqual(6);
    }
    for (const meal of ['breakfast', 'lunch', 'dinner'] as const) {
      expect(withTag(meal).length, meal).toBeGreaterThanOrEqual(8);
    }
    expect(withTag('quick').length).toBeGreaterThanOrEqual(10);
  });

  it(`tags as quick exactly the recipes ready in ${QUICK_MINUTES} minutes or less`, () => {
    for (const recipe of SEED_RECIPES) {
      const quick = recipe.cookTime <= QUICK_MINUTES && stepMinutes(recipe) <= QUICK_MINUTES;
      expect(recipe.dietaryTags.includes('quick'), recipe.id).toBe(quick);
    }
  });

  it('tags every vegan recipe vegetarian too', () => {
    for (const recipe of withTag('vegan'))
      expect(recipe.dietaryTags, recipe.id).toContain('vegetarian');
  });

  it.each(Object.keys(DIET_RULES) as DietTag[])(
    'keeps %s recipes free of what the diet excludes',
    (diet) => {
      expect(dietViolations(diet)).toEqual([]);
    },
  );

  it('recognises forbidden words as whole words, plurals included', () => {
    expect(namesWord('egg yolk', 'egg')).toBe(true);
    expect(namesWord('eggplant', 'egg')).toBe(false);
    expect(namesWord('anchovies', 'anchovy')).toBe(true);
    expect(namesWord('kidney beans', 'bean')).toBe(true);
    expect(namesWord('butternut squash', 'butter')).toBe(false);
    expect(namesWord('cauliflower', 'flour')).toBe(false);
    expect(namesWord('chickpeas', 'pea')).toBe(false);
  });
});
