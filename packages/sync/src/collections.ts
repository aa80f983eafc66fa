/**
 * The synced collections and the entity each holds. The same names are Dexie tables on the
 * device and the `collection` column on the server, so a row means the same thing everywhere.
 */
import type { z } from 'zod';
import { cookingSessionSchema } from '@mise/domain/entities/cooking-session';
import { favoriteSchema } from '@mise/domain/entities/favorite';
import { groceryItemSchema } from '@mise/domain/entities/grocery-item';
import { journalEntrySchema } from '@mise/domain/entities/journal-entry';
import { mealPlanEntrySchema } from '@mise/domain/entities/meal-plan-entry';
import { pantryItemSchema } from '@mise/domain/entities/pantry-item';
import { productNameSchema } from '@mise/domain/entities/product-name';
import { recipeSchema } from '@mise/domain/entities/recipe';
import { userPreferencesSchema } from '@mise/domain/entities/user-preferences';

export const collectionSchemas = {
  pantryItems: pantryItemSchema,
  recipes: recipeSchema,
  favorites: favoriteSchema,
  cookingSessions: cookingSessionSchema,
  mealPlanEntries: mealPlanEntrySchema,
  groceryItems: groceryItemSchema,
  preferences: userPreferencesSchema,
  journalEntries: journalEntrySchema,
  productNames: productNameSchema,
} as const;

export type CollectionName = keyof typeof collectionSchemas;
export type Collections = {
  [Name in CollectionName]: z.infer<(typeof collectionSchemas)[Name]>;
};
export type Entity<Name extends CollectionName = CollectionName> = Collections[Name];

export const COLLECTION_NAMES = Object.keys(collectionSchemas) as CollectionName[];

export function isCollectionName(name: string): name is CollectionName {
  return Object.hasOwn(collectionSchemas, name);
}

export { PREFERENCES_ID } from './preferences-id';
