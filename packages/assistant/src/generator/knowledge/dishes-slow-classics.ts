/**
 * Classics that take their time: meatballs in sauce, a slow pork roast, caponata, gnudi, a
 * tamale pie, dal makhani, biryani and a Spanish tortilla.
 */
import { dish } from './dish-spec';
import { ASIAN as A, ITALIAN as I, MEDITERRANEAN as D, MEXICAN as M } from './flavour-bases';
import { BAKE, DUMPLINGS, SHALLOW_FRY } from './techniques-oven';
import { PANGRATTATO } from './elaborations';
import { BEAN_STEW, BRAISE, PILAF } from './techniques-pot';
import type { DishSpec } from './types';

export const SLOW_CLASSICS: readonly DishSpec[] = [
  dish({
    id: 'polpette',
    cuisine: 'italian',
    technique: BRAISE,
    difficulty: 'medium',
    name: '{Protein} Meatballs in Tomato Sauce[ with {Starch}]',
    blurb: 'polpette al sugo, meatballs simmered gently in tomato',
    bases: [I.pomodoro],
    adds: 'coat:egg; coat:breadcrumb|almond flour=1/3 cup; liquid:canned tomato=1/2 can',
    harder: [],
    mains:
      'protein: ground beef, ground pork, ground turkey, ground lamb | starch?: spaghetti, rigatoni, pasta, sourdough bread, bread',
    steps: [
      { kind: 'prep', say: '{Prep}.', time: 'prep' },
      {
        kind: 'prep',
        say: 'Mix the {protein} with the {coat}, half the garlic[, half the {topping}] and a good pinch of salt, then roll into walnut-sized balls.',
        time: '10',
      },
      {
        kind: 'sear',
        say: 'Brown the meatballs all over in the {fat}, then set aside.',
        time: '8',
      },
      {
        kind: 'braise',
        say: 'Soften the rest of the garlic in the pan, add the {liquid} and the {herb}, return the meatballs and simmer gently, covered[. Meanwhile, {starch:cooklc}].',
        time: '25|starch',
      },
      { kind: 'finish', say: 'Serve[ with the {starch}][ and {garnishes}].', time: '1' },
    ],
  }),
  dish({
    id: 'porchetta-roast',
    cuisine: 'italian',
    technique: BAKE,
    difficulty: 'easy',
    name: 'Porchetta-Style Roast {Protein}[ with {Vegs}]',
    blurb: 'pork slow-roasted with the herbs of a Roman porchetta',
    bases: [I.rosmarino],
    adds: 'spice:fennel seed; spice:red pepper flakes?',
    mains: 'protein: pork | veg? 1-2: potato, fennel, carrot',
    serves: 4,
    steps: [
      {
        kind: 'prep',
        say: 'Heat the oven to 160°C (325°F). Pound the {aromatic}, {spice} and salt with the {fat} and rub it all over the pork. {Prep}.',
        time: 'prep+5',
      },
      {
        kind: 'roast',
        say: 'Roast slowly until the pork is tender enough to pull apart{late:roast:protein,veg}.',
        time: 'roast:protein,veg',
      },
      {
        kind: 'rest',
        say: 'Rest for 15 minutes before slicing[, finished with {garnishes}].',
        time: '15',
      },
    ],
  }),
  dish({
    id: 'caponata',
    cuisine: 'italian',
    technique: BEAN_STEW,
    difficulty: 'easy',
    name: 'Caponata with {Vegs}',
    blurb: 'the Sicilian sweet-and-sour stew of eggplant, celery and capers',
    bases: [I.pomodoro],
    adds: 'sauce:caper; garnish:olive; acid:red wine vinegar; sweet:sugar|honey?; liquid:canned tomato=1/2 can',
    mains: 'veg: eggplant | veg 1-2: celery, bell pepper, tomato, zucchini',
  }),
  dish({
    id: 'gnudi',
    cuisine: 'italian',
    technique: DUMPLINGS,
    difficulty: 'hard',
    name: '{Veg} & Ricotta Gnudi',
    blurb: 'the Tuscan "naked ravioli": filling without pasta, rolled by hand',
    bases: [I.salvia],
    adds: 'coat:flour=1/2 cup; coat:egg; topping:parmesan|pecorino; spice:nutmeg?',
    mains: 'cheese: ricotta | veg: spinach, swiss chard, kale',
    steps: [
      {
        kind: 'saute',
        say: 'Wilt the {veg} in a dry pan, cool, squeeze out every drop of water and chop finely.',
        time: '3+pan:veg',
      },
      {
        kind: 'prep',
        say: 'Mix the greens with the {cheese}, egg, half the {topping}[, the {spice}] and a spoonful of the flour.',
        time: '4',
      },
      {
        kind: 'assemble',
        say: 'Roll into small balls, roll them in the rest of the flour and chill so they hold their shape.',
        time: '20',
      },
      {
        kind: 'boil',
        say: 'Poach the gnudi in barely simmering salted water until they float.',
        time: '4',
      },
      {
        kind: 'finish',
        say: 'Warm the {fat} with the {herb} until fragrant, spoon it over and serve with the rest of the cheese.',
        time: '3',
      },
    ],
  }),
  dish({
    id: 'tamale-pie',
    cuisine: 'mexican',
    technique: BAKE,
    difficulty: 'easy',
    name: '{Legume} Tamale Pie[ with {Protein}]',
    blurb: 'a chili of beans and vegetables baked under a golden cornmeal crust',
    bases: [M.chiliLime, M.chipotle],
    adds: 'coat:cornmeal=1/2 cup; liquid:canned tomato=1/2 can; spice:chili powder=2 tsp',
    mains:
      'legume 1-2: pinto bean, black bean, kidney bean | veg 1-2: corn, bell pepper, zucchini, sweet potato | protein?: ground beef, ground turkey, chorizo | cheese?: cheddar, monterey jack',
    serves: 4,
    steps: [
      { kind: 'prep', say: 'Heat the oven to 200°C (400°F). {Prep}.', time: 'prep' },
      {
        kind: 'simmer',
        say: 'Soften the {aromatic} in the {fat}[, brown the {protein}], add the {spice+sauce}, the {veg}, the {legume} and the {liquid}, and simmer into a thick chili.',
        time: '12+pan:protein',
      },
      {
        kind: 'boil',
        say: 'Whisk the {coat} into 3 cups of simmering salted water and cook, stirring, until thick.',
        time: '10',
      },
      {
        kind: 'assemble',
        say: 'Spread the chili in a baking dish[, scatter with the {cheese}] and spread the cornmeal over the top.',
        time: '4',
      },
      {
        kind: 'bake',
        say: 'Bake until the crust is golden and the filling bubbles at the edges.',
        time: '35',
      },
      { kind: 'rest', say: 'Rest for 10 minutes and serve[ with {garnishes}].', time: '10' },
    ],
  }),
  dish({
    id: 'dal-makhani',
    cuisine: 'asian',
    technique: BEAN_STEW,
    difficulty: 'medium',
    name: 'Dal Makhani',
    blurb: 'the Punjabi dal of lentils and kidney beans, simmered slowly until velvety',
    bases: [A.masala],
    adds: 'liquid:canned tomato=1/2 can; enrich:butter|ghee|coconut oil=2 tbsp; liquid:heavy cream|coconut milk=1/4 cup',
    mains: 'legume: lentil | legume?: kidney bean | starch?: basmati rice, naan, rice',
    steps: [
      { kind: 'prep', say: 'Rinse the {legume}. {Prep}.', time: 'prep+1' },
      {
        kind: 'saute',
        say: 'Cook the {aromatic} slowly in the {fat} until golden, then add the {spice} for a minute.',
        time: '10',
      },
      {
        kind: 'simmer',
        say: 'Add the {legume}, the {liquid} and 4 cups of water and simmer gently, stirring often and mashing a little, until thick and creamy[. Meanwhile, {starch:cooklc}].',
        time: '60|starch',
      },
      { kind: 'finish', say: 'Stir in the {enrich} and finish with {garnishes}.', time: '3' },
    ],
  }),
  dish({
    id: 'biryani',
    cuisine: 'asian',
    technique: BAKE,
    difficulty: 'hard',
    name: '{Vegs} Biryani[ with {Protein}]',
    blurb:
      'the layered rice dish of the Mughal kitchens, sealed and steamed so the rice takes on the spices',
    bases: [A.masala],
    adds: 'sauce:greek yogurt|yogurt|coconut milk=1/2 cup; spice:cardamom; spice:cinnamon; garnish:cashew|almond?',
    mains:
      'starch: basmati rice, rice | veg 2-3: cauliflower, carrot, potato, pea, green bean, bell pepper | protein?: chicken thigh',
    serves: 4,
    steps: [
      { kind: 'prep', say: 'Soak the {starch}. {Prep}.', time: 'prep|15' },
      {
        kind: 'boil',
        say: 'Boil the rice in plenty of salted water until two-thirds cooked, then drain.',
        time: '7',
      },
      {
        kind: 'saute',
        say: 'Fry the {aromatic} in the {fat} until deep golden, add the {spice}, then cook the [{protein} and the ]vegetables with the {sauce} until almost tender.',
        time: '8+pan:protein,veg',
      },
      {
        kind: 'assemble',
        say: 'Heat the oven to 160°C (325°F). Layer the rice over the vegetables in a heavy pot, seal tightly with foil and the lid.',
        time: '5',
      },
      { kind: 'bake', say: 'Bake so the rice steams in the spices (dum).', time: '30' },
      {
        kind: 'rest',
        say: 'Rest for 10 minutes, then fluff and serve[ with {garnishes}].',
        time: '10',
      },
    ],
  }),
  dish({
    id: 'tortilla-espanola',
    cuisine: 'mediterranean',
    technique: SHALLOW_FRY,
    difficulty: 'medium',
    name: 'Tortilla Española[ with {Veg2}]',
    blurb: 'the Spanish potato omelette, thick and just set, turned out whole',
    bases: [D.spanish],
    cut: 'slice',
    harder: [],
    mains: 'veg: potato | egg x1.5: egg | veg?: bell pepper, spinach, zucchini',
    serves: 4,
    steps: [
      { kind: 'prep', say: '{Prep}.', time: 'prep' },
      {
        kind: 'fry',
        say: 'Cook the {veg} and {aromatic} gently in the {fat} until soft but not browned.',
        time: 'pan:veg+5',
      },
      {
        kind: 'prep',
        say: 'Beat the {egg} with salt[ and the {spice}], drain the potatoes (keeping the oil) and fold them in; leave for 5 minutes.',
        time: '6',
      },
      {
        kind: 'fry',
        say: 'Pour into a hot oiled pan and cook over low heat until almost set, then turn out onto a plate, slide back and cook the other side.',
        time: '12',
      },
      { kind: 'rest', say: 'Rest for 5 minutes and serve warm or at room temperature.', time: '5' },
    ],
  }),
];

