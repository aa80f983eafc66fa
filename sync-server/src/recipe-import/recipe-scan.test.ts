import { describe, expect, it } from 'vitest';
import { recipeScan } from './recipe-scan';

const recipe = JSON.stringify({
  '@context': 'https://schema.org',
  '@type': ['Recipe', 'NewsArticle'],
  recipeIngredient: ['2 eggs'],
  recipeInstructions: [{ '@type': 'HowToStep', text: 'Whisk.' }],
  totalTime: 'PT5M',
  recipeYield: '1',
});

/** Whether the scan says "found" after each of the chunks. */
function scanChunks(...chunks: string[]): boolean[] {
  const scan = recipeScan();
  return chunks.map((chunk) => scan.push(Buffer.from(chunk, 'latin1')));
}

describe('recipeScan', () => {
  it('finds a whole JSON-LD Recipe once its script has ended', () => {
    const page = `<head><script type="application/ld+json">${recipe}</script></head>`;
    expect(scanChunks(page)).toEqual([true]);
  });

  it('waits for the end tag, even when a chunk splits it', () => {
    const open = `<script type='application/ld+json'>${recipe}</scr`;
    expect(scanChunks('<html>', open, 'ipt><body>')).toEqual([false, false, true]);
  });

  it('reads on past a Recipe without a time or a yield: the page’s text may state them', () => {
    const { totalTime: _time, ...timeless } = JSON.parse(recipe) as Record<string, unknown>;
    const { recipeYield: _yield, ...yieldless } = JSON.parse(recipe) as Record<string, unknown>;
    const script = (node: unknown) =>
      `<script type="application/ld+json">${JSON.stringify(node)}</script>`;
    expect(scanChunks(script(timeless), script(yieldless))).toEqual([false, false]);
    expect(scanChunks(script({ ...timeless, prepTime: 'PT5M' }))).toEqual([true]);
  });

  it('reads on past ingredients given as one text, and times that are all zero', () => {
    const node = JSON.parse(recipe) as Record<string, unknown>;
    const script = (changes: Record<string, unknown>) =>
      `<script type="application/ld+json">${JSON.stringify({ ...node, ...changes })}</script>`;
    expect(scanChunks(script({ recipeIngredient: 'Chicken' }))).toEqual([false]);
    expect(scanChunks(script({ totalTime: 'PT0M' }))).toEqual([false]);
    expect(scanChunks(script({ totalTime: 'PT0H10M' }))).toEqual([true]);
  });

  it('ignores other scripts and a Recipe without ingredients or steps', () => {
    const other = `<script>var x = ${recipe};</script>`;
    const bare = `<script type="application/ld+json">{"@type":"Recipe","name":"Soup"}</script>`;
    const article = `<script type="application/ld+json">{"@type":"Article"}</script>`;
    expect(scanChunks(other, bare, article)).toEqual([false, false, false]);
  });

  it('reads on past a Recipe whose lists are empty: the page’s text holds them', () => {
    const node = JSON.parse(recipe) as Record<string, unknown>;
    const script = (changes: Record<string, unknown>) =>
      `<script type="application/ld+json">${JSON.stringify({ ...node, ...changes })}</script>`;
    expect(scanChunks(script({ recipeIngredient: [] }))).toEqual([false]);
    expect(scanChunks(script({ recipeInstructions: [] }))).toEqual([false]);
    expect(scanChunks(script({ recipeInstructions: '' }))).toEqual([false]);
    expect(scanChunks(script({ recipeInstructions: 'Whisk.' }))).toEqual([true]);
  });

  it('reads the type however the page writes it', () => {
    const graph = `{"@graph":[{"@type":"WebPage"},{"@type":"https://schema.org/Recipe","recipeIngredient":["2 eggs"],"recipeInstructions":"Whisk.","cookTime":"PT1H","yield":"4"}]}`;
    expect(scanChunks(`<SCRIPT TYPE="application/ld+json">${graph}</SCRIPT>`)).toEqual([true]);
  });
});
