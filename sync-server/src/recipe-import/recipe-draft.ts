/**
 * A schema.org Recipe node (from JSON-LD or microdata) as a draft for the create-recipe form:
 * - name (else the page's title); description (else summary, else the page's og:description or
 *   meta description: on 160 real pages, 4 more descriptions right and none made wrong);
 * - cuisine only when recipeCuisine, or else recipeCategory, names one of the form's cuisines
 *   ("Italian" → italian, "Dessert" → dessert); difficulty only when the page states one;
 * - cookTime: totalTime, else cookTime + prepTime, in minutes; timeSplit: prepTime and cookTime
 *   (recipe-times.ts);
 * - servings: recipeYield (recipe-yield.ts), people served or pieces made, when it says;
 * - ingredients: each recipeIngredient line split into amount, unit and name (ingredient-row.ts);
 *   lines that only head a group ("For the sauce:", or a line the page shows as a heading) or
 *   name the list ("Zutaten") skipped;
 * - instructions: text (a line a step), a list of texts, HowToSteps, or HowToSections of steps
 *   (the section's name, else a step's own short title unless several steps bear it, opens
 *   the step), numbered 1, 2, 3…; a step's stated time (timeRequired, performTime, totalTime)
 *   is its duration (recipe-steps.ts);
 * - dietaryTags: the diets of §3's list that suitableForDiet, recipeCategory or keywords name;
 * - imageUrl: the page's og:image, the picture the site chose to show the page by (full size and
 *   wide, where the Recipe's own list often opens on a 225x225 thumbnail: on 160 real pages it
 *   is the page's main picture 131 times, the Recipe's first image 94), unless it looks like a
 *   site logo or is a 1200×630 crop made for social networks while the Recipe has an image of
 *   its own; else the Recipe's own image, its biggest where it lists several (recipe-image.ts).
 * A node with neither ingredients nor steps is not a recipe the form can use: undefined.
 */
import { normaliseTag } from '@mise/assistant/planner/recipe-tags';
import { RECIPE_IMPORT_MAX_ROWS, type RecipeImportDraft } from '@mise/domain/api/recipe-import';
import type { Ingredient } from '@mise/domain/entities/recipe';
import {
  DIETARY_RESTRICTIONS,
  type Difficulty,
  RECIPE_CUISINES,
  type RecipeCuisine,
} from '@mise/domain/options';
import { ingredientRow } from './ingredient-row';
import { namesIngredients } from './page-sections';
import { imageFor } from './recipe-image';
import { instructionsOf } from './recipe-steps';
import { cookTimeOf, timeSplitOf } from './recipe-times';
import { servingsFromYield } from './recipe-yield';
import {
  type SchemaNode,
  clip,
  firstText,
  isNode,
  linesOf,
  listTexts,
  typeName,
  valuesOf,
} from './schema-values';

export interface PageContext {
  /** The page finally read: relative image addresses resolve against it. */
  url: URL;
  /** Its <title> or og:title, for a recipe that does not name itself. */
  title: string | undefined;
  /** Its og:image: the picture the site shows the page by. */
  image?: string | undefined;
  /** Its og:description or meta description, for a recipe that does not describe itself. */
  description?: string | undefined;
  /** Its headings below the title, as groupHeadingKey writes them: a group's name, in a list. */
  headings?: ReadonlySet<string> | undefined;
}

const MAX_NAME = 200;
const MAX_TEXT = 2000;

const DIFFICULTY_WORDS: Readonly<Record<string, Difficulty>> = {
  easy: 'easy',
  simple: 'easy',
  beginner: 'easy',
  medium: 'medium',
  moderate: 'medium',
  intermediate: 'medium',
  hard: 'hard',
  difficult: 'hard',
  advanced: 'hard',
  challenging: 'hard',
};

/** §3's dietary restrictions as recipe tags ("gluten-free"), and other spellings pages use. */
const DIET_TAGS: ReadonlyMap<string, string> = new Map([
  ...DIETARY_RESTRICTIONS.map((diet) => [normaliseTag(diet), normaliseTag(diet)] as const),
  ['ketogenic', 'keto'],
  ['gluten-free-diet', 'gluten-free'],
  ['vegan-diet', 'vegan'],
  ['vegetarian-diet', 'vegetarian'],
  ['halal-diet', 'halal'],
  ['kosher-diet', 'kosher'],
  ['low-fat-diet', 'low-fat'],
]);

const GROUP_HEADING = /:$/;

