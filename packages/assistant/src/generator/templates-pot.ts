/** Bowl and pot techniques: grain bowl, soup and salad. */
import { has, headline, ifAny, prepareMain, the, titleCase } from './dish-words';
import { isCheese, isCookingGrain, isFreshVegetable, isSaladTopping } from './role-filters';
import { seasoningChoice } from './seasonings';
import type { RecipeTemplate } from './template-types';

export const GRAIN_BOWL: RecipeTemplate = {
  id: 'grain-bowl',
  difficulty: 'easy',
  cuisines: ['mexican', 'asian', 'mediterranean'],
  roles: [
    { key: 'base', kinds: ['grain'], min: 1, max: 1, accepts: isCookingGrain },
    { key: 'main', kinds: ['protein', 'legume', 'egg'], min: 1, max: 1 },
    { key: 'vegetables', kinds: ['vegetable'], min: 1, max: 3, accepts: isFreshVegetable },
    { key: 'extra', kinds: ['nut', 'fruit'], min: 0, max: 1, accepts: isSaladTopping },
  ],
  staples: [],
  title: (dish) =>
    `${headline(dish, ['main', 'vegetables'])} ${titleCase(dish.picks.get('base')?.[0]?.name ?? 'Grain')} Bowl`,
  describe: (dish) =>
    `A ${titleCase(dish.cuisine)} bowl of ${the(dish, 'base')} topped with ${the(dish, 'main', 'vegetables')}.`,
  steps: [
    {
      say: (dish) => `Rinse the ${the(dish, 'base')} and simmer it in salted water until tender.`,
      minutes: [12, 15, 40],
    },
    { say: prepareMain, minutes: [4, 6, 12] },
    {
      say: (dish) =>
        `Sauté the ${the(dish, 'vegetables')} with the ${the(dish, 'aromatic')}${ifAny(dish, ['spice'], (s) => ` and ${s}`)} in half the ${the(dish, 'fat')}.`,
      minutes: [5, 8, 15],
    },
    {
      say: (dish) =>
        `Whisk the rest of the ${the(dish, 'fat')} with ${the(dish, 'acid', 'sauce', 'season')} for a dressing.`,
      minutes: [2, 2, 4],
    },
    {
      say: (dish) =>
        `Divide the ${the(dish, 'base')} between two bowls, add the ${the(dish, 'main', 'vegetables')}, drizzle with the dressing and top with ${the(dish, 'extra', 'garnish', 'cheese') || 'a pinch of salt'}.`,
      minutes: [2, 3, 5],
    },
  ],
  elaborate: {
    at: 3,
    step: {
      say: () => 'Char half the vegetables under a hot broiler for smoky contrast.',
      minutes: [5, 6, 10],
    },
  },
};

export const SOUP: RecipeTemplate = {
  id: 'soup',
  difficulty: 'easy',
  cuisines: ['italian', 'mexican', 'asian', 'mediterranean'],
  roles: [
    { key: 'vegetables', kinds: ['vegetable'], min: 2, max: 3, accepts: isFreshVegetable },
    { key: 'aromatic', kinds: ['aromatic'], min: 0, max: 1 },
    { key: 'main', kinds: ['protein', 'legume'], min: 0, max: 1 },
  ],
  staples: [
    {
      slot: 'liquid',
      choices: [seasoningChoice('vegetable broth', '4', 'cups')],
      optional: false,
    },
  ],
  title: (dish) => `${headline(dish, ['vegetables', 'main'])} Soup`,
  describe: (dish) =>
    `A comforting ${titleCase(dish.cuisine)} soup of ${the(dish, 'vegetables', 'main')} simmered in broth.`,
  steps: [
    {
      say: (dish) => `Chop the ${the(dish, 'aromatic', 'vegetables', 'main')} into even pieces.`,
      minutes: [5, 8, 12],
    },
    {
      say: (dish) =>
        `Warm the ${the(dish, 'fat')} in a large pot and soften the ${the(dish, 'aromatic')}, then add the ${the(dish, 'vegetables')}.`,
      minutes: [5, 7, 12],
    },
    {
      say: (dish) =>
        `Pour in the ${the(dish, 'liquid')}${ifAny(dish, ['main'], (m) => `, add the ${m}`)}${ifAny(dish, ['spice', 'sauce'], (s) => ` with the ${s}`)} and bring to a boil.`,
      minutes: [5, 6, 10],
    },
    {
      say: () => 'Lower the heat and simmer gently until everything is tender.',
      minutes: [10, 20, 75],
    },
    {
      say: (dish) =>
        `Season with ${the(dish, 'season', 'acid')} and serve topped with ${the(dish, 'garnish', 'cheese') || 'a drizzle of the oil'}.`,
      minutes: [1, 2, 3],
    },
  ],
  elaborate: {
    at: 4,
    step: {
      say: () => 'Blend a third of the soup until smooth and stir it back in for body.',
      minutes: [3, 4, 6],
    },
  },
};

export const SALAD: RecipeTemplate = {
  id: 'salad',
  difficulty: 'easy',
  cuisines: ['mediterranean', 'italian', 'mexican', 'asian'],
  roles: [
    { key: 'vegetables', kinds: ['vegetable'], min: 2, max: 4, accepts: isFreshVegetable },
    { key: 'main', kinds: ['protein', 'legume', 'egg'], min: 0, max: 1 },
    { key: 'cheese', kinds: ['dairy'], min: 0, max: 1, accepts: isCheese },
    { key: 'extra', kinds: ['nut', 'fruit'], min: 0, max: 1, accepts: isSaladTopping },
  ],
  staples: [],
  title: (dish) => `${headline(dish, ['vegetables', 'main'])} Salad`,
  describe: (dish) =>
    `A crisp ${titleCase(dish.cuisine)} salad of ${the(dish, 'vegetables', 'main')} with a bright dressing.`,
  steps: [
    {
      say: (dish) => `Wash, dry and slice the ${the(dish, 'vegetables')}.`,
      minutes: [5, 8, 12],
    },
    { say: prepareMain, minutes: [4, 8, 12], when: (dish) => has(dish, 'main') },
    {
      say: (dish) =>
        `Whisk the ${the(dish, 'fat')} with ${the(dish, 'acid', 'sauce', 'aromatic', 'spice', 'season')} into a dressing.`,
      minutes: [2, 3, 5],
    },
    {
      say: (dish) =>
        `Toss the ${the(dish, 'vegetables', 'main')} with the dressing and top with ${the(dish, 'cheese', 'extra', 'garnish') || 'a pinch of salt'}.`,
      minutes: [1, 2, 3],
    },
  ],
  elaborate: {
    at: 2,
    step: {
      say: () =>
        'Massage the sturdier vegetables with a pinch of salt and let them soften for a few minutes.',
      minutes: [3, 5, 8],
    },
  },
};
