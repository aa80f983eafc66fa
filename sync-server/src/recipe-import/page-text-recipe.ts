/**
 * A recipe read from a page's text, for pages that carry no structured Recipe (issue 23): the
 * page's main heading for a name, the lines under a heading that says Ingredients and the steps
 * under one that says Method, Instructions, Directions or Preparation (page-sections.ts), else
 * the section after the ingredients under a heading as high as theirs (sectionAfter); a
 * short "Serves 4" between the title and the steps is its yield. Given as a schema.org-shaped
 * node, so the draft is made as for any other recipe; the importer marks it as read from the
 * page's text. A structured Recipe that lacks its ingredients or its steps takes the page's
 * (pageTextLists).
 */
import { type AnyNode, type Element, isTag } from 'domhandler';
import { textLines } from './html-text';
import { isYieldLine } from './page-text-facts';
import { type PageOutline, pageOutline, pageSection, sectionAfter } from './page-sections';
import type { SchemaNode } from './schema-values';

/** Fewer ingredient lines than this is a page that mentions ingredients, not a recipe. */
const MIN_INGREDIENTS = 2;
const MAX_YIELD_LINE = 60;

export function pageTextRecipe(nodes: AnyNode[]): SchemaNode | undefined {
  const outline = pageOutline(nodes);
  const ingredients = pageSection(outline, 'ingredients', MIN_INGREDIENTS);
  if (ingredients === undefined) return undefined;
  const steps =
    pageSection(outline, 'steps', 1, ingredients.at) ??
    pageSection(outline, 'steps', 1) ??
    sectionAfter(outline, ingredients.at);
  if (steps === undefined) return undefined;
  const { elements } = outline;
  const titleAt = elements.findIndex((element) => element.name === 'h1');
  const name = titleAt === -1 ? '' : textLines(elements.slice(titleAt, titleAt + 1)).join(' ');
  const servings = yieldLine(
    elements.slice(Math.max(0, titleAt), Math.max(ingredients.at, steps.at)),
  );
  return {
    '@type': 'Recipe',
    ...(name !== '' && { name }),
    ...(servings !== undefined && { recipeYield: servings }),
    recipeIngredient: ingredients.lines,
    recipeInstructions: steps.lines,
  };
}

export interface PageLists {
  recipeIngredient?: string[];
  recipeInstructions?: string[];
}

/** The page's own ingredient lines and steps, each when its text has a section of them. */
export function pageTextLists(outline: PageOutline): PageLists {
  const ingredients = pageSection(outline, 'ingredients', MIN_INGREDIENTS);
  const steps =
    (ingredients && pageSection(outline, 'steps', 1, ingredients.at)) ??
    pageSection(outline, 'steps', 1);
  return {
    ...(ingredients !== undefined && { recipeIngredient: ingredients.lines }),
    ...(steps !== undefined && { recipeInstructions: steps.lines }),
  };
}

/** The first "Serves 4" the recipe's own part of the page writes, between its title and steps. */
function yieldLine(elements: readonly Element[]): string | undefined {
  for (const element of elements) {
    if (element.children.some(isTag)) continue;
    const text = textLines([element]).join(' ');
    if (text.length <= MAX_YIELD_LINE && isYieldLine(text)) return text;
  }
  return undefined;
}
