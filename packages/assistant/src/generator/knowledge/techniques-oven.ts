/**
 * Oven, grill and no-cook techniques: traybakes, baked dishes with steps of their own, grilled
 * marinated meat, bowls, salads and assembled plates.
 */
import type { Technique } from './types';

export const TRAYBAKE: Technique = {
  id: 'traybake',
  label: 'traybake',
  how: 'roasted together on one tray in a hot oven',
  range: [20, 100],
  cut: 'roast',
  serves: 2,
  steps: [
    { kind: 'prep', say: 'Heat the oven to 220°C (425°F). {Prep}.', time: 'prep|10' },
    {
      kind: 'roast',
      say: 'Toss the {early:roast:protein,veg,legume,starch,cheese} with the {fat}, [{aromatic+spice+sauce}, ]salt and pepper, spread out on a large tray and roast until everything is golden at the edges{late:roast:protein,veg,legume,starch,cheese}.',
      time: 'roast:protein,veg,legume,starch,cheese',
    },
    {
      kind: 'rest',
      when: 'has:protein',
      say: 'Rest for 5 minutes[, then drizzle over the {rest:acid+sweet}][ and finish with {garnishes}].',
      time: '5',
    },
    {
      kind: 'finish',
      when: 'no:protein',
      say: '[Drizzle over the {rest:acid+sweet}. ][Finish with {garnishes}. ]Serve straight from the tray.',
      time: '2',
    },
  ],
};

/** Baked dishes (lasagna, enchiladas, moussaka) bring their own steps; this is their family. */
export const BAKE: Technique = {
  id: 'bake',
  label: 'bake',
  how: 'assembled and baked until bubbling',
  range: [35, 150],
  cut: 'dice',
  serves: 4,
  steps: [],
};

export const GRILL: Technique = {
  id: 'grill',
  label: 'grill',
  how: 'marinated, then charred on a very hot grill',
  range: [35, 75],
  cut: 'chunk',
  serves: 2,
  steps: [
    {
      kind: 'marinate',
      say: '{Prep}. Mix the {aromatic}[ with the {spice}][, {sauce+sweet}][, {acid}] and half the {fat}; coat the {protein} and leave to marinate.',
      time: 'prep+30',
    },
    {
      kind: 'sear',
      say: 'Heat a griddle pan or grill until very hot and cook the {protein} {done:protein}, turning once.',
      time: 'sear:protein',
    },
    { kind: 'rest', say: 'Rest for a few minutes[ while you {starch:cooklc}].', time: '3|starch' },
    {
      kind: 'finish',
      say: 'Serve with the {side}[ and {starch}][, finished with {garnishes}].',
      time: '2',
    },
  ],
};

export const BOWL: Technique = {
  id: 'bowl',
  label: 'bowl',
  how: 'built over a warm grain with a punchy dressing',
  range: [15, 55],
  cut: 'bite',
  serves: 2,
  steps: [
    { kind: 'boil', say: '{starch:cook}. Meanwhile, {prep}.', time: 'starch|prep' },
    {
      kind: 'sear',
      when: 'has:protein',
      say: 'Heat half the {fat} in a frying pan and cook the {protein}[ with the {spice}] {done:protein}.',
      time: 'pan:protein',
    },
    {
      kind: 'sear',
      when: 'has:egg',
      say: 'Fry the {egg} in a little of the {fat} until the whites are set and the yolks still runny.',
      time: 'sear:egg',
    },
    {
      kind: 'saute',
      when: 'has:veg',
      say: 'Cook the {early:pan:veg}[ with the {aromatic+spice}] in the rest of the {fat} until just tender{late:pan:veg}.',
      time: 'pan:veg',
    },
    {
      kind: 'sauce',
      say: 'Whisk [the {sauce+acid+sweet}, ][the {rest:aromatic+spice}, ]a pinch of salt and a spoonful of water[ with the rest of the {fat}] for the dressing.',
      time: '1',
    },
    {
      kind: 'assemble',
      say: 'Divide the {starch} between bowls, arrange the {bowl} on top, spoon over the dressing[ and finish with {garnishes}].',
      time: '2',
    },
  ],
};

