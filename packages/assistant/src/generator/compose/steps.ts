/**
 * A dish's steps: its technique's step shapes (or the dish's own), the harder component where
 * asked for, those that apply to what the dish holds, each timed by its rule from the
 * ingredients it cooks. Nothing is lengthened or shortened to meet a filter: when the total
 * does not fit, the caller picks another dish.
 */
import { cookMinutes } from '../knowledge/facts';
import type { StepKind, StepShape } from '../knowledge/types';
import type { Line } from './lines';
import type { DishPlan, MainPick } from './plan';
import type { Prep } from './prep';
import { StepWriter } from './render';
import { methodUses, ruleMinutes } from './time-rule';

export interface TimedStep {
  readonly kind: StepKind;
  readonly text: string;
  readonly minutes: number;
  /** The rule the minutes come from, for the recipe's explanation. */
  readonly rule: string;
}

export function stepShapes(plan: Pick<DishPlan, 'spec' | 'elaborations'>): StepShape[] {
  const shapes = [...(plan.spec.steps ?? plan.spec.technique.steps)];
  for (const harder of plan.elaborations) {
    // Before the step it serves; else before the last, as a component made ahead of serving.
    const at = shapes.findIndex((shape) => shape.kind === harder.before);
    shapes.splice(at === -1 ? Math.max(0, shapes.length - 1) : at, 0, harder.step);
  }
  return shapes;
}

function holds(
  condition: string | undefined,
  mains: readonly MainPick[],
  lines: readonly Line[],
): boolean {
  if (condition === undefined) return true;
  const [test, role] = condition.split(':');
  const present = lines.some((line) => line.role === role);
  if (test === 'has') return present;
  if (test === 'no') return !present;
  // cook: the role is there and some of it is not eaten as it is.
  return mains.some((pick) => pick.role === role && pick.facts.minutes.raw === undefined);
}

/** The steps that apply to this dish, before any wording. */
export function applicableShapes(
  plan: Pick<DishPlan, 'steps' | 'mains'>,
  lines: readonly Line[],
): StepShape[] {
  return plan.steps.filter((shape) => holds(shape.when, plan.mains, lines));
}

/** Whether every main can be cooked the way the steps that touch it need. */
export function mainsSuit(shapes: readonly StepShape[], mains: readonly MainPick[]): boolean {
  return shapes.every((shape) =>
    methodUses(shape.time).every((use) =>
      mains.every(
        (pick) =>
          !use.roles.includes(pick.role) ||
          cookMinutes(pick.facts, use.method) !== undefined ||
          (shape.when === `cook:${pick.role}` && pick.facts.minutes.raw !== undefined),
      ),
    ),
  );
}

export function timedSteps(
  plan: DishPlan,
  lines: readonly Line[],
  prep: Prep,
): TimedStep[] | undefined {
  const shapes = applicableShapes(plan, lines);
  const inputs = { mains: plan.mains, prepMinutes: prep.minutes };
  const writer = new StepWriter({ lines, mains: plan.mains, prepText: prep.text });
  const steps: TimedStep[] = [];
  for (const shape of shapes) {
    const minutes = ruleMinutes(shape.time, inputs);
    if (minutes === undefined) return undefined;
    steps.push({
      kind: shape.kind,
      text: writer.write(shape.say),
      minutes: Math.max(1, minutes),
      rule: shape.time,
    });
  }
  return steps;
}

/** Minutes alone, cheaply, to test a dish against the time filter before writing it. */
export function totalMinutes(
  plan: DishPlan,
  lines: readonly Line[],
  prepMinutes: number,
): number | undefined {
  let total = 0;
  for (const shape of applicableShapes(plan, lines)) {
    const minutes = ruleMinutes(shape.time, { mains: plan.mains, prepMinutes });
    if (minutes === undefined) return undefined;
    total += Math.max(1, minutes);
  }
  return total;
}
