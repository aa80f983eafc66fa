import { describe, expect, it } from 'vitest';
import { groceryListForPlan, type GroceryPlanInput } from './grocery-for-plan';
import { library, mealsOf, recipe, type Row } from './test-recipes';

type Pantry = GroceryPlanInput['pantry'];
type Existing = GroceryPlanInput['existing'];

/** The list for one meal of each recipe given as rows. */
function listFor(
  recipes: readonly (readonly Row[])[],
  pantry: Pantry = [],
  existing: Existing = [],
) {
  const built = recipes.map((rows, index) => recipe(`r${index + 1}`, rows));
  return groceryListForPlan({
    meals: mealsOf(...built.map((entry) => entry.id)),
    recipes: library(...built),
    pantry,
    existing,
  });
}

function lineNamed(lines: ReturnType<typeof listFor>, name: string) {
  return lines.find((line) => line.name === name);
}

/** "7 piece", or what is bought with what the recipes use: "1 bottle (3 tbsp in all)". */
const amountOf = (lines: ReturnType<typeof listFor>, name: string) => {
  const line = lineNamed(lines, name);
  return line && `${line.quantity} ${line.unit}${line.note ? ` (${line.note})` : ''}`;
};

describe('summing what the planned recipes need', () => {
  it('adds spoons across recipes and buys the bottle: 2 tbsp + 1 tbsp is 3 tbsp', () => {
    const lines = listFor([[['soy sauce', '2', 'tbsp']], [['soy sauce', '1', 'tbsp']]]);
    expect(amountOf(lines, 'Soy sauce')).toBe('1 bottle (3 tbsp in all)');
  });

  it('adds cups exactly: 1/2 cup + 1/4 cup is 3/4 cup of milk', () => {
    const lines = listFor([[['milk', '1/2', 'cup']], [['milk', '1/4', 'cup']]]);
    expect(amountOf(lines, 'Milk')).toBe('1 half gallon (3/4 cup in all)');
  });

  it.each([
    [[['3', 'tsp']], '1 tbsp'],
    [[['4', 'tbsp']], '1/4 cup'],
    [[['1 1/2', 'tsp']], '1 1/2 tsp'],
    [[['1/8', 'tsp']], '1/8 tsp'],
    [[['1/3', 'cup']], '0.33 cup'],
    [[['5', 'tbsp']], '5 tbsp'],
    [
      [
        ['1', 'tbsp'],
        ['1', 'tsp'],
      ],
      '4 tsp',
    ],
    [[['13', 'tsp']], '4.33 tbsp'],
    [
      [
        ['1', 'cup'],
        ['1', 'tsp'],
      ],
      '1.02 cup',
    ],
    [
      [
        ['2', 'tbsp'],
        ['120', 'ml'],
      ],
      '5/8 cup',
    ],
    [[['1', 'fl oz']], '2 tbsp'],
    [
      [
        ['250', 'ml'],
        ['250', 'ml'],
      ],
      '500 ml',
    ],
    [
      [
        ['600', 'ml'],
        ['0.6', 'l'],
      ],
      '1.2 l',
    ],
  ] as const)('buys a carton of broth for %j, noting %s in all', (amounts, expected) => {
    const lines = listFor(amounts.map(([amount, unit]) => [['broth', amount, unit]]));
    expect(amountOf(lines, 'Broth')).toBe(`1 carton (${expected} in all)`);
  });

  it('adds masses in grams, weighed at the counter: 1.5 lb + 200 g is 880 g', () => {
    const lines = listFor([[['ground beef', '1.5', 'lb']], [['ground beef', '200', 'g']]]);
    expect(amountOf(lines, 'Ground beef')).toBe('880 g');
  });

  it('notes a kilogram and more in kg', () => {
    expect(amountOf(listFor([[['rice', '500', 'g']], [['rice', '0.5', 'kg']]]), 'Rice')).toBe(
      '1 bag (1 kg in all)',
    );
    expect(amountOf(listFor([[['rice', '2', 'lb']], [['rice', '200', 'g']]]), 'Rice')).toBe(
      '1 bag (1.11 kg in all)',
    );
    expect(amountOf(listFor([[['rice', '8', 'oz']]]), 'Rice')).toBe('1 bag (227 g in all)');
  });

  it('counts sizes and pieces together: 2 large eggs + 3 eggs is 5 pieces', () => {
    const lines = listFor([[['eggs', '2', 'large']], [['egg', '3', '']]]);
    expect(amountOf(lines, 'Egg')).toBe('5 piece');
  });

  it('keeps containers as they are, a tin being a can', () => {
    const lines = listFor([[['canned tomatoes', '1', 'can']], [['diced tomatoes', '2', 'tins']]]);
    expect(amountOf(lines, 'Canned tomato')).toBe('3 can');
  });

  it('makes one line of synonyms: scallions and green onions', () => {
    const lines = listFor([[['scallions', '2', 'stalk']], [['green onion', '3', 'piece']]]);
    expect(lines.map((line) => line.name)).toEqual(['Green onion']);
    expect(amountOf(lines, 'Green onion')).toBe('5 piece');
  });

  it('counts a recipe planned twice twice', () => {
    const pasta = recipe('pasta', [['spaghetti', '400', 'g']]);
    const lines = groceryListForPlan({
      meals: mealsOf('pasta', 'pasta'),
      recipes: library(pasta),
      pantry: [],
      existing: [],
    });
    expect(amountOf(lines, 'Spaghetti')).toBe('1 box (800 g in all)');
  });

  it('takes the upper end of a range and reads amounts written in words', () => {
    expect(amountOf(listFor([[['lime', '2-3', 'piece']]]), 'Lime')).toBe('3 piece');
    expect(amountOf(listFor([[['lime', 'two', '']]]), 'Lime')).toBe('2 piece');
    // Never a fraction of a piece: one and a half limes are two limes.
    expect(amountOf(listFor([[['lime', '1½', '']]]), 'Lime')).toBe('2 piece');
  });

  it('reads a unit typed into the amount box', () => {
    expect(amountOf(listFor([[['flour', '2 cups', '']]]), 'Flour')).toBe('1 bag (2 cup in all)');
    expect(amountOf(listFor([[['flour', '500g', '']]]), 'Flour')).toBe('1 bag (500 g in all)');
  });

  it('buys one purchase unit of what is needed without a number', () => {
    const lines = listFor([[['salt', 'to taste', '']], [['nutmeg', 'a', 'pinch']]]);
    expect(lineNamed(lines, 'Salt')).toMatchObject({
      quantity: 1,
      unit: 'box',
      estimatedPrice: 129,
    });
    expect(lineNamed(lines, 'Nutmeg')).toMatchObject({ quantity: 1, unit: 'jar' });
  });

  it('shows the measured amount when another recipe only says "to taste"', () => {
    const lines = listFor([[['black pepper', 'to taste', '']], [['black pepper', '1', 'tsp']]]);
    expect(amountOf(lines, 'Black pepper')).toBe('1 jar (1 tsp in all)');
  });

  it('counts in purchase units when recipes measure one ingredient incomparably', () => {
    const lines = listFor([[['canned tomatoes', '1', 'can']], [['crushed tomatoes', '400', 'g']]]);
    expect(lineNamed(lines, 'Canned tomato')).toMatchObject({
      quantity: 2,
      unit: 'can',
      estimatedPrice: 2 * 149,
    });
  });

  it('leaves water out: it comes from the tap', () => {
    expect(listFor([[['water', '2', 'cup']]])).toEqual([]);
  });

  it('names the first planned recipe that needs an ingredient', () => {
    const first = recipe('first', [['rice', '100', 'g']]);
    const second = recipe('second', [
      ['rice', '100', 'g'],
      ['lemon', '1', ''],
    ]);
    const lines = groceryListForPlan({
      meals: [{ recipeId: 'second' }, {}, { recipeId: 'missing' }, { recipeId: 'first' }],
      recipes: (id) => library(first, second).get(id),
      pantry: [],
      existing: [],
    });
    expect(lines.map((line) => [line.name, line.recipeId])).toEqual([
      ['Lemon', 'second'],
      ['Rice', 'second'],
    ]);
    expect(amountOf(lines, 'Rice')).toBe('1 bag (200 g in all)');
  });
});

