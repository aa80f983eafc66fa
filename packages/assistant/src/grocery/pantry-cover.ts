/**
 * Takes off what the pantry already holds. A pantry item counts for a need when it is the same
 * ingredient or a narrower one (pantry "red onion" for a recipe's "onion", as the match
 * percentage counts it; never the other way). Then, per measure of the need:
 * - a staple (staples.ts) held in any amount covers the whole need;
 * - a held item in a measure that cannot be compared (a "1 carton" of eggs against "3 large",
 *   "1 piece" of milk against cups, "a pinch" of anything) means the household has it: that
 *   measure needs nothing, because guessing how many eggs a carton still holds would be worse
 *   than trusting the cook, who can add a line by hand;
 * - held items in the same measure are subtracted exactly, each pantry amount used only once:
 *   first by needs of the same name, then by broader needs in name order, so the result does
 *   not depend on the order of the meals;
 * - a need asked for without a measure is covered by any holding.
 * Needs with nothing left are dropped.
 */
import type { PantryItem } from '@mise/domain/entities/pantry-item';
import { broaderNames, canonicalName } from './ingredient-lookup';
import { readMeasured, type MeasureKey, type Need } from './needs';
import Fraction from 'fraction.js';
import { isStaple } from './staples';

export type PantryHolding = Pick<PantryItem, 'name' | 'quantity' | 'unit'>;

interface Holding {
  /** Undefined for a measure that compares with nothing ("a pinch"). */
  readonly key: MeasureKey | undefined;
  remaining: Fraction;
}

interface Holdings {
  readonly own: ReadonlyMap<string, Holding[]>;
  /** Holdings of narrower names, by each broader name above them. */
  readonly narrower: ReadonlyMap<string, Holding[]>;
}

function push(map: Map<string, Holding[]>, name: string, holding: Holding) {
  const list = map.get(name);
  if (list) list.push(holding);
  else map.set(name, [holding]);
}

function holdingsOf(pantry: readonly PantryHolding[]): Holdings {
  const own = new Map<string, Holding[]>();
  const narrower = new Map<string, Holding[]>();
  for (const item of pantry) {
    const name = canonicalName(item.name);
    if (name === undefined) continue;
    // Pantry quantities are whole numbers, but String() keeps any other value exact too.
    const measured = readMeasured(String(item.quantity), item.unit);
    const holding: Holding = measured
      ? { key: measured.key, remaining: measured.amount }
      : { key: undefined, remaining: new Fraction(0) };
    push(own, name, holding);
    for (const broader of broaderNames(name)) push(narrower, broader, holding);
  }
  return { own, narrower };
}

interface Remaining {
  readonly need: Need;
  readonly amounts: Map<MeasureKey, Fraction>;
  unmeasured: boolean;
}

function takeFrom(remaining: Remaining, holdings: readonly Holding[]) {
  for (const [key, needed] of remaining.amounts) {
    let left = needed;
    for (const holding of holdings) {
      if (holding.key !== key || holding.remaining.lte(0) || left.lte(0)) continue;
      const taken = holding.remaining.lt(left) ? holding.remaining : left;
      holding.remaining = holding.remaining.sub(taken);
      left = left.sub(taken);
    }
    remaining.amounts.set(key, left);
  }
}

/** The needs still to buy after the pantry, each with what is left of it. */
export function coverFromPantry(
  needs: readonly Need[],
  pantry: readonly PantryHolding[],
): readonly Need[] {
  const { own, narrower } = holdingsOf(pantry);
  const remaining: Remaining[] = [];
  for (const need of needs) {
    const held = [...(own.get(need.name) ?? []), ...(narrower.get(need.name) ?? [])];
    if (held.length === 0) {
      remaining.push({ need, amounts: new Map(need.amounts), unmeasured: need.unmeasured });
      continue;
    }
    if (isStaple(need.entry)) continue;
    const comparable = [...need.amounts].filter(([key]) => held.every((h) => h.key === key));
    remaining.push({ need, amounts: new Map(comparable), unmeasured: false });
  }
  for (const entry of remaining) takeFrom(entry, own.get(entry.need.name) ?? []);
  const byName = [...remaining].sort((a, b) => (a.need.name < b.need.name ? -1 : 1));
  for (const entry of byName) takeFrom(entry, narrower.get(entry.need.name) ?? []);

  return remaining.flatMap(({ need, amounts, unmeasured }) => {
    const left = new Map([...amounts].filter(([, amount]) => amount.gt(0)));
    return left.size > 0 || unmeasured ? [{ ...need, amounts: left, unmeasured }] : [];
  });
}
