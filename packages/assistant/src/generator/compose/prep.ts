/**
 * The preparation a dish needs before the heat goes on, worded per ingredient and cut ("cut the
 * broccoli into small florets, slice the chicken breasts into thin strips and mince the garlic
 * and ginger") and timed from each ingredient's own prep minutes, never padded.
 */
import type { Cut } from '../knowledge/types';
import type { Line } from './lines';
import type { DishPlan } from './plan';
import { listed } from './words';

/** Flavour-base ingredients that want a knife: phrase and minutes for two servings. */
const BASE_PREP: Readonly<Record<string, readonly [phrase: string, minutes: number]>> = {
  onion: ['finely chop the {x}', 1.5],
  'red onion': ['thinly slice the {x}', 1],
  'sweet onion': ['finely chop the {x}', 2],
  shallot: ['finely chop the {x}', 1],
  leek: ['slice and rinse the {x}', 2],
  garlic: ['mince the {x}', 1],
  ginger: ['grate the {x}', 1],
  lemongrass: ['finely chop the {x}', 1],
  'green onion': ['slice the {x}', 1],
  carrot: ['finely dice the {x}', 2],
  celery: ['finely dice the {x}', 1],
  'chili pepper': ['seed and finely chop the {x}', 1],
  jalapeno: ['seed and finely chop the {x}', 1],
  basil: ['tear the {x}', 0.5],
  cilantro: ['chop the {x}', 0.5],
  parsley: ['chop the {x}', 0.5],
  mint: ['chop the {x}', 0.5],
  dill: ['chop the {x}', 0.5],
  chive: ['chop the {x}', 0.5],
  rosemary: ['chop the {x}', 0.5],
  sage: ['chop the {x}', 0.5],
};

export interface Prep {
  readonly text: string;
  readonly minutes: number;
  /** What the minutes are made of, for the recipe's explanation. */
  readonly parts: readonly { readonly name: string; readonly minutes: number }[];
}

/** Prep takes longer for more servings, but less than in proportion. */
export const prepScale = (servings: number) => (servings / 2) ** 0.6;

export function prepOf(plan: DishPlan, lines: readonly Line[], cut: Cut): Prep {
  const phrases = new Map<string, string[]>();
  const parts: { name: string; minutes: number }[] = [];
  const add = (template: string, name: string, minutes: number) => {
    if (template === '') return;
    phrases.set(template, [...(phrases.get(template) ?? []), name]);
    parts.push({ name, minutes });
  };
  plan.mains.forEach((pick, index) => {
    const line = lines[index];
    if (line === undefined) return;
    const raw = pick.role === 'side' || pick.role === 'fruit';
    // A salad's chicken is seared whole and sliced, not cut up raw.
    const cooked = cut === 'raw' && pick.role === 'protein' && pick.facts.minutes.raw === undefined;
    const own = raw ? 'raw' : cooked ? 'whole' : cut;
    const template = pick.facts.prep[own] ?? pick.facts.prep.any ?? '';
    add(template, line.name, pick.facts.prepMinutes);
  });
  for (const line of lines.slice(plan.mains.length)) {
    const prep = BASE_PREP[line.name] ?? BASE_PREP[line.name.replace(/e?s$/, '')];
    if (prep !== undefined) add(prep[0], line.name, prep[1]);
  }
  const clauses = [...phrases].map(([template, names]) => template.replace('{x}', listed(names)));
  const scale = prepScale(plan.servings);
  const minutes = Math.max(
    1,
    Math.round(parts.reduce((sum, part) => sum + part.minutes, 0) * scale),
  );
  return {
    text: clauses.length > 0 ? listed(clauses) : 'set out the ingredients',
    minutes,
    parts: parts.map((part) => ({ ...part, minutes: part.minutes * scale })),
  };
}
