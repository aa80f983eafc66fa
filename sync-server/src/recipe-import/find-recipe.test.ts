// Reading a schema.org Recipe out of a page's HTML: realistic pages in fixtures/ (a WordPress
// recipe plugin's JSON-LD @graph, a magazine's JSON-LD list, an old recipe card's microdata, an
// article without a recipe), then the shapes pages vary in, one at a time.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recipeImportDraftSchema } from '@mise/domain/api/recipe-import';
import { findRecipe } from './find-recipe';

const fixture = (name: string) =>
  readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');
const PAGE = new URL('https://example.test/recipes/dinner');

/** A page whose only recipe is the JSON-LD given. */
const jsonLdPage = (data: unknown, title = 'A page') =>
  `<!doctype html><html><head><title>${title}</title><script type="application/ld+json">${
    typeof data === 'string' ? data : JSON.stringify(data)
  }</script></head><body><p>Hello</p></body></html>`;

const minimal = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Toast',
  recipeIngredient: ['2 slices bread'],
  recipeInstructions: 'Toast the bread.',
};

describe('findRecipe on fixture pages', () => {
  it('reads a recipe plugin’s JSON-LD @graph: sections, step times, entities, diets', () => {
    const draft = findRecipe(fixture('json-ld-graph.html'), PAGE);
    expect(recipeImportDraftSchema.parse(draft)).toEqual(draft);
    expect(draft).toMatchObject({
      name: 'Classic Margherita Pizza',
      description:
        'A blistered, chewy crust with bright San Marzano tomato, milky mozzarella & torn basil – the pizza that started it all.',
      cuisine: 'italian',
      cookTime: 95,
      // The whole time holds the dough's rise; the page states prep and cook apart.
      timeSplit: { prep: 20, cook: 15 },
      // recipeYield ["2", "2 pizzas"]: the pieces it makes.
      servings: 2,
      dietaryTags: ['vegetarian'],
      sourceUrl: PAGE.href,
      // The page's og:image before the Recipe's list, which opens on a square crop.
      imageUrl: 'https://cdn.weeknight-oven.test/2024/05/margherita-og.jpg',
    });
    expect(draft).not.toHaveProperty('difficulty');
    expect(draft?.ingredients).toEqual([
      { amount: '500', unit: 'g', name: '00 flour' },
      { amount: '325', unit: 'ml', name: 'water', note: 'lukewarm' },
      { amount: '1 1/2', unit: 'tsp', name: 'fine sea salt' },
      { amount: '1/4', unit: 'tsp', name: 'instant yeast' },
      { amount: '1', unit: 'can', name: 'San Marzano tomatoes', note: '14 oz' },
      { amount: '250', unit: 'g', name: 'fresh mozzarella', note: 'torn' },
      { amount: '1', unit: 'handful', name: 'basil leaves' },
      { amount: '2', unit: 'tbsp', name: 'extra-virgin olive oil' },
      { amount: '1', unit: 'pinch', name: 'Salt', note: 'to taste' },
    ]);
    expect(draft?.instructions).toEqual([
      {
        step: 1,
        instruction:
          'For the dough: Stir the yeast into the water, then mix in the flour and salt until no dry bits remain.',
      },
      {
        step: 2,
        instruction: 'Knead for 10 minutes until smooth, cover and let it rise until doubled.',
        duration: 60,
      },
      {
        step: 3,
        instruction:
          'To bake: Heat the oven as hot as it goes (250 °C / 480 °F) with a baking steel inside for 45 minutes.',
      },
      {
        step: 4,
        instruction:
          'Stretch one ball of dough, spread with crushed tomatoes, scatter the mozzarella and bake for 7–8 minutes.',
        duration: 8,
      },
      // The HowToTip between them is advice, not a step.
      { step: 5, instruction: 'Finish with basil and a drizzle of olive oil. Serve at once.' },
    ]);
  });

  it('reads a JSON-LD list whose Recipe is also a NewsArticle', () => {
    const draft = findRecipe(fixture('json-ld-array.html'), PAGE);
    expect(recipeImportDraftSchema.parse(draft)).toEqual(draft);
    expect(draft).toMatchObject({
      name: 'Sheet-Pan Lemon Salmon',
      // Markup inside the string is read as text.
      description: 'One pan, twenty-five minutes, and almost no washing up. Weeknight gold.',
      // "Seafood, Nordic": the first the form knows.
      cuisine: 'seafood',
      difficulty: 'easy',
      // No totalTime: prep 10 + cook 15.
      cookTime: 25,
      // recipeYield "4 servings".
      servings: 4,
      dietaryTags: ['gluten-free', 'dairy-free', 'keto'],
      // An ImageObject with a relative url, made absolute against the page.
      imageUrl: 'https://example.test/images/2023/sheet-pan-salmon.jpg',
    });
    expect(draft?.ingredients.slice(0, 2)).toEqual([
      { amount: '4', unit: 'piece', name: 'skin-on salmon fillets', note: 'about 150 g each' },
      { amount: '1', unit: 'lb', name: 'green beans', note: 'trimmed' },
    ]);
    expect(draft?.ingredients.at(-1)).toEqual({
      amount: '1',
      unit: 'pinch',
      name: 'black pepper',
      note: 'Freshly ground, to taste',
    });
    // The page's own "1." numbering is dropped: the form numbers its steps.
    expect(draft?.instructions.map((step) => step.instruction.slice(0, 12))).toEqual([
      'Heat the ove',
      'Toss the gre',
      'Nestle the s',
      'Season with ',
    ]);
    expect(draft?.instructions.map((step) => step.duration)).toEqual([undefined, 5, 10, undefined]);
  });

  it('reads microdata, leaving the properties of nested items (author, rating) out', () => {
    const draft = findRecipe(fixture('microdata.html'), PAGE);
    expect(recipeImportDraftSchema.parse(draft)).toEqual(draft);
    expect(draft).toEqual({
      name: 'Chicken Tinga Tacos',
      description:
        'Smoky shredded chicken in a chipotle‑tomato sauce, piled into warm corn tortillas.',
      cuisine: 'mexican',
      difficulty: 'medium',
      cookTime: 45,
      timeSplit: { prep: 15, cook: 30 },
      ingredients: [
        { amount: '1 1/2', unit: 'lb', name: 'boneless chicken thighs' },
        { amount: '1', unit: 'piece', name: 'white onion', note: 'sliced' },
        { amount: '2', unit: 'piece', name: 'chipotles in adobo', note: 'chopped' },
        { amount: '1', unit: 'can', name: 'fire-roasted tomatoes', note: '14.5 oz' },
        { amount: '12', unit: 'piece', name: 'corn tortillas' },
        { amount: '1', unit: 'piece', name: 'queso fresco & cilantro', note: 'Crumbled, to serve' },
      ],
      instructions: [
        {
          step: 1,
          instruction:
            'Simmer the chicken in salted water until cooked through, about 20 minutes; shred it.',
        },
        {
          step: 2,
          instruction:
            'Soften the onion in a little oil, then add the chipotles and tomatoes and cook for 10 minutes.',
        },
        {
          step: 3,
          instruction:
            'Stir in the chicken, warm the tortillas and fill them. Top with queso fresco & cilantro.',
        },
      ],
      dietaryTags: ['gluten-free'],
      sourceUrl: PAGE.href,
      imageUrl: 'https://example.test/photos/tinga-tacos.jpg',
    });
  });

  it('finds nothing on a page without a recipe, even one with other structured data', () => {
    expect(findRecipe(fixture('no-recipe.html'), PAGE)).toBeUndefined();
    expect(findRecipe('', PAGE)).toBeUndefined();
    expect(findRecipe('<p>Just a <b>page</b></p>', PAGE)).toBeUndefined();
  });
});

