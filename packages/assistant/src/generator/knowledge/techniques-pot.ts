/**
 * Techniques of the pot: soups, curries and stews, braises, risotto, noodle soups, fried rice
 * and slow-simmered sauces. A braise takes what its meat needs to turn tender (about 40 minutes
 * for chicken thighs, two and a half hours for beef chuck), a curry what its pieces need.
 */
import type { Technique } from './types';

export const SOUP: Technique = {
  id: 'soup',
  label: 'soup',
  how: 'simmered gently in broth',
  range: [8, 90],
  cut: 'dice',
  serves: 4,
  steps: [
    { kind: 'prep', say: '{Prep}.', time: 'prep' },
    {
      kind: 'saute',
      say: 'Warm the {fat} in a large pot and soften the {aromatic}[ with the {spice}] over medium heat.',
      time: '6',
    },
    {
      kind: 'simmer',
      say: 'Add the {liquid} and the {early:simmer:veg,protein,legume,starch}; bring to the boil and simmer gently until everything is tender{late:simmer:veg,protein,legume,starch}.',
      time: 'simmer:veg,protein,legume,starch',
    },
    {
      kind: 'finish',
      say: 'Season to taste[ with the {sauce+acid+sweet}] and serve[ topped with {garnishes}].',
      time: '2',
    },
  ],
};

export const CURRY: Technique = {
  id: 'curry',
  label: 'curry',
  how: 'simmered in a spiced sauce',
  range: [20, 70],
  cut: 'chunk',
  serves: 4,
  steps: [
    { kind: 'prep', say: '{Prep}.', time: 'prep' },
    {
      kind: 'saute',
      say: 'Heat the {fat} in a deep pan and cook the {aromatic} until soft[, then stir in the {spice+sauce+coat} for a minute until fragrant].',
      time: '7',
    },
    {
      kind: 'simmer',
      say: 'Add the {early:simmer:protein,veg,legume} and the {liquid}[ with the {sweet}]; simmer until everything is tender{late:simmer:protein,veg,legume}[. Meanwhile, {starch:cooklc}].',
      time: 'simmer:protein,veg,legume|starch',
    },
    { kind: 'finish', say: 'Finish with {garnishes}[ and serve with the {starch}].', time: '1' },
  ],
};

export const BRAISE: Technique = {
  id: 'braise',
  label: 'braise',
  how: 'browned, then braised low and slow until tender',
  range: [45, 240],
  cut: 'chunk',
  serves: 4,
  steps: [
    { kind: 'prep', say: '{Prep}, and season the {protein} well.', time: 'prep+1' },
    {
      kind: 'sear',
      say: 'Heat the {fat} in a heavy casserole and brown the {protein} well on all sides, in batches; set aside.',
      time: '10',
    },
    {
      kind: 'saute',
      say: 'Lower the heat and soften the {aromatic}[ with the {spice}] for 5 minutes.',
      time: '6',
    },
    {
      kind: 'braise',
      say: 'Return the {protein}[ with the {early:braise:protein,veg:veg}], add the {liquid}[ and {sauce+acid+sweet}], bring to a simmer, then cover and cook gently until the meat is very tender{late:braise:protein,veg}[. Meanwhile, {starch:cooklc}].',
      time: 'braise:protein,veg|starch',
    },
    {
      kind: 'finish',
      say: 'Skim off any fat, season to taste and serve[ with the {starch}][, finished with {garnishes}].',
      time: '3',
    },
  ],
};

export const BEAN_STEW: Technique = {
  id: 'bean-stew',
  label: 'stew',
  how: 'stewed slowly until thick',
  range: [25, 90],
  cut: 'chunk',
  serves: 4,
  steps: [
    { kind: 'prep', say: '{Prep}.', time: 'prep' },
    {
      kind: 'saute',
      say: 'Warm the {fat} in a heavy pot and soften the {aromatic}[ with the {spice}] slowly.',
      time: '8',
    },
    {
      kind: 'simmer',
      say: 'Add the {early:braise:veg,legume} with the {liquid}[ and {sauce+acid+sweet}], cover and simmer gently until thick and tender{late:braise:veg,legume}.',
      time: 'braise:veg,legume',
    },
    {
      kind: 'finish',
      say: 'Season to taste[ and finish with {garnishes}][; serve with the {starch}].',
      time: '2',
    },
  ],
};

export const RISOTTO: Technique = {
  id: 'risotto',
  label: 'risotto',
  how: 'stirred slowly with hot broth until creamy',
  range: [25, 50],
  cut: 'dice',
  serves: 2,
  steps: [
    {
      kind: 'prep',
      say: 'Warm the {liquid} in a saucepan and keep it at a bare simmer. {Prep}.',
      time: 'prep|3',
    },
    {
      kind: 'saute',
      say: 'Warm the {fat} in a wide pan and cook the {aromatic} gently until soft[, then add the {protein} and cook {done:protein}][, then the {early:simmer:veg@18} for a few minutes].',
      time: '5+pan:protein',
    },
    {
      kind: 'simmer',
      say: 'Stir in the {starch} and toast for a minute, then add the broth a ladle at a time, stirring often and letting each addition be absorbed, until creamy and just al dente{late:simmer:veg@18}.',
      time: 'starch+1',
    },
    {
      kind: 'finish',
      say: 'Off the heat, beat in [the {enrich} and ][the {topping}][ and {cheese}], cover for 2 minutes[ and serve with {herb}].',
      time: '3',
    },
  ],
};

