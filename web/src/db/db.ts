/**
 * The device's database (Dexie over IndexedDB): every entity of the product, the outbox of
 * queued mutations and a meta table. Only this folder imports Dexie; features read through
 * their data hooks and write through mutators.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { CookingSession } from '@mise/domain/entities/cooking-session';
import type { GroceryItem } from '@mise/domain/entities/grocery-item';
import type { JournalEntry } from '@mise/domain/entities/journal-entry';
import type { MealPlanEntry } from '@mise/domain/entities/meal-plan-entry';
import type { PantryItem } from '@mise/domain/entities/pantry-item';
import type { Recipe } from '@mise/domain/entities/recipe';
import type { UserPreferences } from '@mise/domain/entities/user-preferences';
import { SCHEMA_V1, SCHEMA_VERSION } from './schema';

/** A write waiting to be pushed; kept until the server acknowledges it (never expires). */
export interface OutboxEntry {
  id: number;
  name: string;
  args: unknown;
  createdAt: string;
}

export interface MetaEntry {
  key: string;
  value: unknown;
}

export class MiseDatabase extends Dexie {
  declare pantryItems: EntityTable<PantryItem, 'id'>;
  declare recipes: EntityTable<Recipe, 'id'>;
  declare cookingSessions: EntityTable<CookingSession, 'id'>;
  declare mealPlanEntries: EntityTable<MealPlanEntry, 'id'>;
  declare groceryItems: EntityTable<GroceryItem, 'id'>;
  declare preferences: EntityTable<UserPreferences, 'id'>;
  declare journalEntries: EntityTable<JournalEntry, 'id'>;
  declare outbox: EntityTable<OutboxEntry, 'id'>;
  declare meta: EntityTable<MetaEntry, 'key'>;

  constructor(name = 'mise') {
    super(name);
    this.version(SCHEMA_VERSION).stores(SCHEMA_V1);
  }
}

/** The app's one database; tests open their own with a unique name. */
export const db = new MiseDatabase();
