import { INGREDIENTS } from '@mise/catalog/ingredients';
import { formatCents } from '@mise/domain/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AISLES } from './aisle';
import { groceryListForPlan, type GroceryLine, type GroceryPlanInput } from './grocery-for-plan';
import { groceryListAsText } from './grocery-text';
import { canonicalName } from './ingredient-lookup';
import { plannedNeeds } from './needs';
import { library, recipe, type Row } from './test-recipes';

// A small pool, so that random weeks share ingredients and sums and pantry cover really happen.
const DICTIONARY_NAMES = INGREDIENTS.filter((_, index) => index % 9 === 0).flatMap((entry) => [
  entry.name,
  ...entry.synonyms.slice(0, 1),
]);
const NAMES = [
  ...DICTIONARY_NAMES,
  'eggs',
  'red onions',
  'onion',
  'olive oil',
  'scallions',
  'green onion',
  'dragon fruit',
  'water',
];
const AMOUNTS = [
  '1',
  '2',
  '3',
  '12',
  '250',
  '1/2',
  '1/3',
  '3/4',
  '1 1/2',
  '0.1',
  '0.2',
  '1.5',
  '2-3',
  'a',
  'to taste',
  'a pinch',
];
const UNITS = [
  'tsp',
  'tbsp',
  'cup',
  'ml',
  'l',
  'fl oz',
  'g',
  'kg',
  'oz',
  'lb',
  'piece',
  'clove',
  'large',
  '',
  'can',
  'jar',
  'bunch',
  'pinch',
  'handful',
  'thumb',
];

const row: fc.Arbitrary<Row> = fc.tuple(
  fc.constantFrom(...NAMES),
  fc.constantFrom(...AMOUNTS),
  fc.constantFrom(...UNITS),
);
const recipes = fc
  .array(fc.array(row, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 6 })
  .map((rowLists) => rowLists.map((rows, index) => recipe(`r${index}`, rows)));
const pantryItem = fc.record({
  name: fc.constantFrom(...NAMES),
  quantity: fc.integer({ min: 1, max: 600 }),
  unit: fc.constantFrom(...UNITS),
});
const week = recipes.chain((built) =>
  fc.record({
    recipes: fc.constant(library(...built)),
    meals: fc.array(
      fc.record({
        recipeId: fc.option(fc.constantFrom(...built.map((entry) => entry.id)), { nil: undefined }),
      }),
      { minLength: 0, maxLength: 21 },
    ),
    pantry: fc.array(pantryItem, { maxLength: 12 }),
    existing: fc.array(
      fc.record({
        id: fc.uuid(),
        name: fc.constantFrom(...NAMES),
        quantity: fc.integer({ min: 1, max: 6 }),
        unit: fc.constantFrom(...UNITS),
        completed: fc.boolean(),
        // Present: a line an earlier "Add groceries" wrote; absent: the cook's own.
        recipeId: fc.option(fc.constant('r0'), { nil: undefined, freq: 1 }),
      }),
      { maxLength: 4 },
    ),
  }),
);

const RUNS = { numRuns: 200 };

/** Every item of a list, in any order. */
const reordered = <T>(items: readonly T[]) =>
  fc.shuffledSubarray([...items], { minLength: items.length, maxLength: items.length });

/** A line without the recipe it was first needed for, which depends on the meals' order. */
const withoutRecipe = ({ recipeId: _recipeId, ...line }: GroceryLine) => line;

// Guards against a vacuous pass: random weeks must yield lines, and pantries must cover some.
it('builds real lists from random weeks', () => {
  const samples = fc.sample(week, { numRuns: 100, seed: 7 });
  const lists = samples.map((input) => groceryListForPlan(input));
  expect(lists.filter((lines) => lines.length >= 3).length).toBeGreaterThan(50);
  const covered = samples.filter(
    (input) =>
      groceryListForPlan(input).length < groceryListForPlan({ ...input, pantry: [] }).length,
  );
  expect(covered.length).toBeGreaterThan(10);
  const merging = lists.filter((lines) => lines.some((line) => line.replaces !== undefined));
  expect(merging.length).toBeGreaterThan(5);
});

