// Structured data in the shapes real pages write it (issue 23): microdata whose Recipe element
// closes early or is missing, a page printed twice, sections nested in microdata, capitalised
// JSON-LD keys, minutes written as seconds, a social-network crop as og:image, a site's name
// after the title.
import { describe, expect, it } from 'vitest';
import { findRecipe } from './find-recipe';

const PAGE = new URL('https://bake.example/bread');
const page = (body: string, head = '') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const jsonLd = (recipe: object) =>
  `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', ...recipe })}</script>`;

describe('microdata', () => {
  it('gathers a Recipe’s properties that a stray end tag left outside its element', () => {
    const draft = findRecipe(
      page(`
        <div itemscope itemtype="http://schema.org/Recipe">
          <meta itemprop="name" content="Apple bread">
          <section><div><span>30 min</span></div></div></section>
        </div>
        <div itemscope itemtype="https://schema.org/AggregateRating">
          <meta itemprop="ratingValue" content="5"><span itemprop="recipeIngredient">not this</span>
        </div>
        <ul><li itemprop="recipeIngredient">1 packet yeast</li><li itemprop="recipeIngredient">5 dl water</li></ul>
        <ol itemprop="recipeInstructions" itemscope itemtype="http://schema.org/HowToSection">
          <ol itemprop="recipeInstructions" itemscope itemtype="http://schema.org/HowToSection">
            <meta itemprop="name" content="Dough<br />">
            <li itemprop="itemListElement" itemscope itemtype="http://schema.org/HowToStep">
              <span itemprop="text">Mix.</span></li>
            <li itemprop="itemListElement" itemscope itemtype="http://schema.org/HowToStep">
              <span itemprop="text">Knead.</span></li>
          </ol>
        </ol>
        <div class="print">
          <ul><li itemprop="recipeIngredient">1 packet yeast</li><li itemprop="recipeIngredient">5 dl water</li></ul>
        </div>`),
      PAGE,
    );
    expect(draft?.name).toBe('Apple bread');
    // The list the page prints again for paper is read once.
    expect(draft?.ingredients.map((row) => row.name)).toEqual(['yeast', 'water']);
    expect(draft?.instructions.map((step) => step.instruction)).toEqual(['Dough: Mix.', 'Knead.']);
  });

  it('reads ingredients, steps and a description marked outside any Recipe item', () => {
    const draft = findRecipe(
      page(
        `<p itemprop="description">Sans crème ni oignons. Comme à Rome.</p>
        <div itemscope itemtype="https://schema.org/Person"><p itemprop="description">Chef</p></div>
        <ul><li itemprop="ingredients">250 g de tagliatelles</li><li itemprop="ingredients">1 oeuf</li></ul>
        <div itemprop="recipeInstructions"><p>1- Cuire les pâtes.</p><p>2- Mélanger.</p></div>`,
        `<meta property="og:title" content="Tagliatelles carbonara - chefSite">
        <meta property="og:site_name" content="chefSite">
        <meta property="og:description" content="Sans crème ni oignons. Comme">`,
      ),
      PAGE,
    );
    expect(draft?.name).toBe('Tagliatelles carbonara');
    // The page's own description, not the one cut short for sharing, nor another item's.
    expect(draft?.description).toBe('Sans crème ni oignons. Comme à Rome.');
    expect(draft?.ingredients).toHaveLength(2);
    expect(draft?.instructions.map((step) => step.instruction)).toEqual([
      'Cuire les pâtes.',
      'Mélanger.',
    ]);
  });
});

