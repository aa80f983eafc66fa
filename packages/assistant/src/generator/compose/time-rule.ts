/**
 * Reads a step's time rule (knowledge/types.ts StepShape) against a dish: `pan:protein` is the
 * longest any of the dish's proteins takes in a pan; `starch|prep` the longer of two jobs done
 * side by side; `prep+1` one job after another. A main that cannot be cooked by the method a
 * step needs makes the rule unanswerable: that ingredient does not belong in this dish.
 */
import { cookMinutes } from '../knowledge/facts';
import type { MainRole, Method } from '../knowledge/types';
import type { MainPick } from './plan';

export interface TimeInputs {
  readonly mains: readonly MainPick[];
  readonly prepMinutes: number;
}

export interface MethodUse {
  readonly method: Method;
  readonly roles: readonly MainRole[];
}

const METHODS = new Set<string>(['pan', 'sear', 'simmer', 'braise', 'roast', 'fry', 'boil', 'raw']);

function readUse(term: string): MethodUse | undefined {
  const [method = '', roles = ''] = term.split(':');
  if (!METHODS.has(method)) return undefined;
  return { method: method as Method, roles: roles.split(',') as MainRole[] };
}

/** Every `method:roles` a rule names, so a dish can check its mains can be cooked that way. */
export function methodUses(rule: string): MethodUse[] {
  return rule.split(/[|+]/).flatMap((term) => readUse(term.trim()) ?? []);
}

function termMinutes(term: string, inputs: TimeInputs): number | undefined {
  if (/^\d+$/.test(term)) return Number(term);
  if (term === 'prep') return inputs.prepMinutes;
  if (term === 'starch') return termMinutes('boil:starch', inputs);
  const use = readUse(term);
  if (use === undefined) throw new Error(`Unknown time term "${term}"`);
  let longest = 0;
  for (const pick of inputs.mains) {
    if (!use.roles.includes(pick.role)) continue;
    const minutes = cookMinutes(pick.facts, use.method);
    if (minutes === undefined) return undefined;
    longest = Math.max(longest, minutes);
  }
  return longest;
}

/** Whole minutes the rule gives for this dish, or undefined when a main cannot be cooked so. */
export function ruleMinutes(rule: string, inputs: TimeInputs): number | undefined {
  let longest = 0;
  for (const alternative of rule.split('|')) {
    let sum = 0;
    for (const term of alternative.split('+')) {
      const minutes = termMinutes(term.trim(), inputs);
      if (minutes === undefined) return undefined;
      sum += minutes;
    }
    longest = Math.max(longest, sum);
  }
  return Math.round(longest);
}