export function draftFromRecipe(
  node: SchemaNode,
  page: PageContext,
): RecipeImportDraft | undefined {
  const ingredients = ingredientsOf(node, page.headings ?? new Set());
  const instructions = instructionsOf(node);
  if (ingredients.length === 0 && instructions.length === 0) return undefined;
  const name = firstText(node, 'name', 'headline') ?? page.title ?? page.url.hostname;
  const description = firstText(node, 'description', 'summary') ?? page.description;
  const cuisine = cuisineOf(node);
  const difficulty = difficultyOf(node);
  const cookTime = cookTimeOf(node);
  const timeSplit = timeSplitOf(node);
  // `yield` is recipeYield's older name, still written by some sites' microdata.
  const servings = servingsFromYield([
    ...valuesOf(node, 'recipeYield'),
    ...valuesOf(node, 'yield'),
  ]);
  const imageUrl = imageFor(node, page);
  return {
    name: clip(name, MAX_NAME),
    ...(description !== undefined && { description: clip(description, MAX_TEXT) }),
    ...(cuisine !== undefined && { cuisine }),
    ...(difficulty !== undefined && { difficulty }),
    ...(cookTime !== undefined && { cookTime }),
    ...(timeSplit !== undefined && { timeSplit }),
    ...(servings !== undefined && { servings }),
    ingredients,
    instructions,
    dietaryTags: dietaryTagsOf(node),
    sourceUrl: page.url.href,
    ...(imageUrl !== undefined && { imageUrl }),
  };
}

/**
 * `ingredients` is recipeIngredient's older name; `ingredient` is the older microdata of
 * data-vocabulary.org, still on some sites: a node of `amount` and `name` ("1 can", "(28 Ounce)
 * Whole Tomatoes").
 */
function ingredientsOf(node: SchemaNode, headings: ReadonlySet<string>): Ingredient[] {
  const lines = ['recipeIngredient', 'ingredients', 'ingredient'].flatMap((key) =>
    valuesOf(node, key).flatMap((value) =>
      isNode(value) && value.amount !== undefined
        ? [[firstText(value, 'amount'), firstText(value, 'name')].filter(Boolean).join(' ')]
        : linesOf(value),
    ),
  );
  // A row with nothing to name it by (an empty property) is left out, never sent as a row the
  // form would refuse.
  const shown = lines.filter((line) => line.trim() !== '');
  // A line the page shows as one of its headings ("Salsa" over the salsa's list, where the data
  // lost the markup) names a group; one with an amount is always an ingredient, and so is the
  // list's last line, since a heading heads the lines after it.
  const headsAGroup = (line: string, index: number) =>
    GROUP_HEADING.test(line) ||
    (index < shown.length - 1 && !/\d/.test(line) && headings.has(groupHeadingKey(line)));
  return shown
    .filter((line, index) => !headsAGroup(line, index) && !namesIngredients(line))
    .slice(0, RECIPE_IMPORT_MAX_ROWS)
    .map((line) => {
      const row = ingredientRow(line);
      return {
        name: clip(row.name, MAX_NAME),
        amount: clip(row.amount, MAX_NAME),
        unit: clip(row.unit, MAX_NAME),
        ...(row.note !== undefined && { note: clip(row.note, MAX_NAME) }),
      };
    })
    .filter((row) => row.name.trim() !== '');
}

/** How an ingredient line and a page's heading are compared: case and spacing aside. */
export function groupHeadingKey(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

function cuisineOf(node: SchemaNode): RecipeCuisine | undefined {
  for (const key of ['recipeCuisine', 'recipeCategory']) {
    for (const text of listTexts(node, key)) {
      const cuisine = RECIPE_CUISINES.find((known) => known === text.toLowerCase());
      if (cuisine !== undefined) return cuisine;
    }
  }
  return undefined;
}

function difficultyOf(node: SchemaNode): Difficulty | undefined {
  const text = firstText(node, 'difficulty');
  return text === undefined ? undefined : DIFFICULTY_WORDS[text.toLowerCase()];
}

function dietaryTagsOf(node: SchemaNode): string[] {
  const named = [
    ...listTexts(node, 'suitableForDiet').map(typeName),
    ...listTexts(node, 'recipeCategory'),
    ...listTexts(node, 'keywords'),
  ];
  const tags = new Set<string>();
  for (const text of named) {
    // "GlutenFreeDiet" → "gluten-free-diet", "Gluten Free" → "gluten-free".
    const tag = DIET_TAGS.get(normaliseTag(text.replace(/([a-z])([A-Z])/g, '$1 $2')));
    if (tag !== undefined) tags.add(tag);
  }
  return [...tags];
}
