/**
 * Stovetop techniques that cook in minutes: stir-fry, pan-sear, quick pasta, egg dishes,
 * tacos and wraps. Each step's minutes come from the ingredients it cooks (see StepShape), so
 * a stir-fry takes what its chicken and broccoli take and is never stretched to fit a filter.
 */
import type { Technique } from './types';

const garnishAndServe = (extra = '') => ({
  kind: 'finish' as const,
  say: `[Finish with {garnishes}. ]Serve straight away${extra}.`,
  time: '1',
});

export const STIR_FRY: Technique = {
  id: 'stir-fry',
  label: 'stir-fry',
  how: 'tossed fast in a very hot wok',
  range: [8, 35],
  cut: 'bite',
  serves: 2,
  steps: [
    {
      kind: 'boil',
      when: 'has:starch',
      say: '{starch:cook}. Meanwhile, {prep}[, and stir the {sauce+acid+sweet} together with 2 tbsp water].',
      time: 'starch|prep+1',
    },
    {
      kind: 'prep',
      when: 'no:starch',
      say: '{Prep}[, and stir the {sauce+acid+sweet} together with 2 tbsp water].',
      time: 'prep+1',
    },
    {
      kind: 'sear',
      when: 'has:protein',
      say: 'Heat half the {fat} in a wok or large frying pan over high heat. Stir-fry the {protein} {done:protein}, then tip onto a plate.',
      time: 'pan:protein',
    },
    {
      kind: 'saute',
      when: 'has:protein',
      say: 'Add the rest of the {fat}[, stir-fry the {aromatic+spice} for 30 seconds][, then add the {early:pan:veg} and toss over high heat until crisp-tender{late:pan:veg}].',
      time: 'pan:veg+1',
    },
    {
      kind: 'saute',
      when: 'no:protein',
      say: 'Heat the {fat} in a wok or large frying pan over high heat[, stir-fry the {aromatic+spice} for 30 seconds], then add the {early:pan:veg} and toss until crisp-tender{late:pan:veg}.',
      time: 'pan:veg+1',
    },
    {
      kind: 'sauce',
      say: '[Return the {protein} to the wok. ]Pour in the sauce and toss for a minute until everything is glossy.',
      time: '1',
    },
    garnishAndServe('[ with the {starch}]'),
  ],
};

export const PAN_SEAR: Technique = {
  id: 'pan-sear',
  label: 'pan-sear',
  how: 'seared in a hot pan with a quick pan sauce',
  range: [8, 45],
  cut: 'whole',
  serves: 2,
  steps: [
    {
      kind: 'boil',
      when: 'has:starch',
      say: '{starch:cook}. Meanwhile, {prep}, and season the {protein} with [the {spice}, ]salt and pepper.',
      time: 'starch|prep+1',
    },
    {
      kind: 'prep',
      when: 'no:starch',
      say: '{Prep}, and season the {protein} with [the {spice}, ]salt and pepper.',
      time: 'prep+1',
    },
    {
      kind: 'sear',
      say: 'Heat the {fat} in a heavy frying pan over medium-high heat and sear the {protein} {done:protein}, turning once. Set aside to rest.',
      time: 'sear:protein',
    },
    {
      kind: 'saute',
      when: 'has:veg',
      say: 'In the same pan[, cook the {aromatic} for a minute, then] add the {early:pan:veg} and cook until tender{late:pan:veg}.',
      time: 'pan:veg+1',
    },
    {
      kind: 'sauce',
      say: '[Cook the {rest:aromatic} in the pan for 30 seconds. ]Pour [the {liquid} and ]a splash of water into the pan[ with the {sauce+acid+sweet}], scraping up the browned bits, and let it bubble until slightly syrupy.',
      time: '2',
    },
    {
      kind: 'finish',
      say: 'Slice or plate the {protein}[ on the {side}], spoon over the pan sauce[ and serve with the {veg}][ and {starch}][, finished with {garnishes}].',
      time: '1',
    },
  ],
};