describe('grocery list properties over random weeks', () => {
  it('does not depend on the order of the meals or of the pantry', () => {
    fc.assert(
      fc.property(
        week.chain((input) =>
          fc.record({
            input: fc.constant(input),
            meals: reordered(input.meals),
            pantry: reordered(input.pantry),
          }),
        ),
        ({ input, meals, pantry }) => {
          const original = groceryListForPlan(input).map(withoutRecipe);
          const shuffled = groceryListForPlan({ ...input, meals, pantry }).map(withoutRecipe);
          expect(shuffled).toEqual(original);
        },
      ),
      RUNS,
    );
  });

  it('shows positive, finite quantities with at most three decimals', () => {
    fc.assert(
      fc.property(week, (input) => {
        for (const line of groceryListForPlan(input)) {
          expect(Number.isFinite(line.quantity), line.name).toBe(true);
          expect(line.quantity, line.name).toBeGreaterThan(0);
          expect(String(line.quantity), line.name).toMatch(/^\d+(\.\d{1,3})?$/);
        }
      }),
      RUNS,
    );
  });

  it('never buys a fraction of a piece or a package', () => {
    fc.assert(
      fc.property(week, (input) => {
        for (const line of groceryListForPlan(input)) {
          if (['g', 'kg', 'ml', 'l', 'cup', 'tbsp', 'tsp', 'lb', 'oz'].includes(line.unit))
            continue;
          expect(
            Number.isInteger(line.quantity),
            `${line.quantity} ${line.unit} ${line.name}`,
          ).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('prices every line in whole cents, and totals in whole cents', () => {
    fc.assert(
      fc.property(week, (input) => {
        const lines = groceryListForPlan(input);
        for (const line of lines) {
          expect(Number.isSafeInteger(line.estimatedPrice), line.name).toBe(true);
          expect(line.estimatedPrice, line.name).toBeGreaterThan(0);
        }
        const items = lines.map((line, index) => ({ ...line, completed: index % 3 === 0 }));
        const unchecked = items.filter((item) => !item.completed);
        const total = unchecked.reduce((sum, item) => sum + item.estimatedPrice, 0);
        expect(Number.isSafeInteger(total)).toBe(true);
        expect(groceryListAsText(items).endsWith(`Total: ${formatCents(total)}`)).toBe(true);
      }),
      RUNS,
    );
  });

  it('never lists an ingredient twice, nor one a planned line already buys', () => {
    fc.assert(
      fc.property(week, (input) => {
        const names = groceryListForPlan(input).map((line) => canonicalName(line.name));
        expect(new Set(names).size).toBe(names.length);
        for (const item of input.existing.filter((existing) => !existing.completed)) {
          if (item.recipeId !== undefined) expect(names).not.toContain(canonicalName(item.name));
        }
      }),
      RUNS,
    );
  });

  it('takes the place of every open line the cook wrote for an ingredient it buys, and of no other', () => {
    fc.assert(
      fc.property(week, (input) => {
        const plannedNames = new Set(
          input.existing
            .filter((item) => !item.completed && item.recipeId !== undefined)
            .map((item) => canonicalName(item.name)),
        );
        for (const line of groceryListForPlan(input)) {
          const name = canonicalName(line.name);
          const own = input.existing.filter(
            (item) =>
              !item.completed &&
              item.recipeId === undefined &&
              canonicalName(item.name) === name &&
              !plannedNames.has(name),
          );
          expect([...(line.replaces ?? [])].sort(), line.name).toEqual(
            own.map((item) => item.id).sort(),
          );
        }
      }),
      RUNS,
    );
  });

  it('merges the same way whatever the order of the lines on the list', () => {
    fc.assert(
      fc.property(
        week.chain((input) =>
          fc.record({
            input: fc.constant(input),
            existing: reordered(input.existing),
          }),
        ),
        ({ input, existing }) => {
          const merged = (lines: readonly GroceryLine[]) =>
            lines.map((line) => ({ ...line, replaces: [...(line.replaces ?? [])].sort() }));
          expect(merged(groceryListForPlan({ ...input, existing }))).toEqual(
            merged(groceryListForPlan(input)),
          );
        },
      ),
      RUNS,
    );
  });

  it('only ever takes away with the pantry: fewer lines, smaller amounts, lower prices', () => {
    fc.assert(
      fc.property(week, (input: GroceryPlanInput) => {
        const without = new Map(
          groceryListForPlan({ ...input, pantry: [] }).map((line) => [line.name, line]),
        );
        for (const line of groceryListForPlan(input)) {
          const before = without.get(line.name);
          expect(before, line.name).toBeDefined();
          expect(line.estimatedPrice).toBeLessThanOrEqual(before?.estimatedPrice ?? 0);
          if (before?.unit === line.unit)
            expect(line.quantity).toBeLessThanOrEqual(before.quantity);
        }
      }),
      RUNS,
    );
  });

  it('groups lines by aisle in the order of AISLES', () => {
    fc.assert(
      fc.property(week, (input) => {
        const order = groceryListForPlan(input).map((line) => AISLES.indexOf(line.aisle));
        expect(order.every((index) => index >= 0)).toBe(true);
        expect(order).toEqual([...order].sort((a, b) => a - b));
      }),
      RUNS,
    );
  });
});

describe('sums are exact', () => {
  const ML = { tsp: 5, tbsp: 15, cup: 240, ml: 1, l: 1000 } as const;
  const spoonRow = fc.record({
    eighths: fc.integer({ min: 1, max: 40 }),
    unit: fc.constantFrom('tsp', 'tbsp', 'cup', 'ml', 'l'),
  });
  const weightRow = fc.record({
    tenths: fc.integer({ min: 1, max: 50 }),
    unit: fc.constantFrom('g', 'kg', 'oz', 'lb'),
  });
  const GRAMS = { g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237 } as const;

  /** What a week of one recipe per row, all of the same ingredient, needs in all. */
  function needOf(rows: readonly Row[], key: 'volume' | 'mass'): number {
    const built = rows.map((entry, index) => recipe(`r${index}`, [entry]));
    const [need] = plannedNeeds(
      built.map((entry) => ({ recipeId: entry.id })),
      library(...built),
    );
    const amount = need?.amounts.get(key);
    return amount === undefined ? Number.NaN : amount.valueOf();
  }

  it('adds spoons, cups and ml to the exact volume', () => {
    fc.assert(
      fc.property(fc.array(spoonRow, { minLength: 1, maxLength: 21 }), (rows) => {
        const exact = rows.reduce((sum, { eighths, unit }) => sum + (eighths / 8) * ML[unit], 0);
        const summed = needOf(
          rows.map(({ eighths, unit }) => ['broth', `${eighths}/8`, unit]),
          'volume',
        );
        expect(Math.abs(summed - exact)).toBeLessThanOrEqual(1e-9);
      }),
      RUNS,
    );
  });

  it('adds grams, kilograms, ounces and pounds to the exact mass', () => {
    fc.assert(
      fc.property(fc.array(weightRow, { minLength: 1, maxLength: 21 }), (rows) => {
        const exact = rows.reduce((sum, { tenths, unit }) => sum + (tenths / 10) * GRAMS[unit], 0);
        const summed = needOf(
          rows.map(({ tenths, unit }) => ['rice', `${tenths / 10}`, unit]),
          'mass',
        );
        expect(Math.abs(summed - exact)).toBeLessThanOrEqual(1e-6);
      }),
      RUNS,
    );
  });
});
