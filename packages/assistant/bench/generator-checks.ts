/**
 * What `pnpm bench:generator` checks on each generated recipe, judged from the recipe itself
 * and the dictionary rather than from the generator's own bookkeeping where it can be.
 */
import { findIngredient } from '@mise/catalog/ingredients';
import type { Recipe } from '@mise/domain/entities/recipe';
import { entryFitsDiet } from '../src/generator/diet';
import type { DishWhy, GeneratorFilters } from '../src/generator/generate-recipe';
import { pairs } from '../src/generator/knowledge/pairings';
import { cookTimeFits } from '../src/generator/timing';

export type Violation = 'diet' | 'cuisine' | 'difficulty' | 'time';

export function violations(recipe: Recipe, filters: GeneratorFilters): Violation[] {
  const found: Violation[] = [];
  const { diet } = filters;
  const breaksDiet = recipe.ingredients.some(({ name }) => {
    const entry = findIngredient(name);
    return diet !== 'any' && (entry === undefined || !entryFitsDiet(entry, diet));
  });
  if (breaksDiet) found.push('diet');
  if (filters.cuisine !== 'any' && recipe.cuisine !== filters.cuisine) found.push('cuisine');
  if (filters.difficulty !== 'any' && recipe.difficulty !== filters.difficulty) {
    found.push('difficulty');
  }
  const steps = recipe.instructions.reduce((sum, step) => sum + (step.duration ?? 0), 0);
  if (!cookTimeFits(recipe.cookTime, filters.cookTime) || steps !== recipe.cookTime) {
    found.push('time');
  }
  return found;
}

/** Hands-on preparation a step may honestly take per thing it prepares, and at most. */
const PREP_MINUTES_PER_ITEM = 6;
const PREP_MINUTES_MOST = 25;
/** A step that only finishes, tosses, rests or dresses never takes long. */
const SHORT_KINDS: Readonly<Record<string, number>> = {
  finish: 3,
  assemble: 25,
  sauce: 15,
  rest: 30,
};

export interface TimeCheck {
  /** Total time outside the natural range of the dish's technique. */
  readonly outsideTechnique: boolean;
  /** Steps longer than what they do can take. */
  readonly paddedSteps: number;
}

export function timeCheck(recipe: Recipe, why: DishWhy): TimeCheck {
  const [low, high] = why.technique.range;
  let padded = 0;
  why.steps.forEach((step, index) => {
    const duration = recipe.instructions[index]?.duration ?? 0;
    const longest = SHORT_KINDS[step.kind];
    if (longest !== undefined && duration > longest) padded += 1;
    if (step.kind === 'prep' && step.rule.startsWith('prep')) {
      const items = Math.max(1, why.prep.length);
      if (duration > Math.min(PREP_MINUTES_MOST, items * PREP_MINUTES_PER_ITEM)) padded += 1;
    }
    // The step must take exactly what its rule gave: nothing added to reach a filter.
    if (duration !== step.minutes) padded += 1;
  });
  return { outsideTechnique: recipe.cookTime < low || recipe.cookTime > high, paddedSteps: padded };
}

/** Pairs of mains the pairing knowledge does not vouch for (starches aside). */
export function unpairedMains(why: DishWhy): number {
  const mains = why.mains.filter((main) => main.role !== 'starch').map((main) => main.name);
  let unpaired = 0;
  mains.forEach((name, index) => {
    for (const other of mains.slice(index + 1)) if (!pairs(name, other)) unpaired += 1;
  });
  return unpaired;
}

/** Ingredient lines no step mentions (salt and pepper aside). */
export function unmentioned(recipe: Recipe): string[] {
  const text = recipe.instructions.map((step) => step.instruction.toLowerCase()).join(' ');
  return recipe.ingredients
    .map(({ name }) => name)
    .filter((name) => name !== 'salt' && name !== 'black pepper')
    .filter((name) => {
      const words = name.toLowerCase().replace(/(es|s)$/, '');
      const juice = name === 'lemon' || name === 'lime' ? `${name} juice` : words;
      return !text.includes(words) && !text.includes(juice);
    });
}

/** Two recipes of one result alike: same name, same family, or the same mains. */
export function duplicates(dishes: readonly { recipe: Recipe; why: DishWhy }[]): number {
  let found = 0;
  dishes.forEach((dish, index) => {
    for (const other of dishes.slice(index + 1)) {
      const sameMains =
        dish.why.mains
          .map((main) => main.name)
          .sort()
          .join('|') ===
        other.why.mains
          .map((main) => main.name)
          .sort()
          .join('|');
      if (
        dish.recipe.name === other.recipe.name ||
        dish.why.family === other.why.family ||
        sameMains
      ) {
        found += 1;
      }
    }
  });
  return found;
}