export const NOODLE_SOUP: Technique = {
  id: 'noodle-soup',
  label: 'noodle soup',
  how: 'cooked in a fragrant broth poured over noodles',
  range: [15, 45],
  cut: 'bite',
  serves: 2,
  steps: [
    { kind: 'prep', say: '{Prep}.', time: 'prep' },
    {
      kind: 'simmer',
      say: 'Bring the {liquid} to a simmer with the {aromatic}[ and {spice}] and let it infuse. Meanwhile, {starch:cooklc} and divide between bowls.',
      time: '10|starch',
    },
    {
      kind: 'simmer',
      say: 'Add the {early:simmer:protein,veg} to the broth and simmer until just tender{late:simmer:protein,veg}.',
      time: 'simmer:protein,veg',
    },
    {
      kind: 'finish',
      say: 'Season with the {sauce+sweet}[ and {acid}], ladle over the noodles[ and top with {garnishes}].',
      time: '2',
    },
  ],
};

export const FRIED_RICE: Technique = {
  id: 'fried-rice',
  label: 'fried rice',
  how: 'stir-fried with rice cooked ahead and cooled, so the grains stay separate',
  range: [20, 45],
  cut: 'dice',
  serves: 2,
  steps: [
    {
      kind: 'boil',
      say: '{starch:cook}, then spread it on a tray to cool and dry out. Meanwhile, {prep}.',
      time: 'starch+5|prep',
    },
    {
      kind: 'sear',
      when: 'has:egg',
      say: 'Heat a little of the {fat} in a wok, scramble the {egg} until just set and set aside.',
      time: 'pan:egg',
    },
    {
      kind: 'sear',
      when: 'has:protein',
      say: 'Stir-fry the {protein} in a little more of the {fat} {done:protein}; set aside.',
      time: 'pan:protein',
    },
    {
      kind: 'saute',
      say: 'Heat the rest of the {fat} over high heat, stir-fry the {aromatic+spice} for 30 seconds, then the {early:pan:veg} until tender{late:pan:veg}.',
      time: 'pan:veg+1',
    },
    {
      kind: 'saute',
      say: 'Add the {starch} and stir-fry until hot and lightly toasted, then add the {sauce+acid+sweet}[, return the {protein}][ and the {egg}] and toss well.',
      time: '4',
    },
    { kind: 'finish', say: 'Serve[ topped with {garnishes}].', time: '1' },
  ],
};

export const PILAF: Technique = {
  id: 'pilaf',
  label: 'pilaf',
  how: 'simmered with the rice so each grain takes up the flavour',
  range: [20, 55],
  cut: 'dice',
  serves: 4,
  steps: [
    { kind: 'prep', say: 'Rinse the {starch}. {Prep}.', time: 'prep+1' },
    {
      kind: 'saute',
      say: 'Soften the {aromatic}[ with the {spice}] in the {fat}[, then brown the {protein}][ and add the {early:simmer:veg@18}].',
      time: '5+pan:protein',
    },
    {
      kind: 'simmer',
      say: 'Stir in the rice until glossy, add the {liquid}[ with the {sauce+sweet}], cover and simmer gently until the rice is tender and the liquid absorbed{late:simmer:veg@18}.',
      time: 'starch+2|simmer:protein',
    },
    {
      kind: 'rest',
      say: 'Rest, covered, for 5 minutes, then fluff[ and finish with {garnishes}].',
      time: '5',
    },
  ],
};

export const SLOW_SAUCE_PASTA: Technique = {
  id: 'sauce-pasta',
  label: 'pasta with a simmered sauce',
  how: 'tossed with a tomato sauce simmered while the pasta cooks',
  range: [20, 45],
  cut: 'dice',
  serves: 2,
  steps: [
    {
      kind: 'prep',
      say: 'Bring a large pot of well-salted water to the boil. Meanwhile, {prep}.',
      time: 'prep|6',
    },
    {
      kind: 'saute',
      say: 'Warm the {fat} in a wide pan[ and cook the {protein} {done:protein}], then add the {aromatic+spice} and cook gently until soft[; add the {veg} and cook for a few minutes].',
      time: 'pan:protein+pan:veg+4',
    },
    {
      kind: 'simmer',
      say: 'Add the {liquid}[ and {sauce+acid+sweet}], bring to a bubble and simmer until thickened. Meanwhile, {starch:cooklc}.',
      time: '15|starch',
    },
    {
      kind: 'assemble',
      say: 'Drain the {starch}, keeping a mugful of the cooking water, and toss it in the sauce with a splash of the water.',
      time: '2',
    },
    { kind: 'finish', say: 'Serve[ topped with {garnishes}].', time: '1' },
  ],
};