describe('what the pantry already holds', () => {
  const omelette: readonly Row[] = [['eggs', '5', 'large']];

  it('subtracts the same ingredient in a comparable unit: 5 eggs less 2 is 3', () => {
    const lines = listFor([omelette], [{ name: 'Eggs', quantity: 2, unit: 'piece' }]);
    expect(amountOf(lines, 'Egg')).toBe('3 piece');
  });

  it('needs no line when the pantry holds as much or more', () => {
    expect(listFor([omelette], [{ name: 'egg', quantity: 6, unit: 'piece' }])).toEqual([]);
  });

  it('takes a pantry item in an incomparable unit as "we have it"', () => {
    expect(listFor([omelette], [{ name: 'eggs', quantity: 1, unit: 'carton' }])).toEqual([]);
    const milk = [['milk', '2', 'cup']] as const;
    expect(listFor([milk], [{ name: 'whole milk', quantity: 1, unit: 'piece' }])).toEqual([]);
  });

  it('subtracts across units of one kind, exactly', () => {
    const lines = listFor([[['rice', '1', 'kg']]], [{ name: 'rice', quantity: 1, unit: 'lb' }]);
    expect(amountOf(lines, 'Rice')).toBe('1 bag (546 g in all)');
    const cream = listFor(
      [[['heavy cream', '1', 'cup']]],
      [{ name: 'cream', quantity: 4, unit: 'tbsp' }],
    );
    expect(amountOf(cream, 'Heavy cream')).toBe('1 pint (3/4 cup in all)');
  });

  it('needs no line for a staple held in any amount: olive oil, salt', () => {
    const recipes = [
      [
        ['olive oil', '1', 'cup'],
        ['salt', '2', 'tbsp'],
      ],
    ] as const;
    const pantry = [
      { name: 'extra virgin olive oil', quantity: 100, unit: 'ml' },
      { name: 'kosher salt', quantity: 1, unit: 'tsp' },
    ];
    expect(listFor(recipes, pantry)).toEqual([]);
  });

  it('lets a narrower pantry item stand for a broader need, never the reverse', () => {
    const onions = [['onion', '3', 'piece']] as const;
    expect(
      amountOf(listFor([onions], [{ name: 'red onion', quantity: 2, unit: '' }]), 'Onion'),
    ).toBe('1 piece');
    const red = [['red onion', '3', 'piece']] as const;
    expect(amountOf(listFor([red], [{ name: 'onion', quantity: 5, unit: '' }]), 'Red onion')).toBe(
      '3 piece',
    );
  });

  it('uses each pantry amount once, for its own name first', () => {
    const lines = listFor(
      [[['onion', '2', 'piece']], [['red onion', '2', 'piece']]],
      [{ name: 'red onions', quantity: 3, unit: 'piece' }],
    );
    expect(lines.map((line) => `${line.quantity} ${line.unit} ${line.name}`)).toEqual([
      '1 piece Onion',
    ]);
  });

  it('covers "to taste" with any amount held', () => {
    expect(
      listFor([[['nutmeg', 'a pinch', '']]], [{ name: 'nutmeg', quantity: 1, unit: 'g' }]),
    ).toEqual([]);
  });
});

