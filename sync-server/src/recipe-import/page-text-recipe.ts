/**
 * A recipe read from a page's text, for pages that carry no structured Recipe (issue 23): the
 * page's main heading for a name, the lines under a heading that says Ingredients and the steps
 * under one that says Method, Instructions, Directions or Preparation, in the five languages we
 * speak. Under a heading, the first list that follows it is the section; without one, the
 * paragraphs up to the next heading are (a list of nothing but links, share buttons say, is
 * passed over); a short "Serves 4" between the title and the steps is its yield. Given as a
 * schema.org-shaped node, so the draft is made as for any other recipe; the importer marks it
 * as read from the page's text.
 */
import { type AnyNode, type Element, isTag } from 'domhandler';
import { findAll } from 'domutils';
import { textLines } from './html-text';
import { isYieldLine } from './page-text-facts';
import type { SchemaNode } from './schema-values';

const INGREDIENTS = /^(?:ingredients?|ingredientes|ingr[ée]dients?|ingredienti|zutaten)\b/i;
const STEPS =
  /^(?:method|instructions|directions|preparation|steps|how to make|preparaci[oó]n|elaboraci[oó]n|instrucciones|pasos|pr[ée]paration|[ée]tapes|m[ée]thode|preparazione|procedimento|istruzioni|zubereitung|anleitung|schritte)\b/i;
const HEADINGS: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Elements a page styles as a heading without being one ("<p><strong>Method</strong></p>"). */
const LABELS: ReadonlySet<string> = new Set(['p', 'strong', 'b', 'dt', 'th', 'summary', 'span']);
const LISTS: ReadonlySet<string> = new Set(['ul', 'ol']);
/** A heading is short: "Ingredients for the sauce", not a paragraph that starts so. */
const MAX_HEADING = 40;
const MAX_LINES = 100;
/** Fewer ingredient lines than this is a page that mentions ingredients, not a recipe. */
const MIN_INGREDIENTS = 2;
const MAX_YIELD_LINE = 60;

interface Heading {
  at: number;
  text: string;
  /** An h1-h6, not a label styled as one. */
  real: boolean;
}

export function pageTextRecipe(nodes: AnyNode[]): SchemaNode | undefined {
  const elements = findAll(() => true, nodes);
  // Every real heading ends a section; a label only when it names one of ours, so a step's
  // own "<strong>Step 1</strong>" does not.
  const headings = elements.flatMap((element, at): Heading[] => {
    if (!HEADINGS.has(element.name) && !LABELS.has(element.name)) return [];
    const text = textLines([element]).join(' ');
    const named = text.length <= MAX_HEADING && (INGREDIENTS.test(text) || STEPS.test(text));
    const real = HEADINGS.has(element.name);
    return real || named ? [{ at, text, real }] : [];
  });
  // A real heading names a section before a label does ("<p>Ingredients</p>" in a widget).
  const byRank = [...headings].sort((a, b) => Number(b.real) - Number(a.real));
  const section = (pattern: RegExp, minLines: number, from = 0) => {
    for (const heading of byRank) {
      if (heading.at < from || heading.text.length > MAX_HEADING) continue;
      if (!pattern.test(heading.text)) continue;
      const lines = linesAfter(elements, heading.at, headings);
      if (lines.length >= minLines) return { at: heading.at, lines };
    }
    return undefined;
  };
  const ingredients = section(INGREDIENTS, MIN_INGREDIENTS);
  if (ingredients === undefined) return undefined;
  const steps = section(STEPS, 1, ingredients.at) ?? section(STEPS, 1);
  if (steps === undefined) return undefined;
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

/** The first "Serves 4" the recipe's own part of the page writes, between its title and steps. */
function yieldLine(elements: readonly Element[]): string | undefined {
  for (const element of elements) {
    if (element.children.some(isTag)) continue;
    const text = textLines([element]).join(' ');
    if (text.length <= MAX_YIELD_LINE && isYieldLine(text)) return text;
  }
  return undefined;
}

/** The section under the heading at `at`: the next list's items, else its paragraphs. */
function linesAfter(
  elements: readonly Element[],
  at: number,
  headings: readonly Heading[],
): string[] {
  const heading = elements[at];
  const next = headings.find(
    (other) => other.at > at && !isInside(elements[other.at], heading),
  )?.at;
  const end = next ?? elements.length;
  const paragraphs: string[] = [];
  for (let index = at + 1; index < end; index += 1) {
    const element = elements[index];
    if (element === undefined || isInside(element, heading)) continue;
    if (LISTS.has(element.name)) {
      const items = element.children.filter(
        (child): child is Element => isTag(child) && child.name === 'li',
      );
      if (items.every(isOnlyALink)) continue;
      return items
        .map((item) => textLines([item]).join(' '))
        .filter(Boolean)
        .slice(0, MAX_LINES);
    }
    if (element.name === 'p') paragraphs.push(...textLines([element]));
  }
  return paragraphs.slice(0, MAX_LINES);
}

/** A list item that is nothing but a link (a share or print button, a menu entry). */
function isOnlyALink(item: Element): boolean {
  const links = findAll((element) => element.name === 'a', item.children);
  const linked = textLines(links).join(' ');
  return links.length > 0 && linked.length >= textLines([item]).join(' ').length;
}

function isInside(node: AnyNode | undefined, container: AnyNode | undefined): boolean {
  for (let parent = node?.parent; parent; parent = parent.parent) {
    if (parent === container) return true;
  }
  return false;
}
