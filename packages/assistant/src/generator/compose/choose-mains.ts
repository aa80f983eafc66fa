/**
 * Picks a dish's main ingredients from the pantry: only what the dish family lists for each
 * slot, only what can be cooked the dish's way, and only what pairs with every main already
 * picked. The slot counts bound the dish, so a full pantry never turns into a kitchen sink.
 * Items closer to expiry are tried first; the seed decides between equals.
 */
import { factsFor, pantryNameOf } from '../knowledge/facts';
import { pairs } from '../knowledge/pairings';
import type { DishSpec, Slot } from '../knowledge/types';
import type { Random } from '../random';
import { urgency, type StockItem } from '../stock';
import type { MainPick } from './plan';

/** How many different anchors (the first slot's pick) a dish family is tried with. */
const ANCHORS = 3;

function candidatesFor(slot: Slot, stock: ReadonlyMap<string, StockItem>): MainPick[] {
  const found: MainPick[] = [];
  for (const key of slot.from) {
    // Exactly the ingredient the dish names: "pasta" is a generic packet, not orzo or ravioli.
    const item = stock.get(pantryNameOf(key));
    if (item === undefined) continue;
    const facts = factsFor(key);
    if (facts === undefined) continue;
    if (found.some((pick) => pick.stock.entry.name === item.entry.name)) continue;
    found.push({ key, facts, role: slot.role, stock: item, share: slot.share });
  }
  return found;
}

const pairsWithAll = (pick: MainPick, chosen: readonly MainPick[]) =>
  pick.role === 'starch' ||
  chosen.every((other) => other.role === 'starch' || pairs(pick.facts.name, other.facts.name));

function ranked(picks: readonly MainPick[], random: Random): MainPick[] {
  return picks
    .map((pick) => ({ pick, order: urgency(pick.stock) + random() }))
    .sort((a, b) => b.order - a.order)
    .map(({ pick }) => pick);
}

/** A dish's mains stay few, however full the pantry: this many at most, starch included. */
export const MAX_MAINS = 5;
/** And this many besides the starch. */
export const MAX_MAINS_BESIDES_STARCH = 4;

/**
 * Fills the slots: first what each slot requires, then (unless lean) more up to each slot's
 * most, while the dish stays within the caps; every pick pairs with those before it.
 */
function fill(
  slots: readonly Slot[],
  options: readonly MainPick[][],
  anchor: MainPick | undefined,
  lean: boolean,
): MainPick[] | undefined {
  const chosen: MainPick[] = anchor === undefined ? [] : [anchor];
  const slotOf = new Map<MainPick, number>(chosen.map((pick) => [pick, 0]));
  const counts: number[] = slots.map((_, index) => (index === 0 && anchor !== undefined ? 1 : 0));
  const roomFor = (pick: MainPick) =>
    chosen.length < MAX_MAINS &&
    (pick.role === 'starch' ||
      chosen.filter((other) => other.role !== 'starch').length < MAX_MAINS_BESIDES_STARCH);
  const top = (index: number, wanted: number) => {
    for (const pick of options[index] ?? []) {
      if ((counts[index] ?? 0) >= wanted) return;
      if (chosen.some((other) => other.stock.entry.name === pick.stock.entry.name)) continue;
      if (!roomFor(pick) || !pairsWithAll(pick, chosen)) continue;
      chosen.push(pick);
      slotOf.set(pick, index);
      counts[index] = (counts[index] ?? 0) + 1;
    }
  };
  slots.forEach((slot, index) => top(index, slot.min));
  if (slots.some((slot, index) => (counts[index] ?? 0) < slot.min)) return undefined;
  if (!lean) slots.forEach((slot, index) => top(index, slot.max));
  // In the dish's own order, so the lead ingredient comes first in names and descriptions.
  return chosen.sort((a, b) => (slotOf.get(a) ?? 0) - (slotOf.get(b) ?? 0));
}

/**
 * Ways to fill the dish from this pantry: for each of a few anchors, a full version (optional
 * slots filled, up to each slot's most) and a lean one (each slot's least), which also cooks
 * faster. `suits` says whether a main can be cooked the way the dish needs.
 */
export function mainsOptions(
  spec: DishSpec,
  stock: ReadonlyMap<string, StockItem>,
  suits: (pick: MainPick) => boolean,
  random: Random,
): MainPick[][] {
  const options = spec.slots.map((slot) =>
    ranked(candidatesFor(slot, stock).filter(suits), random),
  );
  const [first] = spec.slots;
  const anchors = options[0] ?? [];
  if (first === undefined) return [];
  const starts: (MainPick | undefined)[] = anchors.slice(0, ANCHORS);
  if (first.min === 0) starts.push(undefined);
  const seen = new Set<string>();
  const found: MainPick[][] = [];
  for (const anchor of starts) {
    for (const lean of [false, true]) {
      const mains = fill(spec.slots, options, anchor, lean);
      if (mains === undefined) continue;
      const key = mains
        .map((pick) => pick.key)
        .sort()
        .join('|');
      if (seen.has(key)) continue;
      seen.add(key);
      found.push(mains);
    }
  }
  return found;
}
