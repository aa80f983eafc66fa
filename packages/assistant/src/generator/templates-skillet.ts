/** Skillet techniques: stir-fry, frittata and pasta. */
import { has, headline, ifAny, the, titleCase } from './dish-words';
import { isCheese, isFreshVegetable, isItalianPasta, isStirFryBase } from './role-filters';
import type { RecipeTemplate } from './template-types';

export const STIR_FRY: RecipeTemplate = {
  id: 'stir-fry',
  difficulty: 'medium',
  cuisines: ['asian', 'mexican'],
  roles: [
    { key: 'main', kinds: ['protein', 'legume'], min: 1, max: 1 },
    { key: 'vegetables', kinds: ['vegetable'], min: 1, max: 3, accepts: isFreshVegetable },
    { key: 'aromatic', kinds: ['aromatic'], min: 0, max: 1 },
    { key: 'base', kinds: ['grain', 'pasta'], min: 0, max: 1, accepts: isStirFryBase },
  ],
  staples: [],
  // The same high-heat technique is a fajita skillet in Mexican cooking, not a "stir-fry".
  title: (dish) =>
    `${headline(dish, ['vegetables', 'main'])} ${dish.cuisine === 'mexican' ? 'Fajita Skillet' : 'Stir-Fry'}`,
  describe: (dish) =>
    dish.cuisine === 'mexican'
      ? `Sizzling fajita-style ${the(dish, 'main', 'vegetables')} seared fast in a hot skillet${ifAny(dish, ['sauce'], (s) => ` with ${s}`)}.`
      : `A quick, high-heat ${titleCase(dish.cuisine)} stir-fry of ${the(dish, 'main', 'vegetables')}${ifAny(dish, ['sauce'], (s) => ` glazed with ${s}`)}.`,
  steps: [
    {
      say: (dish) => `Cook the ${the(dish, 'base')} according to the package and keep it warm.`,
      minutes: [10, 15, 25],
      when: (dish) => has(dish, 'base'),
    },
    {
      say: (dish) =>
        `Cut the ${the(dish, 'main', 'vegetables')} into bite-size pieces and finely chop the ${the(dish, 'aromatic')}.`,
      minutes: [5, 8, 15],
    },
    {
      say: (dish) =>
        `Heat the ${the(dish, 'fat')} in a wok over high heat and sear the ${the(dish, 'main')} until browned, then set aside.`,
      minutes: [3, 5, 10],
    },
    {
      say: (dish) =>
        `Stir-fry the ${the(dish, 'aromatic')} for 30 seconds, then add the ${the(dish, 'vegetables')} and toss until crisp-tender.`,
      minutes: [3, 5, 10],
    },
    {
      say: (dish) =>
        `Return the ${the(dish, 'main')}, add ${the(dish, 'sauce', 'spice', 'season')} and toss until glossy.`,
      minutes: [1, 2, 5],
    },
    {
      say: (dish) =>
        `Finish with ${the(dish, 'acid', 'garnish', 'cheese') || 'a final toss'}${ifAny(dish, ['base'], (b) => ` and serve over the ${b}`)}.`,
      minutes: [1, 1, 3],
    },
  ],
  elaborate: {
    at: 2,
    step: {
      say: (dish) =>
        `Toss the ${the(dish, 'main')} with a pinch of salt and half the ${the(dish, 'sauce', 'acid', 'spice') || 'oil'} and marinate it while the wok heats.`,
      minutes: [10, 15, 20],
    },
  },
};