describe('what is already on the list', () => {
  const salad: readonly Row[] = [
    ['scallions', '2', 'stalk'],
    ['cucumber', '1', ''],
  ];
  let next = 0;
  const listed = (
    name: string,
    quantity: number,
    unit: string,
    more: Partial<Existing[number]> = {},
  ): Existing[number] => ({
    id: `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`,
    name,
    quantity,
    unit,
    completed: false,
    ...more,
  });

  it('adds no second line for an ingredient a planned line already buys', () => {
    const lines = listFor([salad], [], [listed('Green onions', 2, 'stalk', { recipeId: 'r9' })]);
    expect(lines.map((line) => line.name)).toEqual(['Cucumber']);
  });

  it('lists what was already checked off again, apart from the bought line', () => {
    const bought = listed('Green onions', 2, 'stalk', { completed: true });
    const lines = listFor([salad], [], [bought]);
    expect(lines.map((line) => line.name)).toEqual(['Cucumber', 'Green onion']);
    expect(lines.every((line) => line.replaces === undefined)).toBe(true);
  });

  it("merges the cook's own line into the planned one: 2 onions and 3 planned are 5", () => {
    const own = listed('onions', 2, 'piece');
    const lines = listFor([[['onion', '3', '']]], [], [own]);
    expect(lines).toHaveLength(1);
    expect(amountOf(lines, 'Onion')).toBe('5 piece');
    expect(lines[0]?.replaces).toEqual([own.id]);
  });

  it('converts to one unit: a pound of beef by hand and 500 g planned are weighed together', () => {
    const lines = listFor([[['ground beef', '500', 'g']]], [], [listed('Ground beef', 1, 'lb')]);
    expect(amountOf(lines, 'Ground beef')).toBe('960 g');
  });

  it('merges several lines of the cook for one ingredient, whatever their spelling', () => {
    const own = [listed('olive oil', 1, 'bottle'), listed('Olive Oil', 2, 'tbsp')];
    const lines = listFor([[['olive oil', '3', 'tbsp']]], [], own);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.replaces).toEqual(own.map((item) => item.id));
    expect(amountOf(lines, 'Olive oil')).toMatch(/^2 bottle \(1 bottle \+ 5 tbsp in all\)$/);
  });

  it('keeps the note the cook wrote on their line', () => {
    const lines = listFor(
      [[['onion', '3', '']]],
      [],
      [listed('onions', 2, 'piece', { note: 'red' })],
    );
    expect(amountOf(lines, 'Onion')).toBe('5 piece (red)');
  });

  it("leaves the cook's line alone when the pantry covers what the plan needs", () => {
    const lines = listFor(
      [[['onion', '3', '']]],
      [{ name: 'onion', quantity: 4, unit: 'piece' }],
      [listed('onions', 2, 'piece')],
    );
    expect(lines).toEqual([]);
  });

  it("adds the cook's line to what is left after the pantry", () => {
    const lines = listFor(
      [[['onion', '3', '']]],
      [{ name: 'onion', quantity: 1, unit: 'piece' }],
      [listed('onions', 2, 'piece')],
    );
    expect(amountOf(lines, 'Onion')).toBe('4 piece');
  });
});

