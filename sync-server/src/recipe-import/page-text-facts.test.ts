import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { findRecipe } from './find-recipe';
import { pageTextFacts } from './page-text-facts';

const factsOf = (html: string) => pageTextFacts(parseDocument(html).children);

describe('pageTextFacts', () => {
  it('reads labelled times in the five languages, the label and its time apart or together', () => {
    expect(
      factsOf(`<ul class="meta">
        <li><span>Prep time</span> <span>10 mins</span></li>
        <li><strong>Cook:</strong> 1 hr 5 mins</li>
        <li>Total time: 75 minutes</li></ul>`),
    ).toEqual({ prepTime: '10 mins', cookTime: '1 hr 5 mins', totalTime: '75 minutes' });
    expect(factsOf('<p>Préparation 15 min</p><p>Cuisson 1h10</p>')).toEqual({
      prepTime: '15 min',
      cookTime: '1h10',
    });
    expect(
      factsOf('<div><b>Zubereitungszeit</b> 20 Min.</div><div>Backzeit: 1 Std.</div>'),
    ).toEqual({ prepTime: '20 Min.', cookTime: '1 Std.' });
    expect(factsOf('<p>Tempo di cottura: 25 minuti</p><p>Tiempo total 1 hora</p>')).toEqual({
      cookTime: '25 minuti',
      totalTime: '1 hora',
    });
  });

  it('reads a time said roughly, and Brazil’s whole time', () => {
    expect(factsOf('<dl><dt>Tempo de preparo</dt><dd>Até 1h</dd></dl>')).toEqual({
      totalTime: '1h',
    });
    expect(factsOf('<p>Prep time: about 10 minutes</p><p>Backzeit: ca. 20 Min.</p>')).toEqual({
      prepTime: '10 minutes',
      cookTime: '20 Min.',
    });
  });

  it('takes no sentence that starts like a label, and the first time of each kind only', () => {
    expect(factsOf('<p>Cook the pasta for 10 minutes.</p><p>Prep ahead: 2 days</p>')).toEqual({});
    expect(factsOf('<p>Prep: 5 min</p><aside><p>Prep: 45 min</p></aside>')).toEqual({
      prepTime: '5 min',
    });
    expect(factsOf('<p>Cooking</p><p>Total</p>')).toEqual({});
  });
});

describe('pageTextFacts: the yield', () => {
  it('reads a labelled yield or a count of servings, in the five languages', () => {
    expect(factsOf('<p>Serves 4</p>').recipeYield).toBe('Serves 4');
    expect(factsOf('<div aria-label="Portion">6 personnes</div>').recipeYield).toBe('6 personnes');
    expect(factsOf('<dl><div><dt>Rende</dt><dd>4 porzioni</dd></div></dl>').recipeYield).toBe(
      '4 porzioni',
    );
    expect(factsOf('<li><b>Für</b> 4 Personen</li>').recipeYield).toBe('Für 4 Personen');
  });

  it('takes no amount or sentence for a yield', () => {
    expect(factsOf('<li>4 cups flour</li><p>Makes the kitchen smell great</p>')).toEqual({});
  });
});

describe('findRecipe with times and a yield in the page text', () => {
  const PAGE = new URL('https://soup.test/leek-soup');
  const recipe = (times: object) =>
    `<script type="application/ld+json">${JSON.stringify({
      '@type': 'Recipe',
      name: 'Leek soup',
      recipeIngredient: ['2 leeks', '1 l stock'],
      recipeInstructions: 'Simmer the leeks in the stock.',
      ...times,
    })}</script><p>Prep time: 10 min</p><p>Cook time: 30 min</p><p>Serves 6</p>`;

  it('gives a recipe that states no time or yield those its page writes', () => {
    expect(findRecipe(recipe({}), PAGE)).toMatchObject({
      cookTime: 40,
      timeSplit: { prep: 10, cook: 30 },
      servings: 6,
    });
  });

  it('keeps the times and yield a recipe states over the page text', () => {
    const draft = findRecipe(recipe({ totalTime: 'PT25M', recipeYield: '2' }), PAGE);
    expect(draft).toMatchObject({ cookTime: 25, servings: 2 });
    expect(draft).not.toHaveProperty('timeSplit');
  });
});
