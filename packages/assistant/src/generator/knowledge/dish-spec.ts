/**
 * Reads dish families from the form the cuisine files write them in. `mains` lists slots:
 * `protein: chicken thigh, chicken drumstick | veg 1-2: bell pepper, mushroom | starch?: rice`
 * — a role, how many (default one; `?` makes the slot optional), and the ingredients that
 * belong in this dish, where `$group` stands for a shared list below.
 */
import type { Difficulty } from '@mise/domain/options';
import { baseItems } from './base-items';
import { defaultElaborations } from './elaboration-defaults';
import type {
  Cuisine,
  Cut,
  DishSpec,
  Elaboration,
  FlavourBase,
  MainRole,
  Slot,
  StepShape,
  Technique,
} from './types';

const GROUPS: Readonly<Record<string, string>> = {
  wokProtein: 'chicken breast, chicken thigh, steak, pork tenderloin, shrimp, tofu, tempeh, seitan',
  wokVeg:
    'broccoli, snow pea, bell pepper, bok choy, mushroom, shiitake mushroom, carrot, green bean, asparagus, cabbage, napa cabbage, zucchini, bean sprout, cauliflower, celery, kale, spinach',
  rice: 'jasmine rice, rice, basmati rice, brown rice, sushi rice',
  noodles: 'noodle, egg noodle, rice noodle, ramen noodle, udon, soba',
  longPasta: 'spaghetti, linguine, fettuccine, angel hair',
  shortPasta: 'penne, rigatoni, fusilli, farfalle, pasta, orzo',
  tortillas: 'corn tortilla, flour tortilla, tortilla, taco shell',
  softTortillas: 'flour tortilla, tortilla, corn tortilla',
  greens: 'spinach, kale, swiss chard, collard greens',
  leaves: 'lettuce, romaine, arugula, salad greens, spinach',
  whiteFish: 'white fish, cod, tilapia, halibut, sea bass',
  fish: 'salmon, trout, white fish, cod, tilapia, halibut, sea bass',
  braiseChicken: 'chicken thigh, chicken drumstick, chicken',
  quickChicken: 'chicken breast, chicken thigh',
  beans: 'black bean, pinto bean, kidney bean',
  grains: 'quinoa, farro, bulgur, couscous, brown rice, rice, barley',
  roastVeg:
    'potato, sweet potato, carrot, bell pepper, zucchini, eggplant, broccoli, cauliflower, butternut squash, brussels sprout, fennel, parsnip, cherry tomato, mushroom, green bean, asparagus, red cabbage, beet',
  meltCheese: 'monterey jack, cheddar, cheese, mozzarella, queso fresco',
};

function expand(list: string): string[] {
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .flatMap((name) => {
      if (!name.startsWith('$')) return [name];
      const group = GROUPS[name.slice(1)];
      if (group === undefined) throw new Error(`Unknown ingredient group ${name}`);
      return expand(group);
    });
}

const MAIN_ROLES: ReadonlySet<string> = new Set<MainRole>([
  'protein',
  'veg',
  'starch',
  'legume',
  'cheese',
  'egg',
  'fruit',
  'side',
]);

function readSlot(text: string): Slot {
  const colon = text.indexOf(':');
  const head = text.slice(0, colon).trim();
  const optional = head.includes('?');
  const [role = '', ...rest] = head.replace('?', '').split(' ');
  if (!MAIN_ROLES.has(role)) throw new Error(`Unknown main role "${role}"`);
  const count = rest.find((part) => /^\d/.test(part)) ?? '1';
  const share = rest.find((part) => part.startsWith('x'));
  const [low = '1', high = low] = count.split('-');
  return {
    role: role as MainRole,
    from: expand(text.slice(colon + 1)),
    min: optional ? 0 : Number(low),
    max: Number(high),
    share: share === undefined ? 1 : Number(share.slice(1)),
  };
}

export interface DishRow {
  readonly id: string;
  readonly cuisine: Cuisine;
  readonly technique: Technique;
  readonly difficulty: Difficulty;
  readonly name: string;
  readonly blurb: string;
  readonly bases: readonly FlavourBase[];
  readonly mains: string;
  readonly adds?: string;
  /** Its harder components; without them, those usual for its technique and cuisine. */
  readonly harder?: Elaboration | readonly Elaboration[];
  readonly steps?: readonly StepShape[];
  readonly serves?: number;
  readonly cut?: Cut;
}

export function dish(row: DishRow): DishSpec {
  return {
    id: row.id,
    cuisine: row.cuisine,
    technique: row.technique,
    difficulty: row.difficulty,
    name: row.name,
    blurb: row.blurb,
    bases: row.bases,
    slots: row.mains.split('|').map(readSlot),
    adds: row.adds === undefined ? [] : baseItems(row.adds),
    harder:
      row.harder === undefined
        ? defaultElaborations(row.technique.id, row.cuisine)
        : Array.isArray(row.harder)
          ? row.harder
          : [row.harder as Elaboration],
    ...(row.steps === undefined ? {} : { steps: row.steps }),
    ...(row.cut === undefined ? {} : { cut: row.cut }),
    serves: row.serves ?? row.technique.serves,
  };
}