export const FRITTATA: RecipeTemplate = {
  id: 'frittata',
  difficulty: 'easy',
  cuisines: ['italian', 'mediterranean', 'mexican'],
  roles: [
    { key: 'main', kinds: ['egg'], min: 1, max: 1 },
    { key: 'vegetables', kinds: ['vegetable'], min: 1, max: 3, accepts: isFreshVegetable },
    { key: 'cheese', kinds: ['dairy'], min: 0, max: 1, accepts: isCheese },
    { key: 'herb', kinds: ['herb'], min: 0, max: 1 },
  ],
  staples: [],
  eggCount: 6,
  // Two eggs a plate, with the vegetables and cheese of two servings spread among them.
  servings: 3,
  title: (dish) => `${headline(dish, ['vegetables', 'cheese'])} Frittata`,
  describe: (dish) =>
    `A golden ${titleCase(dish.cuisine)} frittata of eggs baked around ${the(dish, 'vegetables')}.`,
  steps: [
    {
      say: (dish) =>
        `Heat the oven to 200°C (400°F) and chop the ${the(dish, 'vegetables', 'aromatic')}.`,
      minutes: [5, 8, 12],
    },
    {
      say: (dish) =>
        `Warm the ${the(dish, 'fat')} in an oven-safe skillet and soften the ${the(dish, 'aromatic', 'vegetables')}.`,
      minutes: [5, 7, 12],
    },
    {
      say: (dish) =>
        `Whisk the eggs with ${the(dish, 'season', 'spice', 'herb')}${ifAny(dish, ['cheese'], (c) => ` and half the ${c}`)}.`,
      minutes: [2, 3, 5],
    },
    {
      say: () => 'Pour the eggs over the vegetables and cook undisturbed until the edges set.',
      minutes: [3, 4, 6],
    },
    {
      say: (dish) =>
        `Bake until just set in the centre${ifAny(dish, ['cheese'], (c) => `, scattering the rest of the ${c} on top`)}.`,
      minutes: [8, 12, 25],
    },
    {
      say: (dish) =>
        `Rest for a few minutes, then finish with ${the(dish, 'garnish', 'acid') || 'a drizzle of the oil'} and cut into wedges.`,
      minutes: [2, 3, 5],
    },
  ],
  elaborate: {
    at: 5,
    step: {
      say: () => 'Slide the frittata under a hot broiler until puffed and spotted brown.',
      minutes: [2, 3, 5],
    },
  },
};

export const PASTA: RecipeTemplate = {
  id: 'pasta',
  difficulty: 'medium',
  cuisines: ['italian', 'mediterranean'],
  roles: [
    { key: 'base', kinds: ['pasta'], min: 1, max: 1, accepts: isItalianPasta },
    { key: 'vegetables', kinds: ['vegetable'], min: 1, max: 3, accepts: isFreshVegetable },
    { key: 'main', kinds: ['protein', 'legume'], min: 0, max: 1 },
    { key: 'cheese', kinds: ['dairy'], min: 0, max: 1, accepts: isCheese },
  ],
  staples: [],
  title: (dish) =>
    `${headline(dish, ['vegetables', 'main'])} ${titleCase(dish.picks.get('base')?.[0]?.name ?? 'Pasta')}`,
  describe: (dish) =>
    `A ${titleCase(dish.cuisine)} ${the(dish, 'base')} tossed with ${the(dish, 'vegetables', 'main')} and ${the(dish, 'aromatic')}.`,
  steps: [
    {
      say: (dish) =>
        `Cook the ${the(dish, 'base')} in a large pot of well-salted boiling water until al dente, keeping a cup of the cooking water.`,
      minutes: [8, 10, 14],
    },
    {
      say: (dish) => `Meanwhile, chop the ${the(dish, 'vegetables', 'main', 'aromatic')}.`,
      minutes: [3, 5, 10],
    },
    {
      say: (dish) =>
        `Sear the ${the(dish, 'main')} in half the ${the(dish, 'fat')} until cooked through, then set aside.`,
      minutes: [4, 6, 10],
      when: (dish) => has(dish, 'main'),
    },
    {
      say: (dish) =>
        `Sauté the ${the(dish, 'aromatic', 'vegetables')} in the ${the(dish, 'fat')}${ifAny(dish, ['spice'], (s) => ` with the ${s}`)} until tender.`,
      minutes: [4, 6, 12],
    },
    {
      say: (dish) =>
        `Toss in the drained ${the(dish, 'base')}${ifAny(dish, ['main'], (m) => ` and the ${m}`)} with a splash of the cooking water and ${the(dish, 'season')}.`,
      minutes: [2, 3, 4],
    },
    {
      say: (dish) =>
        `Serve topped with ${the(dish, 'cheese', 'garnish', 'acid') || 'a drizzle of the oil'}.`,
      minutes: [1, 1, 2],
    },
  ],
  elaborate: {
    at: 5,
    step: {
      say: () =>
        'Off the heat, toss hard while adding the pasta water a little at a time until the sauce turns glossy and clings.',
      minutes: [2, 3, 5],
    },
  },
};
