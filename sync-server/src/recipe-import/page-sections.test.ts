// Sections read from a page's own headings (issue 23): groups inside a section, headings styled
// in bold, table rows, numbering and notes. Small pages of our own, in the shapes sites write.
import { describe, expect, it } from 'vitest';
import { findRecipe } from './find-recipe';

const PAGE = new URL('https://kitchen.example/chicken-rice');
const page = (body: string, head = '') =>
  `<!doctype html><html><head><title>Chicken rice</title>${head}</head><body>${body}</body></html>`;

describe('sections of a page without recipe data', () => {
  it('never makes a group’s bold heading an ingredient, and labels its steps', () => {
    const draft = findRecipe(
      page(`
        <h1>Chicken rice</h1>
        <h3>Ingredients</h3>
        <div><p>400g chicken thighs</p><p>280g jasmine rice</p><p>&nbsp;</p>
        <p><strong>The Marinade</strong></p><p>2 teaspoons sesame oil</p><p>1 tsp sugar</p></div>
        <h3>Method</h3>
        <h4>Preparation</h4><div><p>Slice the chicken.</p><p>Rinse the rice.</p></div>
        <h4>Cooking</h4><div><p>Fry the rice.</p></div>
        <h3>Explore our award-winning cookware</h3><p>Casserole 20cm</p>`),
      PAGE,
    );
    expect(draft?.ingredients.map((row) => row.name)).toEqual([
      'chicken thighs',
      'jasmine rice',
      'sesame oil',
      'sugar',
    ]);
    expect(draft?.instructions.map((step) => step.instruction)).toEqual([
      'Preparation: Slice the chicken.',
      'Rinse the rice.',
      'Cooking: Fry the rice.',
    ]);
  });

  it('leaves out the lines the page hides, such as the other unit system’s list', () => {
    const draft = findRecipe(
      page(`
        <h1>Roast potatoes</h1>
        <h3>Ingredients</h3>
        <ul><li class="metric">1 kg potatoes</li><li class="metric">100ml oil</li>
        <li class="imperial hide">2 lb potatoes</li><li class="imperial hide">3 1/2 fl oz oil</li>
        <li hidden>1 sack of potatoes</li><li style="display: none">a drum of oil</li></ul>
        <div class="d-none"><ul><li>4 cups oil</li></ul></div>
        <h3>Method</h3><ol><li>Roast.</li></ol>`),
      PAGE,
    );
    expect(draft?.ingredients.map((row) => `${row.amount} ${row.unit} ${row.name}`)).toEqual([
      '1 kg potatoes',
      '100 ml oil',
    ]);
  });

  it('reads a section the page hides as a whole, when its heading is hidden with it', () => {
    const draft = findRecipe(
      page(`
        <h1>Roast potatoes</h1>
        <div class="hidden"><h3>Ingredients</h3><ul><li>1 kg potatoes</li><li>100ml oil</li></ul>
        <h3>Method</h3><ol><li>Roast.</li></ol></div>`),
      PAGE,
    );
    expect(draft?.ingredients).toHaveLength(2);
    expect(draft?.instructions).toHaveLength(1);
  });

  it('reads ingredients on past their groups’ headings to the method, and table rows', () => {
    const draft = findRecipe(
      page(`
        <h1>Hot cross buns</h1>
        <h2>Ingredients</h2><ul><li>4 cups plain flour</li><li>2 eggs</li></ul>
        <h2>Crosses</h2><ul><li>4 tbsp water</li></ul>
        <h2>Glaze</h2><table><tr><td>1/3 cup</td><td>sugar</td></tr></table>
        <h2>Method</h2><ol><li>Mix.</li><li>Bake.</li></ol>
        <p>A long story about the buns that comes after the recipe and is no step of it.</p>
        <ul><li>Related: scones</li></ul>`),
      PAGE,
    );
    expect(draft?.ingredients.map((row) => row.name)).toEqual([
      'plain flour',
      'eggs',
      'water',
      'sugar',
    ]);
    expect(draft?.instructions.map((step) => step.instruction)).toEqual(['Mix.', 'Bake.']);
  });

  it('reads ingredients written a <div> a line, and stops them at the page’s own title', () => {
    // A sidebar's list before the recipe's h1: the h1 and what follows it (the recipe's
    // features) are no group of the ingredients; the servings picker and unit buttons say nothing.
    const draft = findRecipe(
      page(`
        <h3>Ingredients</h3>
        <div><button>Imperial Units</button><button>Metric Units</button></div>
        <p>Servings: <select><option>4</option><option>6</option></select></p>
        <h4 class="recipe-ingredients__title">Soup</h4>
        <div>
          <b>800 g</b>&nbsp;
          <span>potato (peeled)</span>
        </div>
        <div><b>2 tbsp</b> <span>butter</span></div>
        <div class="ingredients-group-title">To serve</div>
        <div><b>1 tsp</b> <span>chives</span></div>
        <h1>Potato soup</h1>
        <ul><li>Gluten free</li><li>Dairy free</li></ul>
        <h2>Method</h2><ol><li>Cook the potato in the butter.</li><li>Blend.</li></ol>
        <div>Post views: 66</div>`),
      PAGE,
    );
    expect(draft?.name).toBe('Potato soup');
    expect(draft?.ingredients.map((row) => `${row.amount} ${row.unit} ${row.name}`)).toEqual([
      '800 g potato',
      '2 tbsp butter',
      '1 tsp chives',
    ]);
    expect(draft?.instructions.map((step) => step.instruction)).toEqual([
      'Cook the potato in the butter.',
      'Blend.',
    ]);
  });

  it('takes the page’s own numbering off, and leaves its notes out of the steps', () => {
    const draft = findRecipe(
      page(`
        <h1>Zucchini slice</h1>
        <h4><strong>Prep time =</strong> 10 mins</h4>
        <h4><strong>Cooking time =</strong> 35 mins</h4>
        <h2>Ingredients</h2><ul><li>5 eggs</li><li>1 zucchini</li></ul>
        <h2>Method</h2>
        <p><strong>STEP 1 </strong>| Preheat the oven.</p>
        <p><strong>STEP 2 </strong>| Bake for 35 minutes.</p>
        <p><strong>NOTE </strong>| Leave out the bacon for a vegetarian slice.</p>`),
      PAGE,
    );
    expect(draft?.instructions.map((step) => step.instruction)).toEqual([
      'Preheat the oven.',
      'Bake for 35 minutes.',
    ]);
    expect(draft?.timeSplit).toEqual({ prep: 10, cook: 35 });
    expect(draft?.cookTime).toBe(45);
  });

  it('reads a count of servings written in other languages recipe sites use', () => {
    const servings = (count: string) =>
      findRecipe(
        page(`<h1>Polévka</h1><div><i class="icon"></i> ${count} </div>
          <h2>Ingredients</h2><ul><li>1 leek</li><li>2 potatoes</li></ul>
          <h2>Method</h2><ol><li>Simmer.</li></ol>`),
        PAGE,
      )?.servings;
    expect(servings('4 porce')).toBe(4);
    expect(servings('6 portioner')).toBe(6);
    expect(servings('2 personer')).toBe(2);
  });

  it('reads a time written above its label, and a bare "Time"', () => {
    const facts = (body: string) =>
      findRecipe(
        page(`<h1>Smoothie</h1>${body}
          <h2>Ingredients</h2><ul><li>1 banana</li><li>1 cup milk</li></ul>
          <h3>Cooking Instructions</h3><ul><li>Blend.</li></ul>`),
        PAGE,
      );
    const above = facts(`<ul>
      <li><div><span>10 min</span><p>Preparation Time</p></div></li>
      <li><div><span>5 min</span><p>Cook Time</p></div></li></ul>`);
    expect(above?.timeSplit).toEqual({ prep: 10, cook: 5 });
    expect(above?.instructions.map((step) => step.instruction)).toEqual(['Blend.']);
    expect(facts(`<div><p>Time</p><p>45 mins</p></div>`)?.cookTime).toBe(45);
  });
});