describe('prices in integer cents', () => {
  it.each([
    ['eggs', '5', '', 349],
    ['eggs', '13', '', 2 * 349],
    ['ground beef', '500', 'g', 2 * 599],
    ['ground beef', '1', 'lb', 599],
    ['onion', '2', 'piece', 129],
    ['onion', '3', 'piece', 2 * 129],
    ['milk', '3', 'cup', 299],
    ['milk', '9', 'cup', 2 * 299],
    ['avocado', '2', 'piece', 2 * 149],
    ['canned tomatoes', '800', 'g', 2 * 149],
    ['coconut milk', '400', 'ml', 249],
    ['olive oil', '3', 'tbsp', 899],
    ['spaghetti', '400', 'g', 179],
    ['dragon fruit', '3', 'piece', 3 * 299],
    ['dragon fruit', '200', 'g', 299],
  ] as const)('%s, %s %s → %i cents', (name, amount, unit, cents) => {
    const [line] = listFor([[[name, amount, unit]]]);
    expect(line?.estimatedPrice).toBe(cents);
  });
});

describe('aisles', () => {
  it('orders lines by aisle, then by name', () => {
    const lines = listFor([
      [
        ['frozen peas', '1', 'cup'],
        ['spaghetti', '400', 'g'],
        ['milk', '1', 'cup'],
        ['chicken thighs', '500', 'g'],
        ['baguette', '1', ''],
        ['lemon', '1', ''],
        ['basil', '1', 'handful'],
      ],
    ]);
    expect(lines.map((line) => [line.aisle, line.name])).toEqual([
      ['produce', 'Basil'],
      ['produce', 'Lemon'],
      ['bakery', 'Baguette'],
      ['meat', 'Chicken thigh'],
      ['dairy', 'Milk'],
      ['pantry', 'Spaghetti'],
      ['frozen', 'Pea'],
    ]);
  });
});

describe('what a shop sells (issue 22)', () => {
  it('buys whole onions, lemons and eggs, never a fraction of one', () => {
    const lines = listFor([
      [['onion', '1/2', '']],
      [['onions', '6', '']],
      [['lemon', '1 1/2', '']],
      [['eggs', '2.5', '']],
    ]);
    expect(amountOf(lines, 'Onion')).toBe('7 piece');
    expect(amountOf(lines, 'Lemon')).toBe('2 piece');
    expect(amountOf(lines, 'Egg')).toBe('3 piece');
  });

  it('buys heads of garlic for the cloves the recipes use', () => {
    const lines = listFor([[['garlic', '12', 'cloves']], [['garlic cloves', '8', '']]]);
    expect(amountOf(lines, 'Garlic')).toBe('2 head (20 cloves in all)');
  });

  it('buys a bottle of oil for the spoons the recipes use, noting the total', () => {
    const lines = listFor([
      [['olive oil', '2', 'tbsp']],
      [['olive oil', '1/4', 'cup']],
      [['olive oil', '2 1/3', 'tbsp']],
    ]);
    const oil = lineNamed(lines, 'Olive oil');
    expect(oil).toMatchObject({ quantity: 1, unit: 'bottle' });
    expect(oil?.note).toMatch(/in all$/);
  });
});
