/**
 * Quick classics with a technique of their own: a Roman egg-drop soup, a French-style
 * omelette, Greek fried cheese, Japanese fried tofu and cabbage pancakes, and Greek fritters.
 */
import { dish } from './dish-spec';
import { ASIAN as A, ITALIAN as I, MEDITERRANEAN as D } from './flavour-bases';
import { OMELETTE, SHALLOW_FRY } from './techniques-oven';
import { CURRY, SOUP } from './techniques-pot';
import type { DishSpec } from './types';

export const QUICK_CLASSICS: readonly DishSpec[] = [
  dish({
    id: 'stracciatella',
    cuisine: 'italian',
    technique: SOUP,
    difficulty: 'easy',
    name: 'Stracciatella[ with {Veg}]',
    blurb: 'the Roman soup of egg and parmesan stirred into hot broth until it forms rags',
    bases: [I.brodo],
    adds: 'liquid:chicken broth|vegetable broth=3 cups; spice:nutmeg?',
    mains: 'egg x0.75: egg | veg?: spinach, kale, swiss chard',
    serves: 2,
    steps: [
      {
        kind: 'prep',
        say: '{Prep}, and beat the {egg} with [half the {topping}, ][the {spice}, ]a pinch of salt.',
        time: 'prep+1',
      },
      {
        kind: 'simmer',
        say: 'Bring the {liquid} to a simmer with the {aromatic}[ and cook the {veg} until tender].',
        time: '4+simmer:veg',
      },
      {
        kind: 'simmer',
        say: 'Pour in the egg while stirring with a fork, so it sets in soft rags.',
        time: '2',
      },
      { kind: 'finish', say: 'Serve[ with {garnishes}].', time: '1' },
    ],
  }),
  dish({
    id: 'omelette',
    cuisine: 'mediterranean',
    technique: OMELETTE,
    difficulty: 'hard',
    name: 'Provençal Omelette[ with {Veg}][ & {Cheese}]',
    blurb: 'a rolled French omelette, soft inside, shaken and stirred in the pan',
    bases: [D.provencal],
    mains:
      'egg: egg | veg?: cherry tomato, spinach, mushroom, asparagus, zucchini | cheese?: goat cheese, feta',
    harder: [],
    steps: [
      {
        kind: 'prep',
        say: '{Prep}, and beat the {egg} with a pinch of salt until no streaks remain.',
        time: 'prep+1',
      },
      {
        kind: 'saute',
        when: 'has:veg',
        say: 'Cook the {veg} in a little of the {fat} until tender, then set aside.',
        time: 'pan:veg',
      },
      {
        kind: 'sear',
        say: 'Heat the rest of the {fat} in a small nonstick pan until foaming, pour in half the egg and stir briskly with a fork while shaking the pan until softly set but still moist; add half the filling[ and {cheese}], roll onto a plate and repeat.',
        time: '5',
      },
      { kind: 'finish', say: 'Serve[ with {garnishes}].', time: '1' },
    ],
  }),
  dish({
    id: 'saganaki',
    cuisine: 'mediterranean',
    technique: SHALLOW_FRY,
    difficulty: 'medium',
    name: '{Cheese} Saganaki[ with {Side}]',
    blurb: 'the Greek meze of cheese fried in a small pan until crusted and molten',
    bases: [D.greek],
    adds: 'coat:flour|almond flour=2 tbsp',
    harder: [],
    mains: 'cheese: halloumi, feta | side? 1-2: tomato, cherry tomato, cucumber',
    steps: [
      {
        kind: 'prep',
        say: '{Prep}, cutting the cheese into thick slabs; wet them and dust with the {coat}.',
        time: 'prep+2',
      },
      {
        kind: 'fry',
        say: 'Fry the slabs in the hot {fat} until a golden crust forms, turning once.',
        time: '4',
      },
      {
        kind: 'finish',
        say: 'Squeeze over the {acid}, scatter with the {spice} and serve at once[ with the {side}].',
        time: '1',
      },
    ],
  }),
  dish({
    id: 'agedashi',
    cuisine: 'asian',
    technique: SHALLOW_FRY,
    difficulty: 'medium',
    name: 'Agedashi {Protein}[ with {Veg}]',
    blurb: 'the Japanese dish of crisp-fried tofu sitting in a light, savoury broth',
    bases: [A.agedashi],
    harder: [],
    mains: 'protein: tofu | veg?: mushroom, shiitake mushroom',
    steps: [
      {
        kind: 'prep',
        say: '{Prep}, patting the tofu very dry, then coat it in the {coat}.',
        time: 'prep+2',
      },
      {
        kind: 'fry',
        say: 'Fry the tofu in the hot {fat} until crisp and pale golden on all sides; drain.',
        time: 'fry:protein',
      },
      {
        kind: 'simmer',
        say: 'Warm the {liquid} with the {sauce}[, {sweet}] and the {aromatic}[, adding the {veg} until just tender].',
        time: '2+simmer:veg',
      },
      {
        kind: 'finish',
        say: 'Pour the broth around the tofu[ and scatter with {garnishes}].',
        time: '1',
      },
    ],
  }),
  dish({
    id: 'okonomiyaki',
    cuisine: 'asian',
    technique: SHALLOW_FRY,
    difficulty: 'medium',
    name: '[{Protein} ]Okonomiyaki',
    blurb: 'the Osaka street-food pancake of shredded cabbage in a savoury batter',
    bases: [A.okonomiyaki],
    harder: [],
    mains:
      'veg: cabbage, napa cabbage | egg: egg | protein?: bacon, shrimp | veg?: carrot, bean sprout, corn',
    steps: [
      { kind: 'prep', say: '{Prep}, shredding the cabbage finely.', time: 'prep' },
      {
        kind: 'prep',
        say: 'Whisk the {coat} with the {egg} and half a cup of water, then fold in the vegetables.',
        time: '3',
      },
      {
        kind: 'fry',
        say: 'Spread the batter into two thick pancakes in the {fat}[, lay the {protein} on top] and cook, covered, until golden underneath; flip and cook until cooked through.',
        time: '12',
      },
      {
        kind: 'finish',
        say: 'Brush with the {sauce}[, drizzle with the {topping}] and finish with {garnishes}.',
        time: '1',
      },
    ],
  }),
  dish({
    id: 'fritters',
    cuisine: 'mediterranean',
    technique: SHALLOW_FRY,
    difficulty: 'medium',
    name: '{Veg} & {Cheese} Fritters',
    blurb: 'Greek kolokithokeftedes: grated vegetables bound with cheese and herbs and fried',
    bases: [D.herbLemon],
    adds: 'coat:flour|almond flour=1/3 cup; herb:dill; sauce:greek yogurt|yogurt?',
    harder: [],
    mains: 'veg: zucchini, sweet potato, carrot | cheese: feta, halloumi | egg x0.5: egg',
    cut: 'grate',
    steps: [
      {
        kind: 'prep',
        say: '{Prep}; salt the grated vegetables, leave for a few minutes, then squeeze them dry.',
        time: 'prep+5',
      },
      {
        kind: 'prep',
        say: 'Mix the vegetables with the {cheese}, {egg}, {coat}[, the {spice}] and the herbs.',
        time: '3',
      },
      {
        kind: 'fry',
        say: 'Shallow-fry spoonfuls in the {fat} until golden, about 3 minutes a side, in batches.',
        time: '9',
      },
      { kind: 'finish', say: 'Serve hot with the {acid}[ and the {sauce}].', time: '1' },
    ],
  }),
];

