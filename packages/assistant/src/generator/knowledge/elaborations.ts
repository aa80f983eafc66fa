/**
 * Extra components that make a dish a level harder with a real technique, each with its own
 * honest step: velveting meat for a stir-fry, mounting a pan sauce with butter, reducing a
 * braise to a glaze, pounding a curry paste by hand.
 */
import { baseItems } from './base-items';
import type { Elaboration } from './types';

export const VELVET: Elaboration = {
  label: 'velveting the meat first so it stays silky',
  needs: 'protein',
  before: 'sear',
  adds: baseItems('coat:cornstarch|arrowroot'),
  step: {
    kind: 'marinate',
    say: 'Toss the {protein} with the {coat}, a pinch of salt and a splash of the {sauce}, and leave for 15 minutes so it stays silky in the wok.',
    time: '15',
  },
};

export const MOUNTED_SAUCE: Elaboration = {
  label: 'a pan sauce mounted with cold butter',
  before: 'finish',
  adds: baseItems('enrich:butter|ghee|vegan butter'),
  step: {
    kind: 'sauce',
    say: 'Off the heat, swirl the cold {enrich} into the pan sauce a piece at a time until it turns glossy and thickens slightly.',
    time: '2',
  },
};

export const REDUCED_GLAZE: Elaboration = {
  label: 'the braising liquid reduced to a glossy glaze',
  needs: 'protein',
  before: 'finish',
  step: {
    kind: 'simmer',
    say: 'Lift out the {protein}, boil the braising liquid hard until reduced by half and glossy, then return the {protein} and turn it in the glaze.',
    time: '12',
  },
};

export const POUNDED_PASTE: Elaboration = {
  label: 'a curry paste pounded by hand',
  before: 'saute',
  adds: baseItems(
    'aromatic:shallot|onion; aromatic:lemongrass; aromatic:chili pepper; spice:coriander',
  ),
  step: {
    kind: 'prep',
    say: 'Pound the {aromatic} with the {spice} and a pinch of salt in a mortar (or blend with a splash of water) to a smooth paste.',
    time: '15',
  },
};

export const TOASTED_SPICES: Elaboration = {
  label: 'whole spices toasted and ground by hand',
  before: 'saute',
  step: {
    kind: 'prep',
    say: 'Toast the {spice} in a dry pan until fragrant, then grind them finely in a mortar.',
    time: '5',
  },
};

export const CRISP_SHALLOTS: Elaboration = {
  label: 'a topping of shallots fried until crisp',
  before: 'finish',
  adds: baseItems('garnish:shallot'),
  step: {
    kind: 'fry',
    say: 'Fry the thinly sliced {=shallot} in a little hot oil, stirring, until deep golden and crisp; drain on paper towels.',
    time: '8',
  },
};

export const QUICK_PICKLE: Elaboration = {
  label: 'a quick pickle of red onion',
  before: 'prep',
  adds: baseItems('garnish:red onion; acid:vinegar=2 tbsp'),
  step: {
    kind: 'prep',
    say: 'Thinly slice the {=red onion}, cover with the {=vinegar} and a pinch of salt, and leave to turn pink.',
    time: '10',
  },
};

export const PANGRATTATO: Elaboration = {
  label: 'pangrattato, crumbs fried crisp with garlic',
  before: 'finish',
  adds: baseItems('coat:breadcrumb|panko|almond flour=1/3 cup'),
  step: {
    kind: 'fry',
    say: 'Fry the {coat} in a little of the {fat} with a pinch of salt, stirring, until golden and crunchy.',
    time: '4',
  },
};

export const BROWN_BUTTER: Elaboration = {
  label: 'butter browned until nutty',
  before: 'assemble',
  adds: baseItems('enrich:butter|ghee=3 tbsp'),
  step: {
    kind: 'sauce',
    say: 'Melt the {enrich} and let it foam until it turns hazel-brown and smells of toasted nuts; take it off the heat at once.',
    time: '3',
  },
};

export const SALSA_VERDE: Elaboration = {
  label: 'a salsa verde chopped by hand',
  before: 'finish',
  adds: baseItems('herb:parsley=1/2 cup; sauce:caper; acid:red wine vinegar|lemon'),
  step: {
    kind: 'sauce',
    say: 'For the salsa verde, chop the {=parsley} very finely with the {=caper}, then loosen with olive oil and the {=red wine vinegar|lemon}.',
    time: '6',
  },
};

export const CHERMOULA: Elaboration = {
  label: 'a chermoula of herbs and spices pounded by hand',
  before: 'finish',
  adds: baseItems('herb:cilantro=1/2 cup; spice:cumin; spice:paprika|smoked paprika; acid:lemon'),
  step: {
    kind: 'sauce',
    say: 'For the chermoula, chop the {=cilantro} very finely, then pound with a little garlic, the {=cumin}, {=paprika|smoked paprika}, {=lemon} and olive oil.',
    time: '6',
  },
};

export const PISTOU: Elaboration = {
  label: 'a pistou of basil and garlic to swirl in',
  before: 'finish',
  adds: baseItems('herb:basil=1/2 cup'),
  step: {
    kind: 'sauce',
    say: 'Pound the {=basil} with a little garlic and a pinch of salt, then work in olive oil for a pistou to swirl over each bowl.',
    time: '5',
  },
};

export const CHARRED_SALSA: Elaboration = {
  label: 'a charred tomato salsa',
  before: 'finish',
  adds: baseItems('garnish:roma tomato|tomato=2 whole; garnish:jalapeno|chili pepper=1 whole'),
  step: {
    kind: 'sauce',
    say: 'Char the {=roma tomato|tomato} and {=jalapeno|chili pepper} in a dry pan until blackened in spots, then pound with a pinch of salt into a rough salsa.',
    time: '10',
  },
};

export const CHILI_OIL: Elaboration = {
  label: 'a quick chili oil',
  before: 'finish',
  adds: baseItems('spice:red pepper flakes=1 tbsp; garnish:sesame seed'),
  step: {
    kind: 'sauce',
    say: 'For the chili oil, heat 3 tbsp oil until shimmering and pour over the {=red pepper flakes} and {=sesame seed} with a pinch of salt.',
    time: '4',
  },
};
