import { describe, expect, it } from 'vitest';
import { artSubjectOf, recipeArtDataUri, recipeArtSvg, type RecipeArtSubject } from './recipe-art';
import { SEED_RECIPE_SOURCES } from './recipes/index';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const MAX_BYTES = 4096;

const spaghetti: RecipeArtSubject = {
  id: 'test-spaghetti',
  name: 'Lemon Spaghetti',
  cuisine: 'italian',
  ingredients: [{ name: 'spaghetti' }, { name: 'lemon' }, { name: 'basil' }, { name: 'salt' }],
  dietaryTags: ['vegetarian'],
};

const curry: RecipeArtSubject = {
  id: 'test-curry',
  name: 'Chicken Curry',
  cuisine: 'asian',
  ingredients: [{ name: 'chicken thigh' }, { name: 'coconut milk' }, { name: 'jasmine rice' }],
  dietaryTags: ['dinner'],
};

/**
 * What keeps a string from being well-formed XML, for the markup this generator writes: tags
 * and attributes only (quoted values, no duplicates), properly nested, under a single root, with
 * no text content. An empty list means well-formed.
 */
function xmlProblems(markup: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  const roots: string[] = [];
  const tokens =
    /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+=(?:'[^'<&]*'|"[^"<&]*"))*)\s*(\/?)>|([^<]+)|(<)/g;
  for (const [, closing, name, attributes, selfClosing, text, stray] of markup.matchAll(tokens)) {
    if (stray !== undefined) problems.push('a "<" that starts no valid tag');
    if (text !== undefined && text.trim() !== '') problems.push(`text "${text.slice(0, 20)}"`);
    if (name === undefined) continue;
    if (closing) {
      if (attributes || selfClosing) problems.push(`malformed closing tag </${name}>`);
      if (open.pop() !== name) problems.push(`</${name}> closes the wrong element`);
      continue;
    }
    const names = [...(attributes ?? '').matchAll(/([\w:-]+)=/g)].map(([, attribute]) => attribute);
    if (new Set(names).size !== names.length) problems.push(`<${name}> repeats an attribute`);
    if (open.length === 0) roots.push(name);
    if (!selfClosing) open.push(name);
  }
  if (open.length > 0) problems.push(`unclosed: ${open.join(', ')}`);
  if (roots.length !== 1 || roots[0] !== 'svg') problems.push(`roots: ${roots.join(', ')}`);
  return problems;
}

const byteLength = (text: string) => new TextEncoder().encode(text).length;

describe('recipeArtSvg', () => {
  it('writes one well-formed <svg> root with the namespace and a 400 × 300 viewBox', () => {
    const svg = recipeArtSvg(spaghetti);
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg).toMatch(/^<svg [^>]*xmlns='http:\/\/www\.w3\.org\/2000\/svg'/);
    expect(svg).toMatch(/^<svg [^>]*viewBox='0 0 400 300'/);
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('refers to nothing outside itself: no links, images, text, fonts or scripts', () => {
    for (const recipe of [spaghetti, curry, ...SEED_RECIPE_SOURCES]) {
      const svg = recipeArtSvg(recipe);
      expect(svg.replaceAll(SVG_NAMESPACE, '')).not.toMatch(
        /http|href|<image|<text|<script|@import|<style/i,
      );
      // The only url() allowed points at a pattern defined in the same document.
      for (const [reference] of svg.matchAll(/url\([^)]*\)/g)) {
        expect(reference).toMatch(/^url\(#[a-z0-9]+\)$/);
      }
    }
  });

  it('is deterministic: the same recipe always gets the same picture', () => {
    expect(recipeArtSvg(spaghetti)).toBe(recipeArtSvg({ ...spaghetti }));
    expect(recipeArtSvg(spaghetti)).toBe(recipeArtSvg(structuredClone(spaghetti)));
  });

  it('draws different recipes differently, even with the same ingredients', () => {
    expect(recipeArtSvg(spaghetti)).not.toBe(recipeArtSvg(curry));
    expect(recipeArtSvg(spaghetti)).not.toBe(recipeArtSvg({ ...spaghetti, id: 'test-other' }));
  });

  it('takes colours from the main ingredients and the table from the cuisine', () => {
    const tomato = recipeArtSvg({ ...spaghetti, ingredients: [{ name: 'tomato' }] });
    const spinach = recipeArtSvg({ ...spaghetti, ingredients: [{ name: 'spinach' }] });
    expect(tomato).toContain('#d8443a');
    expect(spinach).toContain('#4f9a46');
    const mexican = recipeArtSvg({ ...spaghetti, cuisine: 'mexican' });
    expect(mexican).not.toBe(recipeArtSvg(spaghetti));
  });

  it('still draws a valid picture for an unknown cuisine and unknown ingredients', () => {
    const svg = recipeArtSvg({ id: 'x', name: 'Mystery', ingredients: [{ name: 'zzz' }] });
    expect(xmlProblems(svg)).toEqual([]);
  });

  it(`stays well-formed and under ${MAX_BYTES} bytes for every seed recipe`, () => {
    for (const recipe of SEED_RECIPE_SOURCES) {
      const svg = recipeArtSvg(recipe);
      expect(xmlProblems(svg), recipe.id).toEqual([]);
      expect(byteLength(svg), recipe.id).toBeLessThan(MAX_BYTES);
    }
  });
});

describe('recipeArtDataUri', () => {
  it('is the SVG percent-encoded (not base64) behind an image/svg+xml data prefix', () => {
    const uri = recipeArtDataUri(spaghetti);
    const prefix = 'data:image/svg+xml,';
    expect(uri.startsWith(prefix)).toBe(true);
    expect(uri).not.toContain('base64');
    expect(decodeURIComponent(uri.slice(prefix.length))).toBe(recipeArtSvg(spaghetti));
  });

  it('escapes every character a URI may not hold raw', () => {
    for (const recipe of SEED_RECIPE_SOURCES) {
      const uri = recipeArtDataUri(recipe);
      expect(uri, recipe.id).toMatch(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]+$/);
      expect(uri.replaceAll(/%[0-9A-F]{2}/g, ''), recipe.id).not.toContain('%');
    }
  });
});

describe('artSubjectOf', () => {
  it('draws a summary from its name and description, a recipe from its ingredients', () => {
    expect(
      artSubjectOf({ id: 'r', name: 'Lemon pasta', description: 'Bright' }).ingredients,
    ).toEqual([{ name: 'Lemon pasta' }, { name: 'Bright' }]);
    const ingredients = [{ name: 'Spaghetti' }];
    expect(artSubjectOf({ id: 'r', name: 'Pasta', ingredients }).ingredients).toBe(ingredients);
  });
});