/** Rice pilafs: the one-pot rice dishes of four cuisines. */
export const PILAFS: readonly DishSpec[] = [
  dish({
    id: 'spanakorizo',
    cuisine: 'mediterranean',
    technique: PILAF,
    difficulty: 'easy',
    name: 'Spanakorizo[ with {Veg2}]',
    blurb: 'the Greek spinach rice, bright with dill and lemon',
    bases: [D.herbLemon, D.greek],
    adds: 'liquid:vegetable broth=1 1/2 cups; herb:dill',
    mains:
      'starch: rice, arborio rice, jasmine rice, basmati rice | veg: spinach, swiss chard | veg?: pea, tomato | cheese?: feta',
  }),
  dish({
    id: 'arroz-rojo',
    cuisine: 'mexican',
    technique: PILAF,
    difficulty: 'easy',
    name: 'Arroz Rojo[ with {Vegs}]',
    blurb: 'Mexican red rice, toasted and simmered in tomato',
    bases: [M.ranchero],
    adds: 'liquid:canned tomato=1/4 can; liquid:chicken broth|vegetable broth=1 cup',
    mains: 'starch: rice, jasmine rice, basmati rice | veg? 1-2: pea, carrot, corn, bell pepper',
  }),
  dish({
    id: 'arroz-con-pollo',
    cuisine: 'mexican',
    technique: PILAF,
    difficulty: 'easy',
    name: 'Arroz con Pollo[ with {Vegs}]',
    blurb: 'the Latin American one-pot of chicken and rice',
    bases: [M.ranchero, M.chiliLime],
    adds: 'liquid:canned tomato=1/4 can; liquid:chicken broth|vegetable broth=1 1/4 cups',
    mains:
      'starch: rice, jasmine rice | protein: chicken thigh, chicken breast, chicken drumstick | veg? 1-2: bell pepper, pea, carrot, corn',
  }),
  dish({
    id: 'pulao',
    cuisine: 'asian',
    technique: PILAF,
    difficulty: 'easy',
    name: '{Vegs} Pulao',
    blurb: 'the Indian spiced rice pilaf with vegetables',
    bases: [A.masala],
    adds: 'liquid:vegetable broth=1 1/4 cups; spice:cardamom?; garnish:cashew|almond?',
    mains:
      'starch: basmati rice, rice, jasmine rice | veg 1-2: pea, carrot, green bean, cauliflower, bell pepper, corn | legume?: chickpea',
  }),
  dish({
    id: 'chicken-pilaf',
    cuisine: 'mediterranean',
    technique: PILAF,
    difficulty: 'easy',
    name: '{Tag} {Protein} Pilaf[ with {Veg}]',
    blurb: 'an eastern Mediterranean chicken and rice pilaf',
    bases: [D.moroccan, D.greek],
    adds: 'liquid:chicken broth|vegetable broth=1 1/4 cups; sweet:raisin|date?',
    mains:
      'starch: rice, basmati rice, bulgur | protein: chicken thigh, chicken breast, ground lamb | veg?: carrot, pea, spinach | legume?: chickpea',
  }),
];

