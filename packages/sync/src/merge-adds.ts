/**
 * Rule S15 (docs/sync-protocol.md): two devices adding the same thing at once end with one row,
 * and the device whose add was folded in is told. "The same thing" is what a cook would call one
 * line: the same name give or take case, accents, punctuation and a plural ("Eggs" and "egg"),
 * in the same unit; for the pantry also in the same place with the same expiry, since two
 * cartons that go off on different days are worth keeping apart.
 *
 * It runs on the server only, after the add itself, because only the server sees every device's
 * adds: a device adding offline cannot know what another phone added meanwhile. The device shows
 * its own row until its next pull brings the merged one, as rule S7 promises.
 */
import type { GroceryItem } from '@mise/domain/entities/grocery-item';
import type { PantryItem } from '@mise/domain/entities/pantry-item';
import { singularise } from '@mise/domain/ingredient-names';
import type { Collections } from './collections';
import type { MutatorTx } from './mutator-tx';

export type AddedThing =
  { collection: 'groceryItems'; row: GroceryItem } | { collection: 'pantryItems'; row: PantryItem };

export type MergedCollection = AddedThing['collection'];

/** Finds the live rows whose sameThingKey is `key`; the server answers from an index. */
export type SameThingLookup = <Name extends MergedCollection>(
  collection: Name,
  key: string,
) => Promise<Collections[Name][]>;

/**
 * The add a mutation made, from its name and the arguments its mutator parsed (runMutation's
 * result, already checked against the entity's schema), if it was one.
 */
export function addedThing(name: string, args: unknown): AddedThing | undefined {
  if (typeof args !== 'object' || args === null) return undefined;
  if (name === 'grocery.add') return { collection: 'groceryItems', row: args as GroceryItem };
  if (name === 'pantry.add') return { collection: 'pantryItems', row: args as PantryItem };
  return undefined;
}

/**
 * Lowercase words without accents or punctuation, the last one singular: "Eggs!" → "egg",
 * "Crème fraîche" → "creme fraiche". Digits stay: "1% milk" and "2% milk" are not one thing.
 */
function wordsKey(text: string): string {
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
  const last = words.pop();
  return last === undefined ? '' : [...words, singularise(last)].join(' ');
}

/** What rule S15 compares of a grocery line or a pantry item (a pantry item has a category). */
export interface ThingFields {
  name: string;
  unit: string;
  completed?: boolean;
  category?: string;
  expirationDate?: string | undefined;
}

/** What makes two rows of a collection one thing to a cook; "" for rows never merged. */
export function sameThingKey(row: ThingFields): string {
  if (row.category === undefined) {
    // A bought line is done with: a new need for the same thing is a new line.
    if (row.completed === true) return '';
    return `${wordsKey(row.name)}|${wordsKey(row.unit)}`;
  }
  const { name, unit, category, expirationDate = '' } = row;
  return `${wordsKey(name)}|${wordsKey(unit)}|${category}|${expirationDate}`;
}

/**
 * Folds a just-added row into an older row of the same thing, if the household has one: a
 * grocery line keeps the larger amount (both devices meant "we need milk"), a pantry row adds
 * the amounts up (both went into the cupboard). The added row is removed in the same mutation,
 * so it never exists on the server. Returns the sentence for the device, or nothing.
 */
export async function mergeAddedThing(
  tx: MutatorTx,
  lookup: SameThingLookup,
  thing: AddedThing,
): Promise<string | undefined> {
  const key = sameThingKey(thing.row);
  if (key === '' || key.startsWith('|')) return undefined;
  if (thing.collection === 'groceryItems') {
    const line = oldestOther(await lookup('groceryItems', key), thing.row.id);
    if (line === undefined) return undefined;
    const added = thing.row;
    await tx.delete('groceryItems', added.id);
    if (added.quantity > line.quantity) {
      const { quantity, estimatedPrice } = added;
      await tx.put('groceryItems', { ...line, quantity, estimatedPrice });
    }
    return `${line.name} was already on the list, so they are one line now.`;
  }
  const item = oldestOther(await lookup('pantryItems', key), thing.row.id);
  if (item === undefined) return undefined;
  const quantity = item.quantity + thing.row.quantity;
  await tx.delete('pantryItems', thing.row.id);
  await tx.put('pantryItems', { ...item, quantity });
  return `${item.name} was already in the pantry, so this was added to it: ${quantity} ${item.unit} in all.`;
}

/** The row every device agrees to keep: the first added (ties by id), never the new one. */
function oldestOther<Row extends GroceryItem | PantryItem>(rows: Row[], addedId: string) {
  const createdOf = (row: Row) => ('addedAt' in row ? row.addedAt : row.createdAt);
  return rows
    .filter((row) => row.id !== addedId)
    .sort((a, b) => createdOf(a).localeCompare(createdOf(b)) || a.id.localeCompare(b.id))[0];
}

/** The lookup over a plain scan: for stores that keep few rows (tests, the reference model). */
export function scanLookup(tx: MutatorTx): SameThingLookup {
  return async (collection, key) =>
    (await tx.scan(collection)).filter((row) => sameThingKey(row) === key);
}
