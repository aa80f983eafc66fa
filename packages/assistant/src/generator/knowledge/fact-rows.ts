/**
 * The compact row format the ingredient fact tables are written in, and its reading: a row is
 * [dictionary name, role, prep style, prep minutes for two, amount per serving, unit, minutes
 * per method ("pan4 roast20 raw"), extras].
 */
import { PREP_STYLES, type PrepStyle } from './prep-styles';
import type { CulinaryFacts, MainRole, Method } from './types';

export interface FactExtras {
  readonly shown?: string;
  readonly called?: string;
  readonly each?: number;
  readonly eachUnit?: 'stalk';
  readonly done?: string;
  readonly cook?: string;
}

export type FactRow = readonly [
  name: string,
  role: MainRole,
  style: PrepStyle,
  prepMinutes: number,
  perServing: number,
  unit: CulinaryFacts['unit'],
  minutes: string,
  extras?: FactExtras,
];

const METHODS: readonly Method[] = [
  'pan',
  'sear',
  'simmer',
  'braise',
  'roast',
  'fry',
  'boil',
  'raw',
];

function readMinutes(text: string): Partial<Record<Method, number>> {
  const minutes: Partial<Record<Method, number>> = {};
  for (const token of text.split(' ').filter(Boolean)) {
    const method = METHODS.find((name) => token.startsWith(name));
    if (method === undefined) throw new Error(`Unknown cooking method in "${token}"`);
    minutes[method] = Number(token.slice(method.length) || 0);
  }
  return minutes;
}

export function readFacts(rows: readonly FactRow[]): CulinaryFacts[] {
  return rows.map(([name, role, style, prepMinutes, perServing, unit, minutes, extras = {}]) => ({
    name,
    role,
    shown: extras.shown ?? name,
    prep: PREP_STYLES[style],
    prepMinutes,
    minutes: readMinutes(minutes),
    perServing,
    unit,
    ...(extras.called === undefined ? {} : { called: extras.called }),
    ...(extras.each === undefined ? {} : { eachGrams: extras.each }),
    ...(extras.eachUnit === undefined ? {} : { eachUnit: extras.eachUnit }),
    ...(extras.done === undefined ? {} : { done: extras.done }),
    ...(extras.cook === undefined ? {} : { cookSay: extras.cook }),
  }));
}
