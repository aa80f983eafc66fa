/**
 * A chosen dish as a Recipe (spec §3), and its explanation: which technique and why it takes
 * the time it does, which flavour base, which mains from the pantry and how they pair.
 */
import type { Recipe } from '@mise/domain/entities/recipe';
import type { Difficulty } from '@mise/domain/options';
import { dietsSatisfiedBy } from '../diet';
import type { MainRole } from '../knowledge/types';
import type { Candidate } from './candidates';
import { dishDescription, dishName, pairingsOf } from './describe';
import type { Line } from './lines';
import { timedSteps, type TimedStep } from './steps';

export interface DishWhy {
  readonly family: string;
  readonly technique: {
    readonly id: string;
    readonly label: string;
    readonly range: readonly [number, number];
  };
  readonly flavourBase: { readonly id: string; readonly label: string; readonly items: string[] };
  readonly mains: readonly {
    readonly name: string;
    readonly role: MainRole;
    readonly daysLeft: number | undefined;
  }[];
  readonly pairings: readonly [string, string][];
  readonly difficulty: { readonly level: Difficulty; readonly harder: readonly string[] };
  readonly steps: readonly Pick<TimedStep, 'kind' | 'minutes' | 'rule'>[];
  readonly prep: readonly { readonly name: string; readonly minutes: number }[];
  readonly minutes: number;
}

/** Salt and pepper season every dish; they are listed when the base does not name them. */
const SEASONING = [
  { name: 'salt', amount: '1/2', unit: 'tsp' },
  { name: 'black pepper', amount: '1/4', unit: 'tsp' },
] as const;

function stepsOf(candidate: Candidate): TimedStep[] {
  const steps = timedSteps(candidate.plan, candidate.lines, candidate.prep);
  // Candidates were timed by the same rules, so every step has its minutes.
  if (steps === undefined) throw new Error(`${candidate.plan.spec.id} lost its timing`);
  return steps;
}

/**
 * A flavour-base item no step ends up using (the oil of a base whose dish is poached, the sugar
 * of a glaze a soup does not need) is left off the list: the recipe lists what it uses.
 */
function usedLines(lines: readonly Line[], steps: readonly TimedStep[]): Line[] {
  const text = steps.map((step) => step.text.toLowerCase()).join(' ');
  return lines.filter(
    (line) =>
      line.main ||
      [line.called, line.name, line.key].some((word) => text.includes(word.toLowerCase())),
  );
}

export function toRecipe(candidate: Candidate, id: string, now: string, rating: number): Recipe {
  const { plan } = candidate;
  const steps = stepsOf(candidate);
  const lines = usedLines(candidate.lines, steps);
  const named = new Set(lines.map((line) => line.name));
  const ingredients = [
    ...lines.map(({ name, amount, unit }) => ({ name, amount, unit })),
    ...SEASONING.filter((line) => !named.has(line.name)).map((line) => ({ ...line })),
  ];
  const instructions = steps.map((step, index) => ({
    step: index + 1,
    instruction: step.text,
    duration: step.minutes,
  }));
  return {
    id,
    name: dishName(plan),
    description: dishDescription(plan, lines),
    ingredients,
    instructions,
    cookTime: instructions.reduce((sum, step) => sum + step.duration, 0),
    servings: plan.servings,
    difficulty: candidate.difficulty,
    cuisine: plan.spec.cuisine,
    dietaryTags: dietsSatisfiedBy(ingredients.map(({ name }) => name)),
    rating,
    isShared: false,
    createdAt: now,
  };
}

export function explain(candidate: Candidate): DishWhy {
  const { plan } = candidate;
  const { technique } = plan.spec;
  return {
    family: plan.spec.id,
    technique: { id: technique.id, label: technique.label, range: technique.range },
    flavourBase: {
      id: plan.base.id,
      label: plan.base.label,
      items: usedLines(candidate.lines, stepsOf(candidate))
        .filter((line) => !line.main)
        .map((line) => line.key),
    },
    mains: plan.mains.map((pick) => ({
      name: pick.stock.entry.name,
      role: pick.role,
      daysLeft: pick.stock.daysLeft,
    })),
    pairings: pairingsOf(plan.mains),
    difficulty: {
      level: candidate.difficulty,
      harder: plan.elaborations.map((harder) => harder.label),
    },
    steps: stepsOf(candidate).map(({ kind, minutes, rule }) => ({ kind, minutes, rule })),
    prep: candidate.prep.parts,
    minutes: candidate.minutes,
  };
}
