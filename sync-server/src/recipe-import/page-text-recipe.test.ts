// Pages without structured data, read from their headings and lists (issue 23, item 3). Each
// page here is a small one of our own, in the shapes blogs and shops write.
import { describe, expect, it } from 'vitest';
import { recipeImportDraftSchema } from '@mise/domain/api/recipe-import';
import { findRecipe } from './find-recipe';

const PAGE = new URL('https://blog.example/soup');
const page = (body: string) =>
  `<!doctype html><html><head><title>Soup | A blog</title></head><body>${body}</body></html>`;

describe('a recipe read from the page text', () => {
  it('takes the h1, the list under Ingredients and the numbered list under Method', () => {
    const draft = findRecipe(
      page(`
        <nav><ul><li>Home</li><li>Recipes</li></ul></nav>
        <h1>Leek and potato soup</h1>
        <p>A soup for cold evenings.</p>
        <p><span>Serves 4</span> · <span>40 minutes</span></p>
        <h2>Ingredients</h2>
        <ul><li>2 leeks, sliced</li><li>500g potatoes</li><li>1 litre stock</li></ul>
        <h2>Method</h2>
        <ol><li>Soften the leeks in butter.</li><li>Add the potatoes and stock; simmer 20 minutes.</li></ol>
        <h2>Comments</h2><p>Lovely!</p>`),
      PAGE,
    );
    expect(recipeImportDraftSchema.parse(draft)).toEqual(draft);
    expect(draft).toMatchObject({
      name: 'Leek and potato soup',
      servings: 4,
      fromPageText: true,
      ingredients: [
        { amount: '2', name: 'leeks', note: 'sliced' },
        { amount: '500', unit: 'g', name: 'potatoes' },
        { amount: '1', unit: 'l', name: 'stock' },
      ],
      instructions: [
        { step: 1, instruction: 'Soften the leeks in butter.' },
        { step: 2, instruction: 'Add the potatoes and stock; simmer 20 minutes.' },
      ],
    });
  });

  it('reads steps written as paragraphs, under a label styled as a heading, in German', () => {
    const draft = findRecipe(
      page(`
        <h1>Kartoffelsuppe</h1>
        <p><strong>Zutaten</strong></p>
        <p>Für 6 Personen</p>
        <ul><li>1 kg Kartoffeln</li><li>2 Zwiebeln</li></ul>
        <p><strong>Zubereitung</strong></p>
        <p><strong>1.</strong> Die Zwiebeln in Butter andünsten, dann die Kartoffeln dazugeben.</p>
        <p>Mit Brühe aufgießen und 20 Minuten köcheln lassen.</p>
        <h3>Mehr Rezepte</h3><p>Nudelsuppe</p>`),
      PAGE,
    );
    expect(draft?.servings).toBe(6);
    expect(draft?.ingredients.map((row) => row.name)).toEqual(['Kartoffeln', 'Zwiebeln']);
    expect(draft?.instructions.map((step) => step.instruction)).toEqual([
      'Die Zwiebeln in Butter andünsten, dann die Kartoffeln dazugeben.',
      'Mit Brühe aufgießen und 20 Minuten köcheln lassen.',
    ]);
  });

  it('prefers the structured recipe, and finds none in a page that only mentions ingredients', () => {
    const structured = findRecipe(
      page(
        `<script type="application/ld+json">${JSON.stringify({
          '@type': 'Recipe',
          name: 'Toast',
          recipeIngredient: ['2 slices bread'],
          recipeInstructions: 'Toast the bread.',
        })}</script><h2>Ingredients</h2><ul><li>a</li><li>b</li></ul><h2>Method</h2><p>c</p>`,
      ),
      PAGE,
    );
    expect(structured?.name).toBe('Toast');
    expect(structured).not.toHaveProperty('fromPageText');

    const article = page(`
      <h1>Why good ingredients matter</h1>
      <h2>Ingredients</h2><p>Buy them fresh.</p>
      <h2>Method</h2><p>Cook them simply.</p>`);
    expect(findRecipe(article, PAGE)).toBeUndefined();
  });

  it('takes a real heading before a label, and passes over a list of nothing but links', () => {
    const ingredients = (body: string) =>
      findRecipe(page(body), PAGE)?.ingredients.map((row) => row.name);
    // A widget's label says Ingredients above the share buttons; the h2 heads the real list.
    expect(
      ingredients(`<h1>Oat smoothie</h1>
        <ul class="tools"><li><p>Ingredients</p></li><li><p>Rating</p></li></ul>
        <ul><li><a href="/save">Save</a></li><li><a href="/print">Print</a></li></ul>
        <h2>Ingredients</h2>
        <ul><li>1/2 cup <a href="/oats">rolled oats</a></li><li>1 banana</li><li>1 cup milk</li></ul>
        <h2>Method</h2><p>Blend everything.</p>`),
    ).toEqual(['rolled oats', 'banana', 'milk']);
    expect(
      ingredients(`<h1>Oat smoothie</h1><h2>Ingredients</h2>
        <ul><li><a href="/share">Share</a></li><li><a href="/pin">Pin it</a></li></ul>
        <ul><li>1 banana</li><li>1 cup milk</li></ul>
        <h2>Method</h2><p>Blend everything.</p>`),
    ).toEqual(['banana', 'milk']);
  });

  it('takes the section after the ingredients as the method when no heading names it', () => {
    const draft = findRecipe(
      page(`
        <h1>Torta di mele</h1>
        <h2>Ingredienti</h2>
        <h3>Per la base</h3>
        <ul><li>3 uova</li><li>150 g di zucchero</li></ul>
        <h3>Per la copertura</h3>
        <ul><li>2 mele</li></ul>
        <h2>La nostra ricetta</h2>
        <p>Sbattere le uova con lo zucchero. Versare in una tortiera e coprire con le mele.</p>
        <p>Cuocere a 180 gradi per 40 minuti.</p>
        <h2>Altre torte</h2><p>Torta al cioccolato</p>`),
      PAGE,
    );
    expect(draft?.fromPageText).toBe(true);
    expect(draft?.ingredients.map((row) => row.name)).toEqual(['uova', 'zucchero', 'mele']);
    expect(draft?.instructions.map((step) => step.instruction)).toEqual([
      'Sbattere le uova con lo zucchero. Versare in una tortiera e coprire con le mele.',
      'Cuocere a 180 gradi per 40 minuti.',
    ]);
  });

  it('takes no method from links, short titles, notes, or the page’s next higher heading', () => {
    const list = '<h2>Ingredients</h2><ul><li>1 banana</li><li>1 cup milk</li></ul>';
    for (const after of [
      '<h2>More smoothies</h2><ul><li><a href="/a">Mango lassi, the easy way.</a></li></ul>',
      '<h2>More smoothies</h2><p>Mango lassi</p><p>Green smoothie</p>',
      '<h2>Notes</h2><p>Use a ripe banana, or the smoothie tastes of very little.</p>',
      '<h1>Our blog</h1><p>We write about food we cook at home, every week of the year.</p>',
    ]) {
      expect(findRecipe(page(`<h1>Oat smoothie</h1>${list}${after}`), PAGE)).toBeUndefined();
    }
  });
});