export const SALAD: Technique = {
  id: 'salad',
  label: 'salad',
  how: 'tossed raw and crisp with a sharp dressing',
  range: [3, 30],
  cut: 'raw',
  serves: 2,
  steps: [
    {
      kind: 'boil',
      when: 'has:starch',
      say: '{starch:cook}, then spread out to cool a little.',
      time: 'starch+2',
    },
    { kind: 'prep', say: '{Prep}.', time: 'prep' },
    {
      kind: 'sear',
      when: 'cook:protein',
      say: 'Season the {protein} and sear in a hot pan with a little of the {fat} {done:protein}, then slice.',
      time: 'sear:protein',
    },
    {
      kind: 'boil',
      when: 'has:egg',
      say: 'Lower the {egg} into boiling water for 9 minutes, cool in cold water, then peel and halve.',
      time: 'boil:egg+2',
    },
    {
      kind: 'sear',
      when: 'cook:cheese',
      say: 'Sear the {cheese} in a dry pan until golden on both sides.',
      time: 'sear:cheese',
    },
    {
      kind: 'sauce',
      say: 'Whisk the {fat} with the {acid}[ and {sauce+sweet}], then season with salt, pepper[ and the {aromatic+spice}].',
      time: '2',
    },
    {
      kind: 'assemble',
      say: 'Toss the {mix} with the dressing[, top with {top}] and serve.',
      time: '1',
    },
  ],
};

export const PLATE: Technique = {
  id: 'assembled',
  label: 'no-cook plate',
  how: 'assembled from good raw ingredients',
  range: [3, 15],
  cut: 'raw',
  serves: 2,
  steps: [
    { kind: 'boil', when: 'has:starch', say: '{starch:cook}.', time: 'starch' },
    { kind: 'prep', say: '{Prep}.', time: 'prep' },
    {
      kind: 'assemble',
      say: 'Arrange the {veg+fruit+side+legume}[ with the {cheese}][ on the {starch}], then dress with the {fat}[, {acid}][, {aromatic}] and a pinch of salt[ and finish with {garnishes}].',
      time: '2',
    },
  ],
};

/** Families whose dishes bring their own steps; each keeps its natural time range. */
function ownSteps(
  id: string,
  label: string,
  how: string,
  range: readonly [number, number],
  serves = 2,
): Technique {
  return { id, label, how, range, cut: 'dice', serves, steps: [] };
}

export const CURE = ownSteps(
  'cure',
  'citrus cure',
  'cured in lime juice until just opaque',
  [15, 40],
);
export const CONGEE = ownSteps(
  'congee',
  'congee',
  'simmered slowly until the rice breaks down into a silky porridge',
  [60, 120],
  4,
);
export const ROLLS = ownSteps(
  'rolls',
  'fresh rolls',
  'rolled up raw and crisp in soft rice paper',
  [15, 45],
);
export const DEEP_FRY = ownSteps(
  'deep-fry',
  'deep-fry',
  'dipped in a light batter and fried until crisp',
  [15, 45],
);
export const OMELETTE = ownSteps(
  'omelette',
  'rolled omelette',
  'cooked in thin layers and rolled',
  [5, 15],
);
export const DUMPLINGS = ownSteps(
  'dumplings',
  'dumplings',
  'folded by hand, then pan-fried and steamed',
  [35, 80],
);
export const BLEND = ownSteps('blend', 'whipped dip', 'blended smooth and spooned over', [5, 15]);
export const STEEP = ownSteps(
  'steep',
  'slow steep',
  'simmered gently and left to steep in a spiced broth',
  [60, 150],
  4,
);
export const SHALLOW_FRY = ownSteps(
  'shallow-fry',
  'shallow-fry',
  'fried in a shallow layer of hot oil until golden',
  [5, 50],
);
export const STEAM = ownSteps(
  'steam',
  'steamed open',
  'steamed open in a fragrant broth',
  [10, 30],
);

export const SAUTE: Technique = {
  id: 'saute',
  label: 'sauté',
  how: 'sautéed quickly in a wide pan',
  range: [5, 30],
  cut: 'dice',
  serves: 2,
  steps: [
    { kind: 'prep', say: '{Prep}.', time: 'prep' },
    {
      kind: 'saute',
      say: 'Warm the {fat} in a wide frying pan[, soften the {aromatic}][ with the {spice}], then add the {early:pan:veg,legume,protein} and cook, stirring, until tender{late:pan:veg,legume,protein}.',
      time: '2+pan:veg,legume,protein',
    },
    {
      kind: 'finish',
      say: 'Season to taste[ with the {sauce+acid+sweet}][ and finish with {garnishes}].',
      time: '1',
    },
  ],
};
