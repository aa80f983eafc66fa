/**
 * How each shape of ingredient is prepared for each cut a technique asks for: florets for a
 * stir-fry, wedges for a roast, grated for a raw salad. `{x}` is the ingredient as the recipe
 * calls it; an empty phrase means it goes in as it is (peas, canned tomatoes, ground meat).
 */
import type { Cut } from './types';

type Phrases = Readonly<Partial<Record<Cut | 'any', string>>>;

export const PREP_STYLES = {
  none: { any: '' },
  florets: {
    any: 'cut the {x} into florets',
    bite: 'cut the {x} into small florets',
    dice: 'chop the {x} into small florets',
    raw: 'cut the {x} into small florets',
  },
  leafy: {
    any: 'wash and roughly chop the {x}',
    raw: 'wash the {x}, strip out any tough stems and slice thinly',
  },
  tender: { any: 'rinse the {x}', raw: 'wash and dry the {x}' },
  lettuce: { any: 'wash, dry and tear the {x}', bite: 'wash and shred the {x}' },
  cabbage: {
    any: 'shred the {x}',
    raw: 'finely shred the {x}',
    chunk: 'cut the {x} into wedges',
    roast: 'cut the {x} into wedges',
  },
  bokchoy: { any: 'halve the {x} lengthwise and rinse out any grit' },
  root: {
    any: 'peel and slice the {x}',
    bite: 'peel the {x} and cut into thin matchsticks',
    chunk: 'peel the {x} and cut into chunks',
    dice: 'peel and dice the {x}',
    raw: 'peel and coarsely grate the {x}',
    grate: 'peel and coarsely grate the {x}',
    roast: 'peel the {x} and cut into batons',
  },
  tuber: {
    any: 'peel the {x} and cut into chunks',
    bite: 'peel the {x} and cut into small cubes',
    dice: 'peel and dice the {x}',
    roast: 'cut the {x} into wedges',
    whole: 'scrub the {x}',
    grate: 'peel and coarsely grate the {x}',
    slice: 'peel and thinly slice the {x}',
  },
  squash: {
    any: 'peel, seed and cube the {x}',
    roast: 'peel, seed and cut the {x} into wedges',
    bite: 'peel, seed and cut the {x} into small cubes',
  },
  softveg: {
    any: 'dice the {x}',
    bite: 'halve the {x} lengthwise and slice into half-moons',
    chunk: 'cut the {x} into chunks',
    raw: 'thinly slice the {x}',
    grate: 'coarsely grate the {x}',
    slice: 'thinly slice the {x}',
    roast: 'cut the {x} into thick rounds',
  },
  eggplant: {
    any: 'cut the {x} into cubes',
    bite: 'cut the {x} into batons',
    roast: 'cut the {x} into thick slices',
    chunk: 'cut the {x} into large cubes',
  },
  pepper: {
    any: 'seed and dice the {x}',
    bite: 'seed the {x} and slice into strips',
    chunk: 'seed the {x} and cut into wide strips',
    raw: 'seed and thinly slice the {x}',
    roast: 'seed the {x} and cut into wide strips',
  },
  chili: { any: 'seed and finely chop the {x}' },
  tomato: { any: 'chop the {x}', raw: 'cut the {x} into wedges', roast: 'halve the {x}' },
  halve: { any: 'halve the {x}' },
  mushroom: { any: 'slice the {x}', chunk: 'quarter the {x}', roast: 'halve the {x}' },
  pod: { any: 'trim the {x}', chunk: 'trim and halve the {x}' },
  asparagus: {
    any: 'snap the woody ends off the {x} and cut into short lengths',
    roast: 'snap the woody ends off the {x}',
  },
  slice: { any: 'slice the {x}' },
  thin: { any: 'thinly slice the {x}', chunk: 'halve the {x}', roast: 'halve the {x}' },
  beet: {
    any: 'peel and dice the {x}',
    roast: 'peel the {x} and cut into wedges',
    raw: 'peel and grate the {x}',
  },
  fennel: {
    any: 'trim and thinly slice the {x}',
    chunk: 'cut the {x} into wedges',
    roast: 'cut the {x} into wedges',
  },
  sprouts: { any: 'trim and halve the {x}', raw: 'trim and finely shred the {x}' },
  trim: { any: 'trim and slice the {x}', roast: 'trim the {x}' },
  quarter: { any: 'drain and quarter the {x}' },
  pit: { any: 'pit and halve the {x}' },
  rinse: { any: 'rinse the {x}' },
  avocado: { any: 'halve, pit and slice the {x}', dice: 'halve, pit and dice the {x}' },
  husk: { any: 'husk, rinse and quarter the {x}' },
  chop: { any: 'roughly chop the {x}' },
  // Proteins
  boneless: {
    any: 'cut the {x} into bite-size pieces',
    bite: 'slice the {x} into thin strips',
    chunk: 'cut the {x} into large chunks',
    whole: 'pound the {x} to an even thickness',
    roast: 'pat the {x} dry',
  },
  thigh: {
    any: 'cut the {x} into bite-size pieces',
    bite: 'slice the {x} into thin strips',
    chunk: 'cut the {x} into large chunks',
    whole: 'pat the {x} dry',
    roast: 'pat the {x} dry',
  },
  bonein: { any: 'pat the {x} dry' },
  steak: {
    any: 'pat the {x} dry',
    bite: 'slice the {x} thinly across the grain',
    chunk: 'cut the {x} into chunks',
  },
  stew: {
    any: 'cut the {x} into 4 cm (1½ in) chunks',
    roast: 'pat the {x} dry',
    dice: 'cut the {x} into small cubes',
  },
  tenderloin: {
    any: 'trim the {x}',
    bite: 'slice the {x} into thin medallions',
    chunk: 'cut the {x} into chunks',
  },
  sausage: { any: 'slice the {x} into rounds', dice: 'squeeze the {x} out of the casings' },
  crumble: { any: 'crumble the {x}' },
  tear: { any: 'tear the {x} into strips' },
  fillet: {
    any: 'pat the {x} dry',
    bite: 'cut the {x} into chunks',
    chunk: 'cut the {x} into large chunks',
    raw: 'cut the {x} into small cubes',
  },
  shrimp: { any: 'peel and devein the {x}' },
  scallop: { any: 'pat the {x} dry and pull off the small side muscles' },
  squid: { any: 'slice the {x} into rings' },
  shellfish: { any: 'scrub the {x}, discarding any that stay open' },
  tofu: {
    any: 'press the {x} dry and cut into cubes',
    whole: 'press the {x} dry and slice into slabs',
    chunk: 'press the {x} dry and cut into large cubes',
  },
  drain: { any: 'drain the {x}' },
  shred: { any: 'shred the {x}' },
  beans: { any: 'drain and rinse the {x}' },
  grate: { any: 'grate the {x}' },
  cube: { any: 'cut the {x} into cubes' },
  // Fruit
  peel: { any: 'peel and dice the {x}' },
  core: { any: 'core and slice the {x}' },
  seeds: { any: 'take the seeds out of the {x}' },
  segment: { any: 'peel and segment the {x}' },
  hull: { any: 'hull and slice the {x}' },
  // Stand-ins
  spiralise: { any: 'spiralise the zucchini into noodles' },
  rice: { any: 'blitz the cauliflower into rice-size grains' },
  cups: { any: 'separate the lettuce into cups, then wash and dry them' },
} as const satisfies Record<string, Phrases>;

export type PrepStyle = keyof typeof PREP_STYLES;
