/**
 * schema.org Recipes in a page's microdata (itemscope itemtype="http://schema.org/Recipe" with
 * itemprop elements), turned into the same JSON-like nodes as JSON-LD so one reader maps both.
 * Values follow the microdata rules: <meta content>, <img src>, <a href>, <time datetime>, an
 * element's own `content` attribute, else its text (line breaks kept at block elements, so an
 * <ol> of steps stays a list); a nested itemscope is a nested node, and its properties are its
 * own, not the recipe's.
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
  return findAll(
    (element) => hasAttrib(element, 'itemscope') && itemTypes(element).includes('Recipe'),
    document,
  ).map((element) => item(element, 0));
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
