/**
 * Reading schema.org values, which a page may give in any of several shapes: one value or a
 * list, a string or a node ({ "@type": "ImageObject", "url": … }), a number as a string. Both
 * sources (JSON-LD and microdata) arrive here as plain JSON-like values.
 */
import { markupLines } from './html-text';

export type SchemaNode = Readonly<Record<string, unknown>>;

export function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A property's values as a list: none, one, or the list given. */
export function valuesOf(node: SchemaNode, key: string): readonly unknown[] {
  const value = node[key];
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** The lines of text a value holds: markup and entities read, empty lines gone. */
export function linesOf(value: unknown): string[] {
  if (typeof value === 'string') return markupLines(value);
  if (typeof value === 'number' && Number.isFinite(value)) return [String(value)];
  if (isNode(value)) {
    // A value node ({ "@value": … }) or a named thing standing for its name.
    for (const key of ['@value', 'name', 'text']) {
      if (value[key] !== undefined) return linesOf(value[key]);
    }
  }
  return [];
}

/** A value as one line of text, or undefined when it says nothing. */
export function textOf(value: unknown): string | undefined {
  const text = linesOf(value).join(' ');
  return text === '' ? undefined : text;
}

/** The first of a property's values that says something. */
export function firstText(node: SchemaNode, ...keys: readonly string[]): string | undefined {
  for (const key of keys) {
    for (const value of valuesOf(node, key)) {
      const text = textOf(value);
      if (text !== undefined) return text;
    }
  }
  return undefined;
}

/** Every text of a property, lists written as one comma-separated string split apart. */
export function listTexts(node: SchemaNode, key: string): string[] {
  return valuesOf(node, key)
    .flatMap((value) => (textOf(value) ?? '').split(','))
    .map((text) => text.trim())
    .filter((text) => text !== '');
}

/** The type name without its vocabulary: "https://schema.org/Recipe" and "schema:Recipe" → "Recipe". */
export function typeName(text: string): string {
  return text.replace(/^(?:https?:\/\/schema\.org\/|schema:)/i, '').trim();
}

export function hasType(node: SchemaNode, type: string): boolean {
  const wanted = type.toLowerCase();
  return valuesOf(node, '@type').some(
    (value) => typeof value === 'string' && typeName(value).toLowerCase() === wanted,
  );
}

/** Cut at a word boundary near `max` characters, so a page's essay does not flood the form. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