/** Oven dishes of vegetables that take their time. */
export const VEGETABLE_BAKES: readonly DishSpec[] = [
  dish({
    id: 'tiella',
    cuisine: 'italian',
    technique: BAKE,
    difficulty: 'easy',
    name: 'Potato & {Veg2} Tiella',
    blurb: 'the Pugliese bake of potatoes layered with ripe vegetables, olive oil and herbs',
    bases: [I.pomodoro, I.rosmarino],
    cut: 'slice',
    harder: PANGRATTATO,
    mains:
      'veg: potato | veg 1-2: tomato, cherry tomato, zucchini, bell pepper | cheese?: parmesan, pecorino',
    serves: 4,
    steps: [
      { kind: 'prep', say: 'Heat the oven to 190°C (375°F). {Prep}.', time: 'prep' },
      {
        kind: 'assemble',
        say: 'Layer the {veg} in an oiled baking dish, seasoning each layer with the {aromatic}[, {spice}], salt, pepper and a drizzle of the {fat}[; scatter the {cheese} on top].',
        time: '6',
      },
      {
        kind: 'bake',
        say: 'Add a splash of water, cover and bake, then uncover and bake until the potatoes are tender and the top is browned.',
        time: '60',
      },
      { kind: 'finish', say: 'Rest for a few minutes[ and finish with {garnishes}].', time: '3' },
    ],
  }),
];
