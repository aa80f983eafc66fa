/**
 * The flavour base and the dish's own additions, kept within the diet: for each item the first
 * alternative the diet allows, or one the pantry already holds. A base that needs something the
 * diet rules out (gochujang on paleo) cannot be used; an optional item is simply left out.
 */
import type { GeneratorDiet } from '@mise/domain/options';
import { nameFitsDiet } from '../diet';
import type { BaseItem, DishSpec, Elaboration, FlavourBase } from '../knowledge/types';
import type { StockItem } from '../stock';
import type { AddedPick, MainPick } from './plan';

export function additionsFor(
  spec: DishSpec,
  base: FlavourBase,
  elaborations: readonly Elaboration[],
  diet: GeneratorDiet,
  pantry: ReadonlyMap<string, StockItem>,
): AddedPick[] | undefined {
  const items: BaseItem[] = [
    ...base.items,
    ...spec.adds,
    ...elaborations.flatMap((harder) => harder.adds ?? []),
  ];
  const added: AddedPick[] = [];
  for (const item of items) {
    const allowed = item.choices.filter((name) => nameFitsDiet(name, diet));
    const name = allowed.find((choice) => pantry.has(choice)) ?? allowed[0];
    if (name === undefined) {
      if (item.optional) continue;
      return undefined;
    }
    added.push({ role: item.role, name, amount: item.amount, stock: pantry.get(name) });
  }
  return added;
}

/** Leaves out base items the dish already has as mains (carrot in a soffritto and a stew). */
export function withoutMains(added: readonly AddedPick[], mains: readonly MainPick[]): AddedPick[] {
  const names = new Set(mains.map((pick) => pick.stock.entry.name));
  return added.filter((pick) => !names.has(pick.name));
}
