/** Every dish family the generator knows, by cuisine. */
import { ASIAN_DISHES } from './dishes-asian';
import { ITALIAN_DISHES } from './dishes-italian';
import { MEDITERRANEAN_DISHES } from './dishes-mediterranean';
import { MEXICAN_DISHES } from './dishes-mexican';
import { PANTRY_CLASSICS, QUICK_CLASSICS } from './dishes-quick-classics';
import { PILAFS, SLOW_CLASSICS, VEGETABLE_BAKES } from './dishes-slow-classics';
import type { DishSpec } from './types';

export const DISHES: readonly DishSpec[] = [
  ...ITALIAN_DISHES,
  ...ASIAN_DISHES,
  ...MEXICAN_DISHES,
  ...MEDITERRANEAN_DISHES,
  ...QUICK_CLASSICS,
  ...PANTRY_CLASSICS,
  ...SLOW_CLASSICS,
  ...PILAFS,
  ...VEGETABLE_BAKES,
];
