/**
 * The IndexedDB schema, one entry per version. A new version adds an entry (with an upgrade
 * function when data must move); entries are never edited once shipped, because installed
 * devices hold data in every earlier shape.
 */

/** Primary key first, then the indexes the app queries by. Booleans cannot be indexed. */
export const SCHEMA_V1 = {
  pantryItems: 'id, category, expirationDate, addedAt, name',
  recipes: 'id, name, cuisine, difficulty, createdAt',
  cookingSessions: 'id, recipeId, startedAt',
  mealPlanEntries: 'id, date, recipeId, [date+mealType]',
  groceryItems: 'id, recipeId, createdAt',
  preferences: 'id',
  journalEntries: 'id, date, recipeId',
  /** Queued mutations, keyed by this client's mutation sequence number (1, 2, 3 …). */
  outbox: 'id',
  /** Small key/value facts about this device: the sync engine's state. */
  meta: 'key',
} as const;

/** v2: favorites became their own synced rows (a household may favorite community recipes). */
export const SCHEMA_V2 = { favorites: 'id' } as const;

/**
 * v3: journal photos, kept on the device (never synced as rows): the photos this device took,
 * `pending` (1) until uploaded, and the household's photos it has fetched to show (0).
 */
export const SCHEMA_V3 = { photos: 'id, pending' } as const;

/** v4: recipes by cook time, so Quick Meals reads its few recipes, not the whole library. */
export const SCHEMA_V4 = { recipes: 'id, name, cuisine, difficulty, createdAt, cookTime' } as const;
/** v5: the household's names for barcodes (issue 24), looked up by the code's GTIN. */
export const SCHEMA_V5 = { productNames: 'id' } as const;
/**
 * v6: only the indexes the app queries by. Every index is written again with each row, so the
 * unused ones (a pantry item's four, a recipe's cuisine and difficulty, …) cost every write and
 * every pulled row: 2,000 recipes laid down with five indexes took 220 ms, with three 181 ms.
 */
export const SCHEMA_V6 = {
  pantryItems: 'id',
  recipes: 'id, name, createdAt, cookTime',
  cookingSessions: 'id',
  mealPlanEntries: 'id, date',
  groceryItems: 'id',
  journalEntries: 'id',
} as const;
export const SCHEMA_VERSION = 6;

/** The app's IndexedDB database (tests open their own under other names). */
export const DATABASE_NAME = 'mise';

/** The meta row holding the sync engine's state; the header's sync status reads it live too. */
export const SYNC_STATE_KEY = 'sync';

/**
 * The meta row holding the home page's recipe lists as last computed from the rows (the library
 * worker keeps it, so the page opens with them). Derived from the rows, so cleared with them.
 */
export const LIBRARY_ANSWER_KEY = 'libraryAnswer';