export const QUICK_PASTA: Technique = {
  id: 'pasta',
  label: 'pasta',
  how: 'tossed with a quick pan sauce while the pasta cooks',
  range: [10, 35],
  cut: 'dice',
  serves: 2,
  steps: [
    {
      kind: 'prep',
      say: 'Bring a large pot of well-salted water to the boil. Meanwhile, {prep}.',
      time: 'prep|6',
    },
    {
      kind: 'boil',
      say: '{starch:cook}. Meanwhile, warm the {fat} in a wide pan[ and cook the {protein} {done:protein}][, then add the {aromatic+spice+sauce} and cook until fragrant][; add the {early:pan:veg} and cook until tender{late:pan:veg}].',
      time: 'starch|pan:protein+pan:veg+2',
    },
    {
      kind: 'assemble',
      say: 'Drain the {starch}, keeping a mugful of the cooking water, and toss it in the pan with a splash of the water[ and the {liquid}] until the sauce clings.',
      time: '2',
    },
    { kind: 'finish', say: 'Serve[ topped with {garnishes}].', time: '1' },
  ],
};

export const VEG_NOODLES: Technique = {
  id: 'veg-noodles',
  label: 'vegetable noodles',
  how: 'tossed briefly in the pan so the vegetable noodles keep their bite',
  range: [8, 25],
  cut: 'dice',
  serves: 2,
  steps: [
    { kind: 'prep', say: '{Prep}.', time: 'prep' },
    {
      kind: 'saute',
      say: 'Warm the {fat} in a wide pan[ and cook the {protein} {done:protein}][, then add the {aromatic+spice+sauce} and cook until fragrant][; add the {early:pan:veg} and cook until tender{late:pan:veg}].',
      time: 'pan:protein+pan:veg+2',
    },
    {
      kind: 'assemble',
      say: 'Add the {starch} and toss for 2 minutes, just until they soften.',
      time: '2',
    },
    { kind: 'finish', say: 'Serve[ topped with {garnishes}].', time: '1' },
  ],
};

export const SCRAMBLE: Technique = {
  id: 'scramble',
  label: 'soft scramble',
  how: 'scrambled softly over gentle heat',
  range: [5, 18],
  cut: 'dice',
  serves: 2,
  steps: [
    { kind: 'prep', say: '{Prep}, and beat the {egg} with a pinch of salt.', time: 'prep+1' },
    {
      kind: 'saute',
      say: 'Warm the {fat} in a frying pan[ and cook the {protein} {done:protein}][, then soften the {aromatic+spice}][ and cook the {early:pan:veg} until tender{late:pan:veg}][, seasoning with the {sauce+acid+sweet}].',
      time: 'pan:protein+pan:veg+2',
    },
    {
      kind: 'sear',
      say: 'Pour in the eggs and stir gently over low heat until just set[, folding in the {cheese}][ and the {starch}].',
      time: 'pan:egg',
    },
    garnishAndServe(),
  ],
};

export const FRITTATA: Technique = {
  id: 'frittata',
  label: 'frittata',
  how: 'set on the hob and finished in the oven',
  range: [20, 40],
  cut: 'dice',
  serves: 4,
  steps: [
    {
      kind: 'prep',
      say: 'Heat the oven to 200°C (400°F). {Prep}, and whisk the {egg} with salt and pepper.',
      time: 'prep+2',
    },
    {
      kind: 'saute',
      say: 'Warm the {fat} in an ovenproof frying pan[, soften the {aromatic}][ and cook the {protein} {done:protein}], then cook the {early:pan:veg} until tender{late:pan:veg}.',
      time: 'pan:protein+pan:veg+3',
    },
    {
      kind: 'sear',
      say: 'Pour in the eggs[, scatter over the {cheese}] and cook undisturbed until the edges set.',
      time: '4',
    },
    { kind: 'bake', say: 'Bake until just set in the centre.', time: 'roast:egg' },
    {
      kind: 'rest',
      say: 'Rest for a few minutes, then cut into wedges[ and finish with {garnishes}].',
      time: '3',
    },
  ],
};

