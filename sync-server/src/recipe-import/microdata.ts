/**
 * schema.org Recipes in a page's microdata (itemscope itemtype="http://schema.org/Recipe" with
 * itemprop elements), turned into the same JSON-like nodes as JSON-LD so one reader maps both.
 * Values follow the microdata rules: <meta content>, <img src>, <a href>, <time datetime>, an
 * element's own `content` attribute, else its text (line breaks kept at block elements, so an
 * <ol> of steps stays a list); a nested itemscope is a nested node, and its properties are its
 * own, not the recipe's. A recipe's properties outside any item (a stray end tag closed the
 * Recipe's element early, or the page marks its ingredients without an itemscope) are the
 * page's one Recipe's, or make one.
 */
import type { Document, Element } from 'domhandler';
import { isTag } from 'domhandler';
import { findAll, findOne, getAttributeValue, hasAttrib } from 'domutils';
import { textLines } from './html-text';
import { type SchemaNode, typeName } from './schema-values';

const MAX_DEPTH = 12;
const URL_ATTRIBUTES: Readonly<Record<string, string>> = {
  img: 'src',
  audio: 'src',
  video: 'src',
  source: 'src',
  embed: 'src',
  iframe: 'src',
  track: 'src',
  a: 'href',
  area: 'href',
  link: 'href',
  object: 'data',
  data: 'value',
  meter: 'value',
  time: 'datetime',
};

/**
 * An ingredient item is one line however its markup splits it: "<dt>40 gr</dt><dd>bacon</dd>",
 * or an amount cell beside a name cell of a table row. (A list marked as the property, as
 * older pages do, stays a line per item, and so does text that breaks its lines with <br>.)
 */
const ONE_LINE: ReadonlySet<string> = new Set(['recipeIngredient', 'ingredients']);
const holdsLines = (element: Element) =>
  findOne((child) => child.name === 'li' || child.name === 'br', element.children) !== null;

const words = (text: string | undefined) => (text ?? '').split(/\s+/).filter((word) => word !== '');

function itemTypes(element: Element): string[] {
  return words(getAttributeValue(element, 'itemtype')).map(typeName);
}

export function microdataRecipes(document: Document): SchemaNode[] {
  const recipes = findAll(
    (element) => hasAttrib(element, 'itemscope') && itemTypes(element).includes('Recipe'),
    document,
  ).map((element) => item(element, 0));
  const loose: Record<string, unknown[]> = {};
  collectLoose(document.children.filter(isTag), loose);
  for (const [name, values] of Object.entries(loose)) loose[name] = onceIfRepeated(values);
  const [only] = recipes;
  if (!LIST_PROPERTIES.some((name) => loose[name] !== undefined)) return recipes;
  if (recipes.length === 0) return [{ '@type': ['Recipe'], ...loose }];
  // The one Recipe of the page, its own values first, the ones it lost after them.
  return recipes.length === 1 && only !== undefined ? [{ ...loose, ...only }] : recipes;
}

/**
 * A Recipe's properties outside any item: markup that closes the Recipe's element early (a
 * stray end tag), or marks its ingredients and steps without an itemscope at all. Only a
 * recipe's own properties (and a description outside any item, which is the page's and so the
 * recipe's) are taken, so a page's other items (breadcrumbs, comments) add nothing.
 */
const LOOSE_PROPERTIES: ReadonlySet<string> = new Set([
  // The page's own text, where its og:description is often cut short for sharing.
  'description',
  'recipeIngredient',
  'ingredients',
  'recipeInstructions',
  'instructions',
  'recipeYield',
  'prepTime',
  'cookTime',
  'totalTime',
]);
const LIST_PROPERTIES = ['recipeIngredient', 'ingredients', 'recipeInstructions', 'instructions'];

/** A list a page writes twice over (the recipe on screen, then again for print), once. */
function onceIfRepeated(values: unknown[]): unknown[] {
  const half = values.length / 2;
  if (!Number.isInteger(half) || half === 0) return values;
  const text = values.map((value) => JSON.stringify(value));
  const same = text.slice(0, half).every((value, index) => value === text[half + index]);
  return same ? values.slice(0, half) : values;
}

function collectLoose(elements: readonly Element[], into: Record<string, unknown[]>): void {
  for (const element of elements) {
    const names = words(getAttributeValue(element, 'itemprop')).filter((name) =>
      LOOSE_PROPERTIES.has(name),
    );
    // A recipe's property may be an item of its own (a HowToSection of steps); any other item
    // is another thing's, and so are its properties.
    if (names.length > 0) collect([element], 0, into);
    else if (!hasAttrib(element, 'itemscope')) collectLoose(element.children.filter(isTag), into);
  }
}

function item(element: Element, depth: number): SchemaNode {
  const properties: Record<string, unknown[]> = {};
  collect(element.children.filter(isTag), depth, properties);
  return { '@type': itemTypes(element), ...properties };
}

function collect(elements: readonly Element[], depth: number, into: Record<string, unknown[]>) {
  for (const element of elements) {
    const nested = hasAttrib(element, 'itemscope');
    const names = words(getAttributeValue(element, 'itemprop'));
    if (names.length > 0 && (!nested || depth < MAX_DEPTH)) {
      const value = nested ? item(element, depth + 1) : propertyValue(element);
      for (const name of names) {
        const oneLine = ONE_LINE.has(name) && typeof value === 'string' && !holdsLines(element);
        (into[name] ??= []).push(oneLine ? value.replace(/\n/g, ' ') : value);
      }
    }
    if (!nested) collect(element.children.filter(isTag), depth, into);
  }
}

function propertyValue(element: Element): string {
  const content = getAttributeValue(element, 'content');
  if (content !== undefined) return content;
  const attribute = URL_ATTRIBUTES[element.name];
  const value = attribute === undefined ? undefined : getAttributeValue(element, attribute);
  return value ?? textLines([element]).join('\n');
}
