/**
 * Recipe generation as the API runs it (POST /api/recipes/generate and
 * /api/ai/generate-recipe): over the household's pantry as the server holds it, or over names
 * the request gives, on the server's day, with a new id and a new seed each time.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { PantryItemInput } from '@mise/assistant/generator/stock';
import type { RecipeGenerateRequest } from '@mise/domain/api/recipes';
import { pantryItemSchema } from '@mise/domain/entities/pantry-item';
import type { Clock } from '../clock';
import type { Database } from '../storage/database';
import { listEntities } from '../storage/entities';
import type { GenerationOutcome, RecipeGeneration } from './recipe-generation';

export interface HouseholdGenerationDeps {
  db: Database;
  clock: Clock;
}

export async function generateForHousehold(
  { db, clock }: HouseholdGenerationDeps,
  generation: RecipeGeneration,
  householdId: string,
  request: RecipeGenerateRequest,
  /** Names to cook from instead of the pantry: undated, so none counts as expiring. */
  ingredients?: readonly string[],
): Promise<GenerationOutcome> {
  const pantry: readonly PantryItemInput[] =
    ingredients === undefined
      ? (await listEntities(db, householdId, 'pantryItems')).map((row) =>
          pantryItemSchema.parse(row.data),
        )
      : ingredients.map((name) => ({ name }));
  const now = clock();
  return generation.generate({
    pantry,
    request,
    // The server's calendar day (UTC) counts the days left before each item expires.
    today: now.toISOString().slice(0, 10),
    now: now.toISOString(),
    id: randomUUID(),
    // A new seed each time, so asking again can offer other recipes of equal merit.
    seed: randomInt(1, 2 ** 31),
  });
}
