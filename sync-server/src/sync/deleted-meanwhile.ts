/**
 * Rule S12's other half: a change to a row that another device deleted is dropped (a delete
 * wins), and the device whose change it was is told which item it was and why, instead of
 * seeing its edit vanish at the next pull.
 */
import type { CollectionName } from '@mise/sync/collections';
import type { MutatorName } from '@mise/sync/mutators/registry';
import type { EntityData } from '../storage/entities';

/** Mutations that remove: meeting a row already deleted, they lost nothing. */
const REMOVALS: ReadonlySet<string> = new Set<MutatorName>([
  'pantry.remove',
  'recipe.remove',
  'recipe.unfavorite',
  'mealPlan.remove',
  'grocery.remove',
  'journal.remove',
]);

const NOUNS: Record<CollectionName, string> = {
  pantryItems: 'This pantry item',
  recipes: 'This recipe',
  favorites: 'This favorite',
  cookingSessions: 'This cooking session',
  mealPlanEntries: 'This planned meal',
  groceryItems: 'This grocery item',
  preferences: 'These preferences',
  journalEntries: 'This journal entry',
  productNames: 'This product name',
};

export interface Tombstone {
  collection: CollectionName;
  /** The row as it was when deleted. */
  data: EntityData;
}

/**
 * The sentence for a mutation that changed nothing because the row it names was deleted, or
 * nothing when it lost nothing (a removal, or no deleted row behind it).
 */
export function droppedByDelete(
  mutationName: string,
  tombstone: Tombstone | undefined,
): string | undefined {
  if (tombstone === undefined || REMOVALS.has(mutationName)) return undefined;
  const { name, recipeName } = tombstone.data;
  const label =
    typeof name === 'string' ? name : typeof recipeName === 'string' ? recipeName : undefined;
  const subject = label ?? NOUNS[tombstone.collection];
  return `${subject} was deleted on another device, so this change was not kept.`;
}
