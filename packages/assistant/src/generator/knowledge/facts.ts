/**
 * The ingredient facts by key: a dictionary name ("zucchini"), or a name and a form for a
 * stand-in ("zucchini@noodles"), which is made from the pantry item the name is before the @.
 */
import { readFacts } from './fact-rows';
import { PRODUCE_ROWS } from './facts-produce';
import { PROTEIN_ROWS } from './facts-protein';
import { STARCH_ROWS } from './facts-starch';
import type { CulinaryFacts, Method } from './types';

let index: Map<string, CulinaryFacts> | undefined;

function factsIndex(): Map<string, CulinaryFacts> {
  index ??= new Map(
    readFacts([...PRODUCE_ROWS, ...PROTEIN_ROWS, ...STARCH_ROWS]).map((facts) => [
      facts.name,
      facts,
    ]),
  );
  return index;
}

export function factsFor(key: string): CulinaryFacts | undefined {
  return factsIndex().get(key);
}

/** The pantry item a key is made from: "zucchini" for "zucchini@noodles". */
export function pantryNameOf(key: string): string {
  const at = key.indexOf('@');
  return at === -1 ? key : key.slice(0, at);
}

export function allFacts(): CulinaryFacts[] {
  return [...factsIndex().values()];
}

/**
 * Minutes an ingredient takes by a method, or undefined when it is not cooked that way. Pasta,
 * rice and noodles simmered in a soup or broth take what they take in boiling water.
 */
export function cookMinutes(facts: CulinaryFacts, method: Method): number | undefined {
  const minutes = facts.minutes[method];
  if (minutes !== undefined || method !== 'simmer' || facts.role !== 'starch') return minutes;
  return facts.minutes.boil;
}
