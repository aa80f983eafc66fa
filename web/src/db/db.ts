/**
 * The device's database (Dexie over IndexedDB): a table per synced collection, the outbox of
 * queued mutations and a meta table. Only this folder imports Dexie; features read through
 * their data hooks (use-live-db-query.ts) and write through mutators. Importing this module
 * brings Dexie with it, so only code that is itself loaded on demand (the sync engine, the
 * live queries' loader) may import it; everything else takes `import type`.
 */
import Dexie, { type EntityTable, type Table } from 'dexie';
import { recipeServings } from '@mise/domain/recipe-servings';
import type { CollectionName, Collections } from '@mise/sync/collections';
import type { OutboxEntry } from '@mise/sync/client/local-store';
import {
  DATABASE_NAME,
  SCHEMA_V1,
  SCHEMA_V2,
  SCHEMA_V3,
  SCHEMA_V4,
  SCHEMA_V5,
  SCHEMA_V6,
} from './schema';

/** A journal photo on this device (photo-store.ts). */
export interface DevicePhoto {
  id: string;
  blob: Blob;
  /** 1 while it still has to be uploaded (indexable, unlike a boolean), else 0. */
  pending: 0 | 1;
}

export interface MetaEntry {
  key: string;
  value: unknown;
}

type CollectionTables = { [Name in CollectionName]: EntityTable<Collections[Name], 'id'> };

export class MiseDatabase extends Dexie {
  declare pantryItems: CollectionTables['pantryItems'];
  declare recipes: CollectionTables['recipes'];
  declare favorites: CollectionTables['favorites'];
  declare cookingSessions: CollectionTables['cookingSessions'];
  declare mealPlanEntries: CollectionTables['mealPlanEntries'];
  declare groceryItems: CollectionTables['groceryItems'];
  declare preferences: CollectionTables['preferences'];
  declare journalEntries: CollectionTables['journalEntries'];
  declare productNames: CollectionTables['productNames'];
  declare outbox: EntityTable<OutboxEntry, 'id'>;
  declare meta: EntityTable<MetaEntry, 'key'>;
  declare photos: EntityTable<DevicePhoto, 'id'>;

  constructor(name = DATABASE_NAME) {
    super(name);
    this.version(1).stores(SCHEMA_V1);
    this.version(2).stores(SCHEMA_V2);
    this.version(3).stores(SCHEMA_V3);
    this.version(4).stores(SCHEMA_V4);
    this.version(5).stores(SCHEMA_V5);
    this.version(6).stores(SCHEMA_V6);
    // A recipe stored before servings existed (issue 22) reads as serving the default, as the
    // server's copy does since migration 010; the next pull rewrites the row itself. No new
    // version: Dexie only needs one when an index changes.
    this.recipes.hook('reading', withServings);
  }

  /** The table of a synced collection, typed by its name. */
  collection<Name extends CollectionName>(name: Name): Table<Collections[Name], string> {
    return this.table<Collections[Name], string>(name);
  }
}

/** Dexie also passes a key it did not find through the hook, as undefined. */
function withServings(row: Collections['recipes'] | undefined): Collections['recipes'] | undefined {
  if (row === undefined) return row;
  const servings = recipeServings(row);
  return servings === row.servings ? row : { ...row, servings };
}

/** The app's one database; tests open their own with a unique name. */
export const db = new MiseDatabase();