describe('JSON-LD', () => {
  const minimal = { name: 'Bread', recipeIngredient: ['500 g flour'], recipeInstructions: 'Bake.' };

  it('reads properties a site capitalised, and minutes a template wrote as seconds', () => {
    const draft = findRecipe(
      page(jsonLd({ ...minimal, PrepTime: 'PT30M', CookTime: 'PT15M' })),
      PAGE,
    );
    expect(draft).toMatchObject({ cookTime: 45, timeSplit: { prep: 30, cook: 15 } });
    const seconds = findRecipe(
      page(jsonLd({ ...minimal, prepTime: 'PT45S', cookTime: 'PT30S', totalTime: 'PT75S' })),
      PAGE,
    );
    expect(seconds).toMatchObject({ cookTime: 75, timeSplit: { prep: 45, cook: 30 } });
  });

  it('keeps a step of a list whole across its line breaks; one text is split line by line', () => {
    const steps = (recipeInstructions: unknown) =>
      findRecipe(page(jsonLd({ ...minimal, recipeInstructions })), PAGE)?.instructions.map(
        (step) => step.instruction,
      );
    expect(steps(['Heat until 100°C\n(210°F), without stirring.', 'Serve.'])).toEqual([
      'Heat until 100°C (210°F), without stirring.',
      'Serve.',
    ]);
    expect(steps('Heat the milk.\nServe.')).toEqual(['Heat the milk.', 'Serve.']);
  });

  it('opens a step on its own short title, never on its text again or its number', () => {
    const steps = findRecipe(
      page(
        jsonLd({
          ...minimal,
          recipeInstructions: [
            { '@type': 'HowToStep', name: 'Preheat', text: 'Heat the oven to 200°C.' },
            { '@type': 'HowToStep', name: 'Step 2', text: 'Knead the dough.' },
            { '@type': 'HowToStep', name: 'Shape the loaf', text: 'Shape the loaf and bake.' },
            { '@type': 'HowToStep', name: 'Rest', text: 'Cool it: an hour on a rack.' },
          ],
        }),
      ),
      PAGE,
    )?.instructions.map((step) => step.instruction);
    expect(steps).toEqual([
      'Preheat: Heat the oven to 200°C.',
      'Knead the dough.',
      'Shape the loaf and bake.',
      'Cool it: an hour on a rack.',
    ]);
  });

  it('keeps a title of a clause or two, but not a name many steps bear', () => {
    const steps = findRecipe(
      page(
        jsonLd({
          ...minimal,
          recipeInstructions: [
            {
              '@type': 'HowToStep',
              name: 'Add flour to the eggs, then the melted butter',
              text: 'Fold the flour in gently, then the butter.',
            },
            { '@type': 'HowToStep', name: 'Add an ingredient', text: 'Add the shallot.' },
            { '@type': 'HowToStep', name: 'Add an ingredient', text: 'Add the butter.' },
            {
              '@type': 'HowToSection',
              name: 'Add an ingredient',
              itemListElement: [{ '@type': 'HowToStep', text: 'Add the rice.' }],
            },
          ],
        }),
      ),
      PAGE,
    )?.instructions.map((step) => step.instruction);
    expect(steps).toEqual([
      'Add flour to the eggs, then the melted butter: Fold the flour in gently, then the butter.',
      'Add the shallot.',
      'Add the butter.',
      // A section's name heads its steps, whatever the steps' names.
      'Add an ingredient: Add the rice.',
    ]);
  });

  it('leaves out a line that only names the ingredients', () => {
    const draft = findRecipe(
      page(jsonLd({ ...minimal, recipeIngredient: 'Zutaten\n500 g Mehl\n1 Ei' })),
      PAGE,
    );
    expect(draft?.ingredients.map((row) => row.name)).toEqual(['Mehl', 'Ei']);
  });

  it('takes the page’s times when the data writes only zeros', () => {
    const draft = findRecipe(
      page(
        `${jsonLd({ ...minimal, prepTime: 'PT0M', totalTime: 'PT0M' })}
        <div><strong>Total</strong> 40 min</div>`,
      ),
      PAGE,
    );
    expect(draft?.cookTime).toBe(40);
  });

  it('shows the Recipe’s own image before an og:image cropped for social networks', () => {
    const withOg = (og: string) =>
      findRecipe(
        page(
          jsonLd({ ...minimal, image: 'https://img.example/bread.jpg' }),
          `<meta property="og:image" content="${og}">`,
        ),
        PAGE,
      )?.imageUrl;
    expect(withOg('https://img.example/w1200-h630-cfill/bread.jpg')).toBe(
      'https://img.example/bread.jpg',
    );
    expect(withOg('https://img.example/media/1200x630_crop/bread.jpg')).toBe(
      'https://img.example/bread.jpg',
    );
    // Any other og:image is the picture the site chose to show the page by.
    expect(withOg('https://img.example/bread-wide.jpg')).toBe('https://img.example/bread-wide.jpg');
  });
});
