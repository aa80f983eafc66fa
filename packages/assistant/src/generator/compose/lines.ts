/**
 * The ingredient lines of a dish, in proportion to its servings, and the name each one goes
 * by in the steps: "300 g chicken thighs", "1 bell pepper", "1 can chickpeas", "2 cloves garlic".
 */
import type { Ingredient } from '@mise/domain/entities/recipe';
import { SEASONING_AMOUNTS } from '../knowledge/seasoning-amounts';
import type { Role } from '../knowledge/types';
import type { AddedPick, DishPlan, MainPick } from './plan';
import { formatQuantity, fractionText, scaledQuantity } from './quantity';

export interface Line extends Ingredient {
  readonly role: Role;
  /** The dictionary name it was chosen by, singular: "lime" for a line of "2 limes". */
  readonly key: string;
  /** What the steps call it: "chicken thighs", "lemon juice", "zucchini noodles". */
  readonly called: string;
  readonly main: boolean;
  /** Other roles it also fills: the butter of a base that a brown-butter step also uses. */
  readonly alsoRoles: readonly Role[];
}

/** Several vegetables share a plate: one alone fills more of it. */
const VEG_SHARE = [1.5, 1, 0.8, 0.7] as const;
const CAN_GRAMS = 240;
const STEP_NAMES: Readonly<Record<string, string>> = { lemon: 'lemon juice', lime: 'lime juice' };
/** Measured by the spoonful, these read in the plural: "2 tbsp pine nuts". */
const SPOONED_PLURALS = new Set([
  'pine nut',
  'peanut',
  'cashew',
  'almond',
  'walnut',
  'sesame seed',
  'pumpkin seed',
  'olive',
  'caper',
  'raisin',
  'red pepper flake',
]);

function plural(name: string): string {
  if (name.endsWith('jalapeno')) return `${name}s`;
  if (name.endsWith('leaf')) return `${name.slice(0, -4)}leaves`;
  if (/(s|x|ch|sh|o)$/.test(name)) return `${name}es`;
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`;
  return `${name}s`;
}

/** Halves for a few ("1 1/2 bell peppers"), whole ones beyond that ("5 tomatoes", not 4 1/2). */
const halves = (value: number) =>
  value >= 2.75 ? Math.round(value) : Math.max(0.5, Math.round(value * 2) / 2);

function mainLine(pick: MainPick, servings: number, vegCount: number): Line {
  const { facts } = pick;
  const share = pick.share * (pick.role === 'veg' ? (VEG_SHARE[vegCount - 1] ?? 0.7) : 1);
  const total = facts.perServing * servings * share;
  const name = pick.stock.entry.name === facts.name ? facts.name : pick.stock.entry.name;
  const own = facts.name === name || pick.key.includes('@');
  const shown = own ? facts.shown : name;
  const line = (amount: string, unit: string, lineName: string) => ({
    name: lineName,
    amount,
    unit,
    role: pick.role,
    key: pick.stock.entry.name,
    called: facts.called ?? (own ? lineName : name),
    main: true,
    alsoRoles: [],
  });
  if (facts.unit === 'g' && facts.eachGrams !== undefined && pick.role === 'legume') {
    const cans = halves(total / CAN_GRAMS);
    return line(fractionText(cans), cans > 1 ? 'cans' : 'can', shown);
  }
  if (facts.unit === 'g' && facts.eachGrams !== undefined) {
    const count = halves(total / facts.eachGrams);
    if (facts.eachUnit !== undefined) {
      return line(fractionText(count), count > 1 ? `${facts.eachUnit}s` : facts.eachUnit, name);
    }
    return line(fractionText(count), 'whole', count > 1 ? shown : name);
  }
  if (facts.unit === 'g') return line(formatQuantity(total, 'g').amount, 'g', shown);
  if (facts.unit === 'head') return line(fractionText(total), 'head', name);
  const count = Math.max(1, Math.round(total));
  return line(String(count), facts.unit, count > 1 ? shown : name);
}

function addedLine(pick: AddedPick, servings: number): Line {
  const text = pick.amount ?? SEASONING_AMOUNTS[pick.name] ?? '1 tsp';
  const { amount, unit } = scaledQuantity(text, servings);
  const counted = unit === 'whole' || unit === 'large';
  const many = counted && (amount.includes(' ') || Number(amount) > 1);
  const name = many || SPOONED_PLURALS.has(pick.name) ? plural(pick.name) : pick.name;
  return {
    name,
    amount,
    unit,
    role: pick.role,
    key: pick.name,
    called: STEP_NAMES[pick.name] ?? name,
    main: false,
    alsoRoles: [],
  };
}

export function linesOf(plan: DishPlan): Line[] {
  const vegCount = plan.mains.filter((pick) => pick.role === 'veg').length;
  const mains = plan.mains.map((pick) => mainLine(pick, plan.servings, vegCount));
  const lines: Line[] = [...mains];
  for (const pick of plan.added) {
    const index = lines.findIndex((line) => line.key === pick.name);
    const known = lines[index];
    if (known === undefined) lines.push(addedLine(pick, plan.servings));
    else if (known.role !== pick.role && !known.alsoRoles.includes(pick.role)) {
      lines[index] = { ...known, alsoRoles: [...known.alsoRoles, pick.role] };
    }
  }
  return lines;
}