/** Dishes a nearly bare pantry can still make: tomatoes from a can, eggs, stale bread. */
export const PANTRY_CLASSICS: readonly DishSpec[] = [
  dish({
    id: 'pappa-al-pomodoro',
    cuisine: 'italian',
    technique: SOUP,
    difficulty: 'easy',
    name: 'Pappa al Pomodoro',
    blurb: 'the Tuscan soup of tomatoes thickened with stale bread',
    bases: [I.pomodoro],
    adds: 'liquid:vegetable broth=2 cups',
    mains:
      'veg: canned tomato, tomato, roma tomato | starch x0.75: sourdough bread, bread, baguette',
    steps: [
      { kind: 'prep', say: '{Prep}, and tear the {starch} into pieces.', time: 'prep+1' },
      { kind: 'saute', say: 'Soften the {aromatic} gently in the {fat}.', time: '4' },
      {
        kind: 'simmer',
        say: 'Add the {veg} and {liquid} and simmer, then stir in the bread and simmer until it collapses into a thick soup.',
        time: 'simmer:veg+10',
      },
      {
        kind: 'finish',
        say: 'Stir in the {herb}, rest for a few minutes and serve with a drizzle of olive oil[ and {garnishes}].',
        time: '3',
      },
    ],
  }),
  dish({
    id: 'egg-curry',
    cuisine: 'asian',
    technique: CURRY,
    difficulty: 'easy',
    name: 'Egg Curry[ with {Veg}]',
    blurb: 'anda curry, hard-boiled eggs simmered in an Indian onion-tomato masala',
    bases: [A.masala],
    adds: 'liquid:canned tomato=1/2 can',
    mains: 'egg: egg | veg?: pea, spinach, potato | starch?: basmati rice, rice, naan',
    steps: [
      {
        kind: 'boil',
        say: 'Hard-boil the {egg} for 9 minutes, cool in cold water and peel. Meanwhile, {prep}.',
        time: '11|prep',
      },
      {
        kind: 'saute',
        say: 'Cook the {aromatic} in the {fat} until golden, then stir in the {spice} for a minute.',
        time: '8',
      },
      {
        kind: 'simmer',
        say: 'Add the {liquid}[ and the {veg}] with a splash of water, then the eggs, and simmer until the sauce thickens[. Meanwhile, {starch:cooklc}].',
        time: '10|simmer:veg|starch',
      },
      { kind: 'finish', say: 'Finish with {garnishes}[ and serve with the {starch}].', time: '1' },
    ],
  }),
];