describe('findRecipe on the shapes pages vary in', () => {
  it.each([
    ['a plain string', 'Recipe'],
    ['a vocabulary prefix', 'schema:Recipe'],
    ['a full IRI', 'http://schema.org/Recipe'],
    ['a list', ['NewsArticle', 'Recipe']],
  ])('takes @type as %s', (_shape, type) => {
    expect(findRecipe(jsonLdPage({ ...minimal, '@type': type }), PAGE)?.name).toBe('Toast');
  });

  it('finds a recipe nested in another node (a WebPage’s mainEntity)', () => {
    const page = jsonLdPage({ '@type': 'WebPage', mainEntity: minimal });
    expect(findRecipe(page, PAGE)?.name).toBe('Toast');
  });

  it('reads JSON-LD with raw line breaks inside its strings, as some sites write it', () => {
    const broken = `{"@type":"Recipe","name":"Porridge","recipeIngredient":["1 cup oats",
"2 cups milk"],"description":"Warm and
creamy"}`;
    expect(findRecipe(jsonLdPage(broken), PAGE)).toMatchObject({
      name: 'Porridge',
      description: 'Warm and creamy',
      ingredients: [
        { amount: '1', unit: 'cup', name: 'oats' },
        { amount: '2', unit: 'cup', name: 'milk' },
      ],
    });
    // A list written as one string with raw line breaks keeps a line per ingredient.
    const oneString = `{"@type":"Recipe","name":"Lamb skewers","recipeIngredient":"1,5 kg lamb
	olive oil
8 garlic cloves","recipeInstructions":"Grill."}`;
    expect(findRecipe(jsonLdPage(oneString), PAGE)?.ingredients.map((row) => row.name)).toEqual([
      'lamb',
      'olive oil',
      'garlic',
    ]);
  });

  it('skips a script that is not JSON and reads the next', () => {
    const page = `<script type="application/ld+json">{ not json</script>${jsonLdPage(minimal)}`;
    expect(findRecipe(page, PAGE)?.name).toBe('Toast');
  });

  it('decodes HTML entities and markup in every string', () => {
    const draft = findRecipe(
      jsonLdPage({
        ...minimal,
        name: 'Mac &amp; Cheese &#8211; Baked',
        recipeIngredient: ['8 oz macaroni &amp; cheese'],
        recipeInstructions: [
          { '@type': 'HowToStep', text: '<p>Boil the pasta&nbsp;al dente.</p>' },
        ],
      }),
      PAGE,
    );
    expect(draft?.name).toBe('Mac & Cheese – Baked');
    expect(draft?.ingredients[0]?.name).toBe('macaroni & cheese');
    expect(draft?.instructions[0]?.instruction).toBe('Boil the pasta al dente.');
  });

  it('decodes text a page escaped twice, once', () => {
    const draft = findRecipe(
      jsonLdPage({
        ...minimal,
        name: 'Mac &amp;amp; Cheese &amp;#8211; Baked',
        description: 'Rich &amp;lt;3',
      }),
      PAGE,
    );
    expect(draft?.name).toBe('Mac & Cheese – Baked');
    expect(draft?.description).toBe('Rich <3');
  });

  it('reads again text a site stored after reading its UTF-8 as Latin-1', () => {
    const draft = findRecipe(
      jsonLdPage({
        ...minimal,
        name: 'CrÃ¨me brÃ»lÃ©e',
        description: 'Bake at 300Â°F. Ã la minute, São Paulo style.',
        recipeIngredient: ['1Â¼ cups half and half'],
      }),
      PAGE,
    );
    expect(draft?.name).toBe('Crème brûlée');
    // "Ã" before a space or a letter is written text, and stays.
    expect(draft?.description).toBe('Bake at 300°F. Ã la minute, São Paulo style.');
    expect(draft?.ingredients[0]).toEqual({ amount: '1¼', unit: 'cup', name: 'half and half' });
  });

  it('splits instructions given as one text into steps, line by line or paragraph by paragraph', () => {
    const lines = findRecipe(
      jsonLdPage({ ...minimal, recipeInstructions: '1. Toast the bread.\n2. Butter it.\n\n' }),
      PAGE,
    );
    expect(lines?.instructions).toEqual([
      { step: 1, instruction: 'Toast the bread.' },
      { step: 2, instruction: 'Butter it.' },
    ]);
    const paragraphs = findRecipe(
      jsonLdPage({ ...minimal, recipeInstructions: '<p>Toast the bread.</p><p>Butter it.</p>' }),
      PAGE,
    );
    expect(paragraphs?.instructions.map((step) => step.instruction)).toEqual([
      'Toast the bread.',
      'Butter it.',
    ]);
    const list = findRecipe(
      jsonLdPage({ ...minimal, recipeInstructions: ['Toast the bread.', 'Butter it.'] }),
      PAGE,
    );
    expect(list?.instructions).toEqual(lines?.instructions);
  });

  it('splits a method whose breaks are carriage returns, or were lost between sentences', () => {
    const steps = (recipeInstructions: unknown) =>
      findRecipe(jsonLdPage({ ...minimal, recipeInstructions }), PAGE)?.instructions.map(
        (step) => step.instruction,
      );
    expect(steps('Melt the butter;\rAdd the onion;\rStir.')).toEqual([
      'Melt the butter;',
      'Add the onion;',
      'Stir.',
    ]);
    expect(
      steps(['Fry the onion for ca. 2 min. Add the cabbage.Pour in the stock.Blend it.']),
    ).toEqual(['Fry the onion for ca. 2 min. Add the cabbage.', 'Pour in the stock.', 'Blend it.']);
    expect(steps(['Fry the cabbage. (It must stay crisp!)Season it.Serve.'])).toEqual([
      'Fry the cabbage. (It must stay crisp!)',
      'Season it.',
      'Serve.',
    ]);
    // Steps the page gave apart keep their own sentences, however they are written.
    expect(steps(['Heat the oil.Add garlic.', 'Serve.'])).toEqual([
      'Heat the oil.Add garlic.',
      'Serve.',
    ]);
  });

  it('numbers steps across sections and lists of sections, and takes a step’s name when it has no text', () => {
    const draft = findRecipe(
      jsonLdPage({
        ...minimal,
        recipeInstructions: [
          {
            '@type': 'HowToSection',
            name: 'Sauce',
            itemListElement: [
              { '@type': 'HowToStep', text: 'Melt the butter.' },
              { '@type': 'HowToStep', name: 'Whisk in the flour.' },
            ],
          },
          {
            '@type': 'HowToSection',
            // Written as a label already: one colon in the step, not two.
            name: 'Assembly:',
            itemListElement: {
              '@type': 'HowToStep',
              itemListElement: [
                { '@type': 'HowToDirection', text: 'Pour the sauce over.' },
                { '@type': 'HowToDirection', text: 'Bake.' },
              ],
            },
          },
        ],
      }),
      PAGE,
    );
    expect(draft?.instructions).toEqual([
      { step: 1, instruction: 'Sauce: Melt the butter.' },
      { step: 2, instruction: 'Whisk in the flour.' },
      { step: 3, instruction: 'Assembly: Pour the sauce over. Bake.' },
    ]);
  });

  it.each([
    ['a string', 'https://img.test/a.jpg'],
    ['a list of strings', ['https://img.test/a.jpg', 'https://img.test/b.jpg']],
    ['an ImageObject', { '@type': 'ImageObject', url: 'https://img.test/a.jpg' }],
    [
      'an ImageObject with contentUrl',
      { '@type': 'ImageObject', contentUrl: 'https://img.test/a.jpg' },
    ],
    ['a list of ImageObjects', [{ '@type': 'ImageObject', url: 'https://img.test/a.jpg' }]],
  ])('takes the image as %s', (_shape, image) => {
    expect(findRecipe(jsonLdPage({ ...minimal, image }), PAGE)?.imageUrl).toBe(
      'https://img.test/a.jpg',
    );
  });

  it('follows an image given as a reference to another node of the page’s @graph', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { ...minimal, image: { '@id': 'https://blog.test/toast/#primaryimage' } },
        {
          '@type': 'ImageObject',
          '@id': 'https://blog.test/toast/#primaryimage',
          url: 'https://blog.test/toast.jpg',
        },
      ],
    };
    expect(findRecipe(jsonLdPage(graph), PAGE)?.imageUrl).toBe('https://blog.test/toast.jpg');
    // A reference that leads nowhere is the page itself, not a picture.
    const dangling = { ...minimal, image: { '@id': 'https://blog.test/toast/#primaryimage' } };
    expect(findRecipe(jsonLdPage(dangling), PAGE)).not.toHaveProperty('imageUrl');
  });

  it('shows the page’s og:image first, unless it is the site’s logo', () => {
    const withOg = (og: string, image?: string) =>
      jsonLdPage({ ...minimal, ...(image && { image }) }).replace(
        '<head>',
        `<head><meta property="og:image" content="${og}">`,
      );
    const wide = new URL('/share/toast-wide.jpg', PAGE).href;
    expect(findRecipe(withOg('/share/toast-wide.jpg'), PAGE)?.imageUrl).toBe(wide);
    expect(
      findRecipe(withOg('/share/toast-wide.jpg', 'https://img.test/toast-225x225.jpg'), PAGE)
        ?.imageUrl,
    ).toBe(wide);
    const logo = '/uploads/cropped-site-logo.png';
    expect(findRecipe(withOg(logo, 'https://img.test/toast.jpg'), PAGE)?.imageUrl).toBe(
      'https://img.test/toast.jpg',
    );
    // Only the file's name can say so: Drupal keeps every upload under sites/default/files.
    const drupal = '/sites/default/files/2021-03/fig-bars.jpg';
    expect(findRecipe(withOg(drupal, 'https://img.test/toast.jpg'), PAGE)?.imageUrl).toBe(
      new URL(drupal, PAGE).href,
    );
    // A logo is still better than no picture at all.
    expect(findRecipe(withOg(logo), PAGE)?.imageUrl).toBe(new URL(logo, PAGE).href);
  });

  it('leaves out an image that is not a web address', () => {
    const draft = findRecipe(jsonLdPage({ ...minimal, image: 'javascript:alert(1)' }), PAGE);
    expect(draft).not.toHaveProperty('imageUrl');
  });

  it('takes cuisine only from the form’s list, and diets only from §3’s', () => {
    const draft = findRecipe(
      jsonLdPage({
        ...minimal,
        recipeCuisine: 'Thai',
        recipeCategory: ['Breakfast', 'Dessert'],
        keywords: 'quick, Vegan, low carb, paleo-ish, halal',
        suitableForDiet: ['https://schema.org/LowCalorieDiet', 'https://schema.org/GlutenFreeDiet'],
      }),
      PAGE,
    );
    // Thai is not one of the form's cuisines; the category "Dessert" is.
    expect(draft?.cuisine).toBe('dessert');
    expect(draft?.dietaryTags).toEqual(['gluten-free', 'vegan', 'low-carb', 'halal']);
    const none = findRecipe(jsonLdPage({ ...minimal, recipeCuisine: 'Fusion' }), PAGE);
    expect(none).not.toHaveProperty('cuisine');
    expect(none?.dietaryTags).toEqual([]);
  });

  it('takes totalTime first, else prep and cook time, and says nothing without them', () => {
    const timed = (times: object) => findRecipe(jsonLdPage({ ...minimal, ...times }), PAGE);
    expect(timed({ totalTime: 'PT1H30M', cookTime: 'PT20M' })?.cookTime).toBe(90);
    expect(timed({ prepTime: 'PT15M', cookTime: 'PT1H' })?.cookTime).toBe(75);
    expect(timed({ cookTime: 'PT40M' })?.cookTime).toBe(40);
    expect(timed({})).not.toHaveProperty('cookTime');
  });

  it('keeps the prep and cook time a page states, each only when stated', () => {
    const timed = (times: object) => findRecipe(jsonLdPage({ ...minimal, ...times }), PAGE);
    expect(timed({ totalTime: 'PT2H', prepTime: 'PT15M', cookTime: 'PT1H' })).toMatchObject({
      cookTime: 120,
      timeSplit: { prep: 15, cook: 60 },
    });
    expect(timed({ prepTime: 'PT10M' })?.timeSplit).toEqual({ prep: 10 });
    expect(timed({ totalTime: 'PT30M' })).not.toHaveProperty('timeSplit');
  });

  it('names a recipe without a name after the page', () => {
    const { name: _name, ...nameless } = minimal;
    expect(findRecipe(jsonLdPage(nameless, 'Granny’s Toast | Blog'), PAGE)?.name).toBe(
      'Granny’s Toast | Blog',
    );
  });

  it('describes a recipe that does not describe itself as the page does', () => {
    const withMeta = (data: object, meta: string) =>
      jsonLdPage(data).replace('<head>', `<head>${meta}`);
    const plain = '<meta name="description" content="Crisp toast in two minutes.">';
    const og = '<meta property="og:description" content="The toast of the town.">';
    expect(findRecipe(withMeta(minimal, plain), PAGE)?.description).toBe(
      'Crisp toast in two minutes.',
    );
    // The description written for sharing the page comes first.
    expect(findRecipe(withMeta(minimal, plain + og), PAGE)?.description).toBe(
      'The toast of the town.',
    );
    // The recipe's own description wins; a page with none leaves it out.
    const described = { ...minimal, description: 'Golden on both sides.' };
    expect(findRecipe(withMeta(described, og), PAGE)?.description).toBe('Golden on both sides.');
    expect(findRecipe(jsonLdPage(minimal), PAGE)).not.toHaveProperty('description');
  });
  it('passes over a Recipe with neither ingredients nor steps to the page’s microdata', () => {
    const page = `${jsonLdPage({ '@type': 'Recipe', name: 'Teaser' })}
      <div itemscope itemtype="https://schema.org/Recipe">
        <h1 itemprop="name">Full recipe</h1>
        <span itemprop="recipeIngredient">1 cup rice</span>
      </div>`;
    expect(findRecipe(page, PAGE)?.name).toBe('Full recipe');
  });

  it('reads a microdata ingredient as one line, however its markup splits it, unless it breaks its lines', () => {
    const page = `<div itemscope itemtype="https://schema.org/Recipe">
      <h1 itemprop="name">Braised beef</h1>
      <dl><div itemprop="recipeIngredient"><dt>40 g</dt><dd>smoked bacon</dd></div></dl>
      <table><tr itemprop="recipeIngredient"><td><span>1</span></td><th>onion, sliced</th></tr></table>
      <ul itemprop="recipeIngredient"><li>2 carrots</li><li>1 bay leaf</li></ul>
      <p itemprop="ingredients">- 300 g beef cheeks<br>- 20 cl red wine</p>
      <p itemprop="recipeInstructions">Brown the bacon, then the beef.</p></div>`;
    expect(
      findRecipe(page, PAGE)?.ingredients.map((row) => [row.amount, row.unit, row.name]),
    ).toEqual([
      ['40', 'g', 'smoked bacon'],
      ['1', 'piece', 'onion'],
      ['2', 'piece', 'carrots'],
      ['1', 'piece', 'bay leaf'],
      ['300', 'g', 'beef cheeks'],
      ['20', 'cl', 'red wine'],
    ]);
  });

  it('reads the older microdata: ingredient items of amount and name, instructions, photo, summary', () => {
    const page = `<!doctype html><html><body>
      <div itemscope itemtype="https://schema.org/Recipe">
        <h1 itemprop="name">Restaurant Salsa</h1>
        <p itemprop="summary">Like the kind in restaurants.</p>
        <img itemprop="photo" src="/uploads/salsa.jpg" alt="">
        <ul>
          <li><span itemprop="ingredient" itemscope itemtype="https://schema.org/RecipeIngredient">
            <span itemprop="amount">1 can</span> <span itemprop="name">(28 Ounce) Whole Tomatoes</span>
          </span></li>
          <li><span itemprop="ingredient" itemscope itemtype="https://schema.org/RecipeIngredient">
            <span itemprop="amount">&frac14; cups</span> <span itemprop="name">Chopped Onion</span>
          </span></li>
          <li><span itemprop="ingredient" itemscope itemtype="https://schema.org/RecipeIngredient">
            <span itemprop="amount"></span><span itemprop="name"></span>
          </span></li>
        </ul>
        <div itemprop="instructions"><p>Blend everything.</p><p>Chill for an hour.</p></div>
      </div></body></html>`;
    const draft = findRecipe(page, PAGE);
    expect(draft?.description).toBe('Like the kind in restaurants.');
    expect(draft?.imageUrl).toBe(new URL('/uploads/salsa.jpg', PAGE).href);
    // The empty item is left out rather than sent as a row without a name.
    expect(draft?.ingredients).toEqual([
      { amount: '1', unit: 'can', name: 'Whole Tomatoes', note: '28 oz' },
      { amount: '¼', unit: 'cup', name: 'Onion', note: 'Chopped' },
    ]);
    expect(draft?.instructions.map((step) => step.instruction)).toEqual([
      'Blend everything.',
      'Chill for an hour.',
    ]);
  });

  it('skips ingredient group headings', () => {
    const draft = findRecipe(
      jsonLdPage({ ...minimal, recipeIngredient: ['For the sauce:', '1 cup cream'] }),
      PAGE,
    );
    expect(draft?.ingredients).toEqual([{ amount: '1', unit: 'cup', name: 'cream' }]);
  });

  it('skips an ingredient line that the page shows as one of its headings: a group’s name', () => {
    const data = {
      ...minimal,
      recipeIngredient: 'Skewers\n\n500 g lamb\nOlive oil\n\nSalsa\n\n1 red onion\nFresh mint',
    };
    const body = `<h1>Lamb skewers</h1><h2>Ingredients</h2><h2>Skewers</h2>
      <ul><li>500 g lamb</li><li>Olive oil</li></ul><h3> salsa </h3>
      <ul><li>1 red onion</li><li>Fresh mint</li></ul><h3>Fresh mint</h3>
      <aside><h3><a href="/olive-oil">Olive oil</a></h3></aside>`;
    const page = jsonLdPage(data).replace('<p>Hello</p>', body);
    const draft = findRecipe(page, PAGE);
    // "Fresh mint" is also a heading here, but it is not a group's: the list's last line; nor is
    // a linked heading, another page's title.
    expect(draft?.ingredients.map((row) => row.name)).toEqual([
      'lamb',
      'Olive oil',
      'red onion',
      'Fresh mint',
    ]);
  });

  it('skips an ingredient line that the page styles as a heading by its class', () => {
    const data = {
      ...minimal,
      recipeIngredient: ['2 tomatoes', 'Pita bread, to serve', 'Yoghurt dressing', '70 g yoghurt'],
    };
    const body = `<div class="recipe-ingredients__item">2 tomatoes</div>
      <div class="recipe-ingredients__item">Pita bread, to serve</div>
      <div class="recipe-ingredients__title">
        Yoghurt dressing
      </div>
      <div class="recipe-ingredients__item">70 g yoghurt</div>`;
    const draft = findRecipe(jsonLdPage(data).replace('<p>Hello</p>', body), PAGE);
    expect(draft?.ingredients.map((row) => row.name)).toEqual([
      'tomatoes',
      'Pita bread',
      'yoghurt',
    ]);
  });

  it('keeps a page’s essay from flooding the form', () => {
    const draft = findRecipe(
      jsonLdPage({
        ...minimal,
        description: 'word '.repeat(2000),
        recipeIngredient: Array.from({ length: 300 }, (_, index) => `${index + 1} g salt`),
      }),
      PAGE,
    );
    expect(draft?.description?.length).toBeLessThanOrEqual(2000);
    expect(draft?.description?.endsWith('…')).toBe(true);
    expect(draft?.ingredients).toHaveLength(100);
    expect(recipeImportDraftSchema.safeParse(draft).success).toBe(true);
  });
});
