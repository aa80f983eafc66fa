// "Your data" (Settings): the household's whole kitchen as one JSON file, and a file restored
// into this kitchen record by record through the sync engine (`rows.restore`), so an import is
// queued and synced like any other write, works offline, and never overwrites what is here.
import { COLLECTION_NAMES, type CollectionName } from '@mise/sync/collections';
import {
  type KitchenRows,
  type SkippedRecord,
  kitchenFile,
  readKitchenFile,
} from '@mise/sync/kitchen-file';
import { MutationRejected, mutate } from '../../../sync/mutate';

const database = async () => (await import('../../../db/live-db')).db;

/** Every synced row of this device's kitchen, read in one transaction (one consistent copy). */
export async function exportKitchen(now = new Date()): Promise<Blob> {
  const db = await database();
  const tables = COLLECTION_NAMES.map((name) => db.collection(name));
  const rows: KitchenRows = await db.transaction('r', tables, async () => ({
    pantryItems: await db.pantryItems.toArray(),
    recipes: await db.recipes.toArray(),
    favorites: await db.favorites.toArray(),
    cookingSessions: await db.cookingSessions.toArray(),
    mealPlanEntries: await db.mealPlanEntries.toArray(),
    groceryItems: await db.groceryItems.toArray(),
    preferences: await db.preferences.toArray(),
    journalEntries: await db.journalEntries.toArray(),
    productNames: await db.productNames.toArray(),
  }));
  const file = kitchenFile(rows, now.toISOString());
  return new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
}

export type ImportOutcome =
  { ok: true; imported: number; skipped: SkippedRecord[] } | { ok: false; message: string };

export async function importKitchen(
  text: string,
  onProgress: (done: number, total: number) => void,
): Promise<ImportOutcome> {
  const db = await database();
  const ids = new Map<CollectionName, Set<string>>();
  for (const name of COLLECTION_NAMES) {
    ids.set(name, new Set(await db.collection(name).toCollection().primaryKeys()));
  }
  const read = readKitchenFile(text, (collection, id) => ids.get(collection)?.has(id) ?? false);
  if (!read.ok) return read;
  const skipped = [...read.skipped];
  let imported = 0;
  for (const [index, { collection, position, row }] of read.rows.entries()) {
    onProgress(index, read.rows.length);
    try {
      await mutate('rows.restore', { collection, row });
      imported += 1;
    } catch (error) {
      // Shown with the others that were skipped: an import never loses a record without a word.
      if (!(error instanceof MutationRejected)) console.error('Import: a record failed', error);
      const reason =
        error instanceof MutationRejected ? error.message : 'This device could not save it.';
      skipped.push({ collection, position, reason });
    }
  }
  return { ok: true, imported, skipped };
}
