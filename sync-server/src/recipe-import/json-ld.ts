/**
 * schema.org Recipes in a page's JSON-LD (<script type="application/ld+json">): a Recipe may be
 * the script's object, one of a list, an entry of "@graph", or nested in another node (a
 * WebPage's mainEntity); its "@type" may be a list (["Recipe", "NewsArticle"]). A property
 * given as a reference ({ "@id": "…#primaryimage" }, as Yoast's @graph writes its image) is
 * replaced by the node of that @id anywhere in the page's JSON-LD, and a property a site
 * capitalised ("CookTime") is read under schema.org's name. Scripts that
 * are not valid JSON are read once more with raw control characters escaped (line breaks in
 * strings, which some sites leave in, stay line breaks), and skipped if that fails too.
 */
import type { Document } from 'domhandler';
import { findAll, getAttributeValue, textContent } from 'domutils';
import { type SchemaNode, hasType, isNode } from './schema-values';

/** Deeper than any real page nests a recipe; a bound on hostile ones. */
const MAX_DEPTH = 12;
// Below U+0020: the control characters JSON allows only escaped.
const CONTROL_CHARACTER = /[^\x20-\uffff]/;
const COMMENT_WRAPPER = /^\s*(?:<!--|\/\/\s*<!\[CDATA\[)|(?:-->|\/\/\s*\]\]>)\s*$/g;

export function jsonLdRecipes(document: Document): SchemaNode[] {
  const scripts = findAll(
    (element) =>
      element.name === 'script' &&
      (getAttributeValue(element, 'type') ?? '').split(';')[0]?.trim().toLowerCase() ===
        'application/ld+json',
    document,
  );
  const parsed = scripts.map((script) => parseJson(textContent(script)));
  const byId = new Map<string, SchemaNode>();
  for (const json of parsed) collectIds(json, 0, byId);
  return parsed.flatMap((json) => {
    const recipes: SchemaNode[] = [];
    collectRecipes(json, 0, recipes);
    return recipes.map((recipe) => withReferencesResolved(recipe, byId));
  });
}

/** Every node that names itself with more than its @id, by that @id. */
function collectIds(value: unknown, depth: number, into: Map<string, SchemaNode>): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const item of value) collectIds(item, depth + 1, into);
    return;
  }
  if (!isNode(value)) return;
  const id = value['@id'];
  if (typeof id === 'string' && !isReference(value) && !into.has(id)) into.set(id, value);
  for (const child of Object.values(value)) collectIds(child, depth + 1, into);
}

const isReference = (value: unknown): value is SchemaNode =>
  isNode(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1;

/**
 * The recipe with each property that only points at another node given that node instead, and
 * each property a site capitalised ("CookTime", "PrepTime") under schema.org's own name, unless
 * the recipe also writes that one.
 */
function withReferencesResolved(recipe: SchemaNode, byId: ReadonlyMap<string, SchemaNode>) {
  const resolve = (value: unknown): unknown =>
    isReference(value) ? (byId.get(value['@id'] as string) ?? value) : value;
  return Object.fromEntries(
    Object.entries(recipe).map(([key, value]) => [
      schemaKey(key, recipe),
      Array.isArray(value) ? value.map(resolve) : resolve(value),
    ]),
  );
}

function schemaKey(key: string, node: SchemaNode): string {
  const lower = `${key.charAt(0).toLowerCase()}${key.slice(1)}`;
  return lower === key || node[lower] !== undefined ? key : lower;
}

function parseJson(text: string): unknown {
  const json = text.replace(COMMENT_WRAPPER, '');
  try {
    return JSON.parse(json);
  } catch {
    try {
      return JSON.parse(withControlsEscaped(json));
    } catch {
      return undefined;
    }
  }
}

/**
 * Raw control characters escaped inside the JSON's strings, where a line break the site left
 * in is a line of its text ("1,5 kg lamb⏎olive oil⏎…"), and made spaces outside them.
 */
function withControlsEscaped(json: string): string {
  let inString = false;
  let escaped = false;
  let out = '';
  for (const char of json) {
    if (inString && !escaped && (char === '\n' || char === '\r'))
      out += char === '\n' ? '\\n' : '\\r';
    else out += CONTROL_CHARACTER.test(char) ? ' ' : char;
    if (escaped) escaped = false;
    else if (char === '\\') escaped = inString;
    else if (char === '"') inString = !inString;
  }
  return out;
}

function collectRecipes(value: unknown, depth: number, into: SchemaNode[]): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const item of value) collectRecipes(item, depth + 1, into);
    return;
  }
  if (!isNode(value)) return;
  if (hasType(value, 'Recipe')) {
    into.push(value);
    return;
  }
  for (const child of Object.values(value)) collectRecipes(child, depth + 1, into);
}
