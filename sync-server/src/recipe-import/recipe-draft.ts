/**
 * A schema.org Recipe node (from JSON-LD or microdata) as a draft for the create-recipe form:
 * - name (else the page's title); description (else summary, else the page's og:description or
 *   meta description: on 160 real pages, 4 more descriptions right and none made wrong);
 * - cuisine only when recipeCuisine, or else recipeCategory, names one of the form's cuisines
 *   ("Italian" → italian, "Dessert" → dessert); difficulty only when the page states one;
 * - cookTime: totalTime, else cookTime + prepTime, in minutes; timeSplit: prepTime and cookTime;
 * - servings: recipeYield (recipe-yield.ts), people served or pieces made, when it says;
 * - ingredients: each recipeIngredient line split into amount, unit and name
 *   (@mise/assistant/ingredient-line); lines that only head a group ("For the sauce:") skipped;
 * - instructions: text (a line a step), a list of texts, HowToSteps, or HowToSections of steps
 *   (the section's name opens its first step), numbered 1, 2, 3…; a step's stated time
 *   (timeRequired, performTime, totalTime) is its duration;
 * - dietaryTags: the diets of §3's list that suitableForDiet, recipeCategory or keywords name;
 * - imageUrl: the page's og:image, the picture the site chose to show the page by (full size and
 *   wide, where the Recipe's own list often opens on a 225x225 thumbnail: on 160 real pages it
 *   is the page's main picture 131 times, the Recipe's first image 94), unless it looks like a
 *   site logo; else the Recipe's first image, as text, ImageObject or list; made absolute.
 * A node with neither ingredients nor steps is not a recipe the form can use: undefined.
 */
import { splitIngredientLine } from '@mise/assistant/ingredient-line';
import { normaliseTag } from '@mise/assistant/planner/recipe-tags';
import { RECIPE_IMPORT_MAX_ROWS, type RecipeImportDraft } from '@mise/domain/api/recipe-import';
import type { Ingredient, Instruction, TimeSplit } from '@mise/domain/entities/recipe';
import {
  DIETARY_RESTRICTIONS,
  type Difficulty,
  RECIPE_CUISINES,
  type RecipeCuisine,
} from '@mise/domain/options';
import { durationMinutes } from './iso-duration';
import { servingsFromYield } from './recipe-yield';
import {
  type SchemaNode,
  clip,
  firstText,
  hasType,
  isNode,
  linesOf,
  listTexts,
  textOf,
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
}

const MAX_NAME = 200;
const MAX_TEXT = 2000;
const MAX_URL = 2048;
const MAX_DEPTH = 8;

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
const STEP_NUMBER = /^(?:step\s*)?\d{1,3}\s*[.):-]\s+|^step\s*\d{1,3}\s*$/i;

export function draftFromRecipe(
  node: SchemaNode,
  page: PageContext,
): RecipeImportDraft | undefined {
  const ingredients = ingredientsOf(node);
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
function ingredientsOf(node: SchemaNode): Ingredient[] {
  const lines = ['recipeIngredient', 'ingredients', 'ingredient'].flatMap((key) =>
    valuesOf(node, key).flatMap((value) =>
      isNode(value) && value.amount !== undefined
        ? [[firstText(value, 'amount'), firstText(value, 'name')].filter(Boolean).join(' ')]
        : linesOf(value),
    ),
  );
  // A row with nothing to name it by (an empty property) is left out, never sent as a row the
  // form would refuse.
  return lines
    .filter((line) => line.trim() !== '' && !GROUP_HEADING.test(line))
    .slice(0, RECIPE_IMPORT_MAX_ROWS)
    .map((line) => {
      const row = splitIngredientLine(line);
      return {
        name: clip(row.name, MAX_NAME),
        amount: clip(row.amount, MAX_NAME),
        unit: clip(row.unit, MAX_NAME),
        ...(row.note !== undefined && { note: clip(row.note, MAX_NAME) }),
      };
    })
    .filter((row) => row.name.trim() !== '');
}

interface Step {
  text: string;
  duration?: number;
}

function instructionsOf(node: SchemaNode): Instruction[] {
  const steps: Step[] = [];
  // `instructions` and `photo` (below) are the older microdata's names.
  for (const key of ['recipeInstructions', 'instructions']) {
    for (const value of valuesOf(node, key)) collectSteps(value, steps, 0);
  }
  const [only] = steps;
  const split = steps.length === 1 && only !== undefined ? gluedParagraphs(only) : steps;
  return split.slice(0, RECIPE_IMPORT_MAX_ROWS).map((step, index) => ({
    step: index + 1,
    instruction: clip(step.text, MAX_TEXT),
    ...(step.duration !== undefined && { duration: step.duration }),
  }));
}

/** A sentence's end glued to the next one's capital ("…1 minuut.Voeg de tijm…"). */
const GLUED_SENTENCE = /(?<=\p{Ll}[.!?])(?=\p{Lu})/u;

/**
 * A method given as one block whose paragraph breaks the page lost on the way into its data:
 * where a sentence runs into the next without a space, a paragraph ended, and a step does.
 */
function gluedParagraphs(step: Step): Step[] {
  const parts = step.text.split(GLUED_SENTENCE);
  return parts.length === 1 ? [step] : parts.map((text) => ({ text }));
}

function collectSteps(value: unknown, into: Step[], depth: number): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const item of value) collectSteps(item, into, depth + 1);
    return;
  }
  if (!isNode(value)) {
    // Free text: each line a step, the page's own numbering taken off.
    for (const line of linesOf(value)) pushStep(into, { text: line });
    return;
  }
  if (hasType(value, 'HowToTip')) return;
  const children = valuesOf(value, 'itemListElement');
  // A section, or a plain list of steps; a step's own list holds the parts of that one step.
  const isStep = hasType(value, 'HowToStep') || hasType(value, 'HowToDirection');
  if (!isStep && children.length > 0) {
    const first = into.length;
    for (const child of children) collectSteps(child, into, depth + 1);
    // "For the cake:" already ends as a label does: one colon, not "For the cake:: …".
    const heading = textOf(value.name)?.replace(/\s*[:：]\s*$/, '');
    const opening = into[first];
    if (heading && opening !== undefined) {
      opening.text = `${heading}: ${opening.text}`;
    }
    return;
  }
  const text = stepText(value);
  if (text === undefined) return;
  const duration = firstDuration(value, 'timeRequired', 'performTime', 'totalTime');
  pushStep(into, { text, ...(duration !== undefined && { duration }) });
}