export const SHAKSHUKA: Technique = {
  id: 'eggs-in-sauce',
  label: 'eggs poached in sauce',
  how: 'poached gently in a thick, spiced sauce',
  range: [18, 40],
  cut: 'dice',
  serves: 2,
  steps: [
    { kind: 'prep', say: '{Prep}.', time: 'prep' },
    {
      kind: 'saute',
      say: 'Warm the {fat} in a deep frying pan and soften the {aromatic}[ with the {spice+sauce}].',
      time: '5',
    },
    {
      kind: 'simmer',
      say: 'Add the {early:simmer:veg}[ with the {liquid}] and simmer until thick and jammy{late:simmer:veg}[, then stir in the {acid+sweet}].',
      time: 'simmer:veg|10',
    },
    {
      kind: 'simmer',
      say: 'Make wells in the sauce, crack in the {egg}, cover and cook until the whites are set but the yolks still soft.',
      time: 'simmer:egg',
    },
    garnishAndServe('[ with the {starch}]'),
  ],
};

export const TACOS: Technique = {
  id: 'tacos',
  label: 'tacos',
  how: 'cooked hot and fast and piled into warm tortillas',
  range: [10, 35],
  cut: 'bite',
  serves: 2,
  steps: [
    { kind: 'prep', say: '{Prep}.', time: 'prep' },
    {
      kind: 'sear',
      when: 'has:protein',
      say: 'Heat the {fat} in a large frying pan over high heat and cook the {protein}[ with the {aromatic+spice+sauce}] {done:protein}[; add the {early:pan:veg} and cook until tender{late:pan:veg}][, splashing in the {acid} at the end].',
      time: 'pan:protein+pan:veg',
    },
    {
      kind: 'saute',
      when: 'no:protein',
      say: 'Heat the {fat} in a large frying pan[, soften the {aromatic}], then cook the {early:pan:veg,legume}[ with the {spice+sauce}] until tender and lightly charred{late:pan:veg,legume}.',
      time: 'pan:veg,legume+2',
    },
    { kind: 'boil', say: '{starch:cook}.', time: 'starch' },
    {
      kind: 'assemble',
      say: 'Fill the {starch} with the filling[, top with the {side}][ and finish with {garnishes}].',
      time: '2',
    },
  ],
};

export const WRAPS: Technique = {
  id: 'lettuce-wraps',
  label: 'lettuce wraps',
  how: 'cooked fast and spooned into crisp lettuce cups',
  range: [10, 25],
  cut: 'dice',
  serves: 2,
  steps: [
    { kind: 'prep', say: '{Prep}.', time: 'prep' },
    {
      kind: 'sear',
      say: 'Heat the {fat} in a frying pan over high heat and cook the {protein}[ with the {aromatic+spice}] {done:protein}, breaking it up[; add the {veg} for the last few minutes].',
      time: 'pan:protein|pan:veg',
    },
    {
      kind: 'sauce',
      say: 'Stir in [the {sauce+sweet}][ and the {acid}] with a splash of water, then take off the heat.',
      time: '1',
    },
    {
      kind: 'assemble',
      say: 'Spoon the filling into the {starch}[ with the {side}][ and top with {garnishes}].',
      time: '2',
    },
  ],
};

export const QUESADILLA: Technique = {
  id: 'quesadilla',
  label: 'quesadilla',
  how: 'griddled until the cheese melts',
  range: [8, 25],
  cut: 'dice',
  serves: 2,
  steps: [
    { kind: 'prep', say: '{Prep}.', time: 'prep' },
    {
      kind: 'saute',
      when: 'has:protein',
      say: 'Cook the {protein}[ with the {veg}] in the {fat} {done:protein}[, with the {spice}].',
      time: 'pan:protein|pan:veg',
    },
    {
      kind: 'saute',
      when: 'no:protein',
      say: 'Cook the {early:pan:veg,legume} in the {fat}[ with the {spice}] until tender{late:pan:veg,legume}.',
      time: 'pan:veg,legume',
    },
    {
      kind: 'sear',
      say: 'Scatter the {cheese} and the filling over half of each of the {starch}, fold, and cook in a dry pan until crisp and the cheese melts, turning once.',
      time: '6',
    },
    {
      kind: 'finish',
      say: 'Cut into wedges and serve[ with {garnishes}].',
      time: '1',
    },
  ],
};