describe('a Recipe whose data leaves out its ingredients or steps', () => {
  const jsonLd = (recipe: object) =>
    `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', ...recipe })}</script>`;

  it('takes the lists its page’s text writes, and keeps its own name, times and yield', () => {
    const draft = findRecipe(
      page(
        `<h1>Crème brûlée</h1>
        <h2>Ingredients</h2><ul><li>1 ½ cups cream</li><li>4 egg yolks</li></ul>
        <h2>Instructions</h2><ul><li><div>Step 1</div><p>Heat the cream.</p></li>
        <li><div>Step 2</div><p>Whisk in the yolks.</p><p>Bake.</p></li></ul>
        <h2>Tips</h2><ul><li>Doubles easily.</li></ul>`,
        jsonLd({ name: 'Crème brûlée', totalTime: 'PT1H', recipeYield: '4', recipeIngredient: [] }),
      ),
      PAGE,
    );
    expect(draft).toMatchObject({ name: 'Crème brûlée', cookTime: 60, servings: 4 });
    expect(draft).not.toHaveProperty('fromPageText');
    expect(draft?.ingredients.map((row) => row.name)).toEqual(['cream', 'egg yolks']);
    expect(draft?.instructions.map((step) => step.instruction)).toEqual([
      'Heat the cream.',
      'Whisk in the yolks. Bake.',
    ]);
  });

  it('takes the page’s lines when they are the data’s own with their amounts', () => {
    const recipe = (names: string[]) =>
      findRecipe(
        page(
          `<h2>Zutaten</h2><ul><li>2 EL Sojasauce</li><li>etwas Oliven</li><li>Bund Petersilie</li></ul>`,
          jsonLd({ name: 'Spiesse', recipeIngredient: names, recipeInstructions: 'Grillen.' }),
        ),
        PAGE,
      )?.ingredients;
    expect(recipe(['Sojasauce', 'Oliven', 'Petersilie'])?.[0]).toMatchObject({
      amount: '2',
      unit: 'tbsp',
      name: 'Sojasauce',
    });
    // Other lines than the page's are the data's own, kept as they are.
    expect(recipe(['Sojasauce', 'Oliven', 'Basilikum'])?.[0]).toMatchObject({
      amount: '1',
      name: 'Sojasauce',
    });
  });

  it('takes the page’s list over a one-word stand-in ("Chicken")', () => {
    const draft = findRecipe(
      page(
        `<h2>Ingredients</h2><table><tr><td>150ml</td><td>red wine</td></tr>
        <tr><td>1</td><td>whole chicken</td></tr></table>`,
        jsonLd({
          name: 'Roast chicken',
          recipeIngredient: 'Chicken',
          recipeInstructions: 'Roast.',
        }),
      ),
      PAGE,
    );
    expect(draft?.ingredients.map((row) => row.name)).toEqual(['red wine', 'whole chicken']);
  });
});