/** A HowToStep's words: its text, else its name; a step of directions joins them. */
function stepText(step: SchemaNode): string | undefined {
  const text = firstText(step, 'text', 'name', 'description');
  if (text !== undefined) return text;
  const parts = valuesOf(step, 'itemListElement')
    .map((part) => (isNode(part) ? firstText(part, 'text', 'name') : textOf(part)))
    .filter((part) => part !== undefined);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

function pushStep(into: Step[], step: Step): void {
  const text = step.text.replace(STEP_NUMBER, '').trim();
  if (text !== '') into.push({ ...step, text });
}

function firstDuration(node: SchemaNode, ...keys: readonly string[]): number | undefined {
  for (const key of keys) {
    const text = firstText(node, key);
    const minutes = text === undefined ? undefined : durationMinutes(text);
    if (minutes !== undefined && minutes > 0) return minutes;
  }
  return undefined;
}

/** The page's prepTime and cookTime, each when it states one. */
function timeSplitOf(node: SchemaNode): TimeSplit | undefined {
  const prep = firstDuration(node, 'prepTime');
  const cook = firstDuration(node, 'cookTime');
  if (prep === undefined && cook === undefined) return undefined;
  return { ...(prep !== undefined && { prep }), ...(cook !== undefined && { cook }) };
}

function cookTimeOf(node: SchemaNode): number | undefined {
  const total = firstDuration(node, 'totalTime');
  if (total !== undefined) return total;
  const parts = ['prepTime', 'cookTime'].map((key) => firstDuration(node, key));
  if (parts.every((part) => part === undefined)) return undefined;
  return parts.reduce<number>((sum, part) => sum + (part ?? 0), 0);
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

/**
 * An og:image that stands for the site rather than the page: its logo, a default picture. Read
 * from the file's name only: Drupal keeps every upload under "sites/default/files/".
 */
const SITE_WIDE_IMAGE = /logo|favicon|cropped-|og-?image|default/i;

function imageFor(node: SchemaNode, page: PageContext): string | undefined {
  const shared = page.image === undefined ? undefined : webUrl(page.image, page.url);
  const fileName = shared === undefined ? '' : (new URL(shared).pathname.split('/').pop() ?? '');
  const sitesOwn = SITE_WIDE_IMAGE.test(fileName);
  return (
    (sitesOwn ? undefined : shared) ??
    imageOf([...valuesOf(node, 'image'), ...valuesOf(node, 'photo')], page.url, 0) ??
    shared
  );
}

function imageOf(values: readonly unknown[], base: URL, depth: number): string | undefined {
  if (depth > MAX_DEPTH) return undefined;
  for (const value of values) {
    if (Array.isArray(value)) {
      const found = imageOf(value, base, depth + 1);
      if (found !== undefined) return found;
    } else if (isNode(value)) {
      // An @id naming a part of the page ("…#primaryimage") is not the picture's address.
      const id = valuesOf(value, '@id').filter(
        (text) => typeof text !== 'string' || !text.includes('#'),
      );
      const found = imageOf(
        [...valuesOf(value, 'url'), ...valuesOf(value, 'contentUrl'), ...id],
        base,
        depth + 1,
      );
      if (found !== undefined) return found;
    } else if (typeof value === 'string') {
      const found = webUrl(value.trim(), base);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function webUrl(text: string, base: URL): string | undefined {
  if (text === '') return undefined;
  try {
    const url = new URL(text, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.href.length <= MAX_URL ? url.href : undefined;
  } catch {
    return undefined;
  }
}
